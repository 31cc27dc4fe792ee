import type { TariffLineRow } from '@fwd/contract';
import fp from 'fastify-plugin';
import type { Db } from '../../../http/context.ts';
import { buildIndex, type TariffEntry, type TariffIndex } from './matcher.ts';
import { lineColumns, rowOf } from './lines.ts';
import { enabledSynonyms } from './synonyms.ts';

/*
 * The search index, built once per change. Every write to the nomenclature,
 * the national lines or the everyday names of goods bumps `tariff_index.version` in its own transaction
 * (triggers, migrations 012 and 021); a search reads that one row and rebuilds only
 * when it moved, so any number of API processes search what was just saved.
 */

export interface LoadedIndex {
  version: number;
  index: TariffIndex;
  /** The national lines by code, as the list answers them. */
  lines: Map<string, TariffLineRow>;
}

const versionOf = async (db: Db) => Number((await db.selectFrom('tariff_index').select('version').executeTakeFirstOrThrow()).version);

/** A 10-digit line hangs under the 8-digit line it extends when the company keeps one, else under its subheading. */
export const lineParent = (code: string, codes: Set<string>) => (code.length === 10 && codes.has(code.slice(0, 8)) ? code.slice(0, 8) : code.slice(0, 6));

const load = (db: Db): Promise<LoadedIndex> =>
  // Raw, not inTransaction: one REPEATABLE READ snapshot, which joining a caller's transaction would not guarantee.
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const version = await versionOf(trx);
      const hs = await trx.selectFrom('tariff_nomenclature').select(['code', 'level', 'parent', 'name_en', 'name_zh']).orderBy('sort').execute();
      const rows = (await trx.selectFrom('tariff_lines').select(lineColumns).orderBy('code').execute()).map(rowOf);
      const codes = new Set(rows.map((r) => r.code));
      const entries: TariffEntry[] = [
        ...hs.map((r) => ({ code: r.code, level: r.level, parent: r.parent, nameEn: r.name_en, nameZh: r.name_zh, effectiveFrom: null, effectiveTo: null })),
        ...rows.map((r) => ({ code: r.code, level: 'line' as const, parent: lineParent(r.code, codes), nameEn: null, nameZh: r.name, effectiveFrom: r.effectiveFrom, effectiveTo: r.effectiveTo })),
      ];
      return { version, index: buildIndex(entries, await enabledSynonyms(trx)), lines: new Map(rows.map((r) => [r.code, r])) };
    });

export interface TariffIndexCache {
  /** The index as of now: one read of the version, and a rebuild only when it moved. */
  current(): Promise<LoadedIndex>;
}

/** One per app (the tariff-index plugin): tests build several apps over one database. */
export function tariffIndexCache(db: Db): TariffIndexCache {
  let cached: LoadedIndex | undefined;
  // Searches arriving while a rebuild runs wait for that one rebuild.
  let loading: { version: number; index: Promise<LoadedIndex> } | undefined;
  return {
    async current() {
      const version = await versionOf(db);
      if (cached && cached.version >= version) return cached;
      if (!loading || loading.version < version) {
        const index = load(db).then((loaded) => {
          if (!cached || loaded.version > cached.version) cached = loaded;
          return loaded;
        });
        const mine = { version, index };
        loading = mine;
        index.catch(() => {
          if (loading === mine) loading = undefined;
        });
      }
      return loading.index;
    },
  };
}

/** The index as the tariffs tool reaches it: `app.tariffIndex.current()`. */
export const tariffIndex = fp(
  async (app) => {
    app.decorate('tariffIndex', tariffIndexCache(app.db));
  },
  { name: 'tariff-index', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    tariffIndex: TariffIndexCache;
  }
}
