import type { Kysely } from 'kysely';

/**
 * Pages are now found under their area's name (pages/<area>/<screen>, the
 * server module whose menu.ts declares them), no longer under their menu
 * group's. Menus keep the component the seed gave them, so the built-in pages'
 * old keys are rewritten here; a key staff typed themselves is left alone.
 * The menus trigger bumps menus_version, so signed-in users reload their menus.
 */
const renamed: [from: string, to: string][] = [
  ['organization/employee', 'employees/employee'],
  ['organization/accountRecycle', 'employees/accountRecycle'],
  ['system/rolePermission', 'roles/rolePermission'],
  ['system/menuSettings', 'menus/menuSettings'],
  ['system/apiManagement', 'apis/apiManagement'],
  ['shipmentSettings/shipmentSystem', 'customers/shipmentSystem'],
  ['shipmentSettings/agentSystem', 'agents/agentSystem'],
  ['quote/channelSetting', 'channels/channelSetting'],
  ['quote/weightCalculator', 'quotes/weightCalculator'],
  ['quote/priceQuery', 'quotes/priceQuery'],
  ['quote/shippingQuery', 'quotes/shippingQuery'],
  ['quote/surchargeRules', 'surcharges/surchargeRules'],
  ['shipment/orderTracking', 'orders/orderTracking'],
  ['logisticsSettings/syncAndTracking', 'logistics/syncAndTracking'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [from, to] of renamed) {
    await db.updateTable('menus').set({ component: to }).where('component', '=', from).execute();
  }
}
