import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt } from '../../db/columns.ts';

export interface CompaniesTable {
  id: Generated<number>;
  company_name: string;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SitesTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

/** The companies and sites employees belong to. */
export interface CompaniesTables {
  companies: CompaniesTable;
  sites: SitesTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends CompaniesTables {}
}
