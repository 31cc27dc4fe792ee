import fp from 'fastify-plugin';
import type { Db } from '../../../http/context.ts';
import { buildMatcher, type BrandMatcher, type MatcherBrand } from './matcher.ts';

/*
 * The brand matcher, built once per change of the list. Every write to
 * brands, their channels, the words that are not brands (and channels, whose
 * names hits show) bumps `brand_book.version` in its own transaction
 * (migration 013), so a check reads that one row and, when it moved, this
 * process builds the matcher again: any number of API processes stay right
 * without telling each other anything. Checks arriving during a rebuild wait
 * for that one rebuild.
 */

export interface LoadedMatcher {
  /** `brand_book.version` it was built at. */
  version: number;
  matcher: BrandMatcher;
}

const versionOf = async (db: Db) => Number((await db.selectFrom('brand_book').select('version').executeTakeFirstOrThrow()).version);

/** The enabled brands with their refusing channels, and the words that are not brands. */
async function loadBrands(db: Db): Promise<{ brands: MatcherBrand[]; words: string[] }> {
  const rows = await db.selectFrom('brands').select(['id', 'name', 'aliases', 'category', 'risk_level', 'whole_word']).where('enabled', '=', true).orderBy('id').execute();
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

const load = (db: Db): Promise<LoadedMatcher> =>
  // One snapshot: the version labels exactly what was read.
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const version = await versionOf(trx);
      const { brands, words } = await loadBrands(trx);
      return { version, matcher: buildMatcher(brands, words) };
    });

export interface BrandMatcherCache {
  /** The matcher as of now: one read of the version, and a rebuild only when it moved. */
  current(): Promise<BrandMatcher>;
}

/** One per app (the brand-matcher plugin). */
export function brandMatcherCache(db: Db): BrandMatcherCache {
  let cached: LoadedMatcher | undefined;
  let loading: { version: number; built: Promise<LoadedMatcher> } | undefined;
  return {
    async current() {
      const version = await versionOf(db);
      if (cached && cached.version >= version) return cached.matcher;
      if (!loading || loading.version < version) {
        const built = load(db).then((loaded) => {
          if (!cached || loaded.version > cached.version) cached = loaded;
          return loaded;
        });
        const mine = { version, built };
        loading = mine;
        built.catch(() => {
          if (loading === mine) loading = undefined;
        });
      }
      return (await loading.built).matcher;
    },
  };
}

/** The matcher as the areas that check descriptions reach it: `app.brandMatcher.current()`. */
export const brandMatcher = fp(
  async (app) => {
    app.decorate('brandMatcher', brandMatcherCache(app.db));
  },
  { name: 'brand-matcher', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    brandMatcher: BrandMatcherCache;
  }
}
