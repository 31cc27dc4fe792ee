import path from 'node:path';
import type { Config } from './config.ts';
import { migrateToLatest, openDatabase, type Database } from './db/database.ts';
import { ensureAdmin } from './db/seed/admin.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { seedDemoOrders } from './db/seed/demo-orders.ts';
import { seedDemoQuotes } from './db/seed/demo-quotes.ts';
import { syncReferenceData } from './db/seed/reference.ts';

export const openConfiguredDatabase = (config: Config): Promise<Database> =>
  openDatabase({ url: config.databaseUrl, dir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata') });

export interface Prepared {
  /** The admin password, when this boot generated it (to print once). */
  generatedPassword: string | undefined;
  /** Whether this boot seeded the demo data. */
  demoSeeded: boolean;
}

/** Schema, reference data, the first administrator and, once and when enabled, the demo data. */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'adminPassword'> & Partial<Pick<Config, 'demoData'>>,
): Promise<Prepared> {
  await migrateToLatest(database.db, database.schema);
  await syncReferenceData(database.db);
  const generatedPassword = await ensureAdmin(database.db, config.adminPassword);
  const demoSeeded = config.demoData ? await seedDemoData(database.db) : false;
  if (config.demoData) {
    await seedDemoQuotes(database.db);
    await seedDemoOrders(database.db);
  }
  return { generatedPassword, demoSeeded };
}
