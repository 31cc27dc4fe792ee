import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app.ts';
import { prepareDatabase } from '../server/src/boot.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase, type Database } from '../server/src/db/database.ts';

/*
 * What the in-process benchmarks share: a fresh database and the app as
 * `npm start` builds it on that database.
 */

export const ADMIN_PASSWORD = 'bench12345';

/** PGlite in memory, or a schema of its own (dropped first) in DATABASE_URL's PostgreSQL; migrated, with its admin. */
export async function openBenchDatabase(kind: 'pglite' | 'postgres', schema: string): Promise<Database> {
  const database =
    kind === 'postgres'
      ? await openDatabase({ url: process.env.DATABASE_URL, schema, poolSize: 10 })
      : await openDatabase({});
  if (database.schema) {
    await sql.raw(`drop schema if exists "${database.schema}" cascade`).execute(database.db);
    await sql.raw(`create schema "${database.schema}"`).execute(database.db);
  }
  await prepareDatabase(database, { adminPassword: ADMIN_PASSWORD });
  return database;
}

/** The app on `database`: no jobs, no logs, a data folder and secret key of its own. */
export const buildBenchApp = (database: Database) =>
  buildApp(
    loadConfig({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-bench-')),
      LOG_LEVEL: 'silent',
      JOBS: 'off',
      SECRET_KEY: randomBytes(32).toString('hex'),
    }),
    database,
  );
