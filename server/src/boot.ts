import path from 'node:path';
import { areas, pages } from './areas.ts';
import type { Config } from './config.ts';
import { migrateToLatest, openDatabase, type Database } from './db/database.ts';
import { inTransaction } from './http/context.ts';
import { daysCounted } from './modules/dashboard/days.ts';
import { ensureAdmin } from './modules/employees/admin.ts';

export const openConfiguredDatabase = (config: Config): Promise<Database> =>
  openDatabase({ url: config.databaseUrl, dir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata') });

export interface Prepared {
  /** The admin password, when this boot generated it (to print once). */
  generatedPassword: string | undefined;
  /** Whether this boot seeded the demo data. */
  demoSeeded: boolean;
}

/**
 * Reference data every installation has (the super-administrator's role, the
 * sites, the menus and their permissions, the countries, the statuses, the
 * carriers), each area's in the areas' order, all or nothing.
 */
export const syncReferenceData = (db: Database['db']): Promise<void> =>
  inTransaction({ db }, async (t) => {
    for (const area of areas) await area.reference?.(t.db, { pages });
  });

/** Schema, reference data, the first administrator and, once and when enabled, the demo data. */
export async function prepareDatabase(
  database: Database,
  // The demo prices its orders on the company's days: with demo data, its time zone.
  config: Pick<Config, 'adminPassword'> &
    ({ demoData?: false; timeZone?: string } | Pick<Config, 'demoData' | 'timeZone'>),
): Promise<Prepared> {
  await migrateToLatest(database.db, database.schema);
  await syncReferenceData(database.db);
  const generatedPassword = await ensureAdmin(database.db, config.adminPassword);
  // The dashboard's days in the zone before the demo's orders come: they are counted as they are written.
  if (config.timeZone) await daysCounted(database.db, config.timeZone);
  // The demo (and the simulators it brings) is loaded only when it is wanted: production never imports it.
  const demoSeeded = config.demoData
    ? await (await import('./demo/index.ts')).seedDemo(database.db, config.timeZone)
    : false;
  return { generatedPassword, demoSeeded };
}
