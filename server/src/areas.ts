import type { Area } from './http/area.ts';
import audit from './modules/audit/index.ts';
import roles from './modules/roles/index.ts';
import permissions from './modules/permissions/index.ts';
import auth from './modules/auth/index.ts';
import chat from './modules/chat/index.ts';
import companies from './modules/companies/index.ts';
import employees from './modules/employees/index.ts';
import files from './modules/files/index.ts';
import system from './modules/system/index.ts';
import apis from './modules/apis/index.ts';
import menus from './modules/menus/index.ts';
import jobs from './modules/jobs/index.ts';
import countries from './modules/countries/index.ts';
import customers from './modules/customers/index.ts';
import channels from './modules/channels/index.ts';
import agents from './modules/agents/index.ts';
import statuses from './modules/statuses/index.ts';
import surcharges from './modules/surcharges/index.ts';
import toolbox from './modules/toolbox/index.ts';
import quotes from './modules/quotes/index.ts';
import orders from './modules/orders/index.ts';
import tracking from './modules/tracking/index.ts';
import logistics from './modules/logistics/index.ts';
import dashboard from './modules/dashboard/index.ts';
import settlement from './modules/settlement/index.ts';

/**
 * The console's areas, each declared once in its `modules/<area>/index.ts`,
 * in the order they may depend on one another: an area imports only areas
 * before it (`.dependency-cruiser.cjs` holds the same order and CI checks it).
 * Start-up registers them in this order and syncs their reference data in it.
 */
export const areas: Area[] = [
  audit,
  roles,
  permissions,
  auth,
  chat,
  companies,
  employees,
  files,
  system,
  apis,
  menus,
  jobs,
  countries,
  customers,
  channels,
  agents,
  statuses,
  surcharges,
  toolbox,
  quotes,
  orders,
  tracking,
  logistics,
  dashboard,
  settlement,
];

/** Every area's screens, for the menu tree. */
export const pages = areas.flatMap((a) => a.pages ?? []);
