import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import { PreparedClient } from './prepared-client.ts';
import type { DB } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** Set when not the default schema (test workers on PostgreSQL). */
  schema?: string | undefined;
  close(): Promise<void>;
}

const INT8 = 20;
const DATE = 1082;
// Both drivers answer the same JS types: counts as numbers, dates as 'YYYY-MM-DD'.
const parsers = { [INT8]: Number, [DATE]: (v: string) => v };

export interface OpenOptions {
  /** postgres:// URL; without it PGlite. */
  url?: string | undefined;
  /** PGlite directory; undefined keeps PGlite in memory (tests). */
  dir?: string | undefined;
  /** PostgreSQL schema to use instead of public (each test worker has its own). */
  schema?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(o: OpenOptions): Promise<Database> {
  if (o.url) {
    pg.types.setTypeParser(INT8, parsers[INT8]);
    pg.types.setTypeParser(DATE, parsers[DATE]);
    const pool = new pg.Pool({
      Client: PreparedClient,
      connectionString: o.url,
      max: o.poolSize ?? 20,
      ...(o.schema ? { options: `-c search_path=${o.schema}` } : {}),
    });
    if (o.schema) {
      const c = await pool.connect();
      try {
        await c.query(`create schema if not exists "${o.schema}"`);
      } finally {
        c.release();
      }
    }
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', schema: o.schema, close: () => db.destroy() };
  }
  if (o.dir) fs.mkdirSync(path.dirname(o.dir), { recursive: true });
  const pglite = await PGlite.create(o.dir ?? 'memory://', { parsers, extensions: { pg_trgm } });
  // The embedded database plans each statement anew (PostgreSQL keeps prepared plans: prepared-client.ts), and in
  // WebAssembly searching for a join order costs more than running the query: a page of orders joins eight tables,
  // 5.8 ms planned against 1.8 run, 1.5 ms with the joins kept as written. Every query here joins from the rows it
  // asks for to the records they name, which is the order worth keeping.
  await pglite.exec('set join_collapse_limit = 1');
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** The migrator over migrations/ (tests also stop it at an earlier migration). */
export const migratorOf = (db: Kysely<DB>, schema?: string): Migrator =>
  new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });

export async function migrateToLatest(db: Kysely<DB>, schema?: string): Promise<void> {
  const { error, results } = await migratorOf(db, schema).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

export const ping = async (db: Kysely<DB>) => {
  await sql`select 1`.execute(db);
};
