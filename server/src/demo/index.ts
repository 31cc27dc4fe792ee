import type { Db } from '../http/context.ts';
import { seedDemoOrders } from './orders.ts';
import { seedDemoData } from './organization.ts';
import { seedDemoQuotes } from './quotes.ts';
import { seedDemoRemoteAreas } from './toolbox-remote.ts';
import { seedDemoAddresses } from './toolbox-addresses.ts';
import { seedDemoBrands } from './toolbox-brands.ts';
import { seedDemoTariffs } from './toolbox-tariffs.ts';
import { seedDemoSettlement } from './settlement.ts';
import { seedDemoPayables } from './payables.ts';
import { seedDemoRates } from './profit.ts';
import { seedDemoStatements } from './statements.ts';

/*
 * The demo: what a new installation on the embedded database shows (staff,
 * customers, channels, rate sheets, 90 days of orders and their charges) and the outside
 * services' simulators it runs beside the console. Imported only when demo
 * data is on (boot.ts, main.ts): production code never reaches it.
 */

export { DEMO_PASSWORD } from './organization.ts';
export { startDemoServices } from './services.ts';

/** Seeds what is not there yet; answers whether the organization (staff, customers, ...) was seeded by this call. */
export async function seedDemo(db: Db, timeZone: string): Promise<boolean> {
  const seeded = await seedDemoData(db);
  await seedDemoQuotes(db);
  await seedDemoRemoteAreas(db);
  await seedDemoBrands(db);
  await seedDemoTariffs(db);
  await seedDemoOrders(db);
  await seedDemoAddresses(db);
  await seedDemoSettlement(db, timeZone);
  await seedDemoPayables(db, timeZone);
  await seedDemoRates(db, timeZone);
  await seedDemoStatements(db, timeZone);
  return seeded;
}
