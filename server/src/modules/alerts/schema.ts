import type { AlertKind } from '@fwd/contract';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns.ts';

/** What an alert says besides its kind: the tracking number and status, the silent days, the run's kind and error, a digest's counts. */
export type AlertParams = Record<string, string | number>;

export interface AlertsTable {
  id: Generated<number>;
  kind: AlertKind;
  /** The event's name: unique, so an event raises one alert whoever sees it first. */
  key: string;
  order_id: number | null;
  job_id: number | null;
  /** A digest's person. */
  user_id: number | null;
  /** A digest's orders. */
  order_ids: ColumnType<number[], number[] | undefined, number[]>;
  params: ColumnType<AlertParams, string | undefined, string>;
  created_at: CreatedAt;
}

export interface AlertReadsTable {
  alert_id: number;
  user_id: number;
  read_at: CreatedAt;
}

export interface AlertDigestDaysTable {
  day: ColumnType<string, string, string>;
  made_at: CreatedAt;
}

/** Alerts, who read them, the days digested. */
export interface AlertsTables {
  alerts: AlertsTable;
  alert_reads: AlertReadsTable;
  alert_digest_days: AlertDigestDaysTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends AlertsTables {}
}
