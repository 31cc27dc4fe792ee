import type { TariffLineRow } from '@fwd/contract';
import fp from 'fastify-plugin';
import type { Db } from '../../../http/context.ts';
import type { VersionedCache, VersionedIndex } from '../../../plugins/versioned-cache.ts';
import { buildIndex, type TariffEntry, type TariffIndex } from './matcher.ts';
import { lineColumns, rowOf } from './lines.ts';
import { enabledSynonyms } from './synonyms.ts';

/*
 * The search index, built once per change (the versioned-caches plugin keeps
 * it). Every write to the nomenclature, the national lines or the everyday
 * names of goods bumps `tariff_index.version` in its own transaction
 * (triggers, migrations 012 and 021).
 */

export interface LoadedIndex {
  version: number;
  index: TariffIndex;
  /** The national lines by code, as the list answers them. */
  lines: Map<string, TariffLineRow>;
}

const versionOf = async (db: Db) =>
  Number((await db.selectFrom('tariff_index').select('version').executeTakeFirstOrThrow()).version);

/** A 10-digit line hangs under the 8-digit line it extends when the company keeps one, else under its subheading. */
export const lineParent = (code: string, codes: Set<string>) =>
  code.length === 10 && codes.has(code.slice(0, 8)) ? code.slice(0, 8) : code.slice(0, 6);

const load = (db: Db): Promise<LoadedIndex> =>
  // Raw, not inTransaction: one REPEATABLE READ snapshot, which joining a caller's transaction would not guarantee.
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const version = await versionOf(trx);
      const hs = await trx
        .selectFrom('tariff_nomenclature')
        .select(['code', 'level', 'parent', 'name_en', 'name_zh'])
        .orderBy('sort')
        .execute();
      const rows = (await trx.selectFrom('tariff_lines').select(lineColumns).orderBy('code').execute()).map(rowOf);
      const codes = new Set(rows.map((r) => r.code));
      const entries: TariffEntry[] = [
        ...hs.map((r) => ({
          code: r.code,
          level: r.level,
          parent: r.parent,
          nameEn: r.name_en,
          nameZh: r.name_zh,
          effectiveFrom: null,
          effectiveTo: null,
        })),
        ...rows.map((r) => ({
          code: r.code,
          level: 'line' as const,
          parent: lineParent(r.code, codes),
          nameEn: null,
          nameZh: r.name,
          effectiveFrom: r.effectiveFrom,
          effectiveTo: r.effectiveTo,
        })),
      ];
      return {
        version,
        index: buildIndex(entries, await enabledSynonyms(trx)),
        lines: new Map(rows.map((r) => [r.code, r])),
      };
    });

/** How the versioned-caches plugin reads the index's version and builds it. */
export const tariffIndexBuild: VersionedIndex<LoadedIndex> = {
  name: 'tariff-index',
  tables: ['tariff_nomenclature', 'tariff_lines', 'tariff_synonyms'],
  version: versionOf,
  build: (db) => load(db),
};

export type TariffIndexCache = Pick<VersionedCache<LoadedIndex>, 'current'>;

/** The index as the tariffs tool reaches it: `app.tariffIndex.current()`. */
export const tariffIndex = fp(
  async (app) => {
    app.decorate('tariffIndex', app.versionedCaches.add(tariffIndexBuild));
  },
  { name: 'tariff-index', dependencies: ['versioned-caches'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    tariffIndex: TariffIndexCache;
  }
}
