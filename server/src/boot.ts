import path from 'node:path';
import type { Config } from './config.ts';
import { migrateToLatest, openDatabase, type Database } from './db/database.ts';
import { ensureAdmin } from './db/seed/admin.ts';
import { syncReferenceData } from './db/seed/reference.ts';

export const openConfiguredDatabase = (config: Config): Promise<Database> =>
  openDatabase({ url: config.databaseUrl, dir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata') });

/** Schema, reference data and the first administrator. Answers a generated admin password, if one was. */
export async function prepareDatabase(database: Database, config: Pick<Config, 'adminPassword'>): Promise<string | undefined> {
  await migrateToLatest(database.db, database.schema);
  await syncReferenceData(database.db);
  return ensureAdmin(database.db, config.adminPassword);
}
