import type { Selectable } from 'kysely';
import type { CreatedAt } from './columns.ts';

/**
 * The database as Kysely sees it. Each area adds its own tables from its
 * `schema.ts` (`declare module '.../db/schema.ts' { interface DB extends ... }`),
 * as Fastify's plugins add decorators: db/ names no area, so nothing here
 * imports upward.
 */
export interface DB {
  meta: MetaTable;
}

/** Facts about the installation itself (demo data seeded, and when). */
export interface MetaTable {
  key: string;
  value: string;
  at: CreatedAt;
}

/** A row of a table as it is read. */
export type Row<T extends keyof DB> = Selectable<DB[T]>;
