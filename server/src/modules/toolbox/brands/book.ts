import fp from 'fastify-plugin';
import type { Db } from '../../../http/context.ts';
import { stepwise, type VersionedIndex } from '../../../plugins/versioned-cache.ts';
import { matcherSteps, type BrandMatcher, type MatcherBrand } from './matcher.ts';

/*
 * The brand matcher, built once per change of the list (the versioned-caches
 * plugin keeps it). Every write to brands, their channels, the words that are
 * not brands (and channels, whose names hits show) bumps `brand_book.version`
 * in its own transaction (migration 013).
 */

export interface LoadedMatcher {
  /** `brand_book.version` it was built at. */
  version: number;
  matcher: BrandMatcher;
}

const versionOf = async (db: Db) =>
  Number((await db.selectFrom('brand_book').select('version').executeTakeFirstOrThrow()).version);

/** The enabled brands with their refusing channels, and the words that are not brands. */
async function loadBrands(db: Db): Promise<{ brands: MatcherBrand[]; words: string[] }> {
  const rows = await db
    .selectFrom('brands')
    .select(['id', 'name', 'aliases', 'category', 'risk_level', 'whole_word'])
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
  const channels = new Map<number, MatcherBrand['channels']>();
  const named = await db
    .selectFrom('brand_channels as bc')
    .innerJoin('brands as b', 'b.id', 'bc.brand_id')
    .innerJoin('channels as ch', 'ch.id', 'bc.channel_id')
    .select(['bc.brand_id', 'ch.id', 'ch.code', 'ch.name'])
    .where('b.enabled', '=', true)
    .orderBy('ch.sort')
    .orderBy('ch.id')
    .execute();
  for (const { brand_id, ...ch } of named) {
    const list = channels.get(brand_id);
    if (list) list.push(ch);
    else channels.set(brand_id, [ch]);
  }
  const brands = rows.map((r) => ({
    id: r.id,
    name: r.name,
    aliases: r.aliases,
    category: r.category,
    riskLevel: r.risk_level,
    wholeWord: r.whole_word,
    channels: channels.get(r.id) ?? [],
  }));
  const words = (await db.selectFrom('brand_words').select('word').execute()).map((w) => w.word);
  return { brands, words };
}

async function load(db: Db): Promise<LoadedMatcher> {
  // One snapshot: the version labels exactly what was read. Built after it ends, holding no connection meanwhile.
  const { version, brands, words } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({ version: await versionOf(trx), ...(await loadBrands(trx)) }));
  return { version, matcher: await stepwise(matcherSteps(brands, words)) };
}

/** How the versioned-caches plugin reads the list's version and builds the matcher. */
export const brandMatcherIndex: VersionedIndex<LoadedMatcher> = {
  name: 'brand-matcher',
  tables: ['brands', 'brand_channels', 'brand_words', 'channels'],
  version: versionOf,
  build: (db) => load(db),
};

export interface BrandMatcherCache {
  /** The matcher to check with now (the versioned-caches plugin says which build that is). */
  current(): Promise<BrandMatcher>;
}

/** The matcher as the areas that check descriptions reach it: `app.brandMatcher.current()`. */
export const brandMatcher = fp(
  async (app) => {
    const cache = app.versionedCaches.add(brandMatcherIndex);
    app.decorate('brandMatcher', { current: async () => (await cache.current()).matcher });
  },
  { name: 'brand-matcher', dependencies: ['versioned-caches'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    brandMatcher: BrandMatcherCache;
  }
}
