/** Orders counted per owner, day and value of what a chart splits by (015_dashboard.ts says how it is kept). */
export interface OrderDaysTable {
  dim: 'tracking' | 'channel' | 'country' | 'delivered' | 'agent_problem' | 'agent_quiet' | 'agent_quiet_day';
  val: string;
  /** In the company's time zone (`order_days_zone`); '-infinity' for a dim without days. */
  day: string;
  /** 0: every owner. */
  owner_user_id: number;
  n: number;
  /** delivered: seconds from entry to signing, summed. */
  secs: string;
  folded: boolean;
}

/** The zone `order_days` counts days in ('' until the server first sets it). */
export interface OrderDaysZoneTable {
  id: number;
  time_zone: string;
  /** Every order is counted in it (false from a switch with orders until the `orderDays` job has recounted them). */
  counted: boolean;
}

export interface DashboardTables {
  order_days: OrderDaysTable;
  order_days_zone: OrderDaysZoneTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends DashboardTables {}
}
