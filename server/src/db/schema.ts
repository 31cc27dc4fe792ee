import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ApisTables } from '../modules/apis/schema.ts';
import type { AuditTables } from '../modules/audit/schema.ts';
import type { AuthTables } from '../modules/auth/schema.ts';
import type { AgentsTables } from '../modules/agents/schema.ts';
import type { ChannelsTables } from '../modules/channels/schema.ts';
import type { ChatTables } from '../modules/chat/schema.ts';
import type { CompaniesTables } from '../modules/companies/schema.ts';
import type { CountriesTables } from '../modules/countries/schema.ts';
import type { CustomersTables } from '../modules/customers/schema.ts';
import type { EmployeesTables } from '../modules/employees/schema.ts';
import type { JobsTables } from '../modules/jobs/schema.ts';
import type { LogisticsTables } from '../modules/logistics/schema.ts';
import type { MenusTables, MenusTable } from '../modules/menus/schema.ts';
import type { OrdersTables } from '../modules/orders/schema.ts';
import type { PermissionsTables } from '../modules/permissions/schema.ts';
import type { QuotesTables } from '../modules/quotes/schema.ts';
import type { RolesTable, RolesTables } from '../modules/roles/schema.ts';
import type { StatusesTables } from '../modules/statuses/schema.ts';
import type { SurchargesTables } from '../modules/surcharges/schema.ts';
import type { UsersTable } from '../modules/employees/schema.ts';
import type { CreatedAt } from './columns.ts';

/*
 * The database: each area declares its own tables (`modules/<area>/schema.ts`,
 * beside the migrations that make them); this joins them for Kysely.
 */

/** Facts about the installation itself (demo data seeded, and when). */
export interface MetaTable {
  key: string;
  value: string;
  at: CreatedAt;
}

export interface DB
  extends CompaniesTables, EmployeesTables, AuthTables, RolesTables, MenusTables, PermissionsTables, ApisTables, AuditTables, ChatTables,
    CountriesTables, CustomersTables, AgentsTables, ChannelsTables, StatusesTables, OrdersTables, LogisticsTables, JobsTables,
    QuotesTables, SurchargesTables {
  meta: MetaTable;
}

export type { Scope, RolesTable } from '../modules/roles/schema.ts';
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Menu = Selectable<MenusTable>;
export type Role = Selectable<RolesTable>;
