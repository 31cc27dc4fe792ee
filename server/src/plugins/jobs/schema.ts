import type { JobKind, JobState } from '@fwd/contract';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../db/columns.ts';
import type { Message } from '../../i18n/index.ts';

/** jsonb: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string | undefined, string>;

export type JobParams = Record<string, string | number | boolean | null>;
export interface JobErrorEntry {
  ref: string | null;
  message: string;
  /** A refusal of the console's own, in every language: the run log answers each reader in theirs. */
  texts?: Message;
}

/** One ended attempt of a job, as the run log keeps it. */
export interface JobAttemptEntry {
  attempt: number;
  /** interrupted: its process stopped or died before it ended. */
  outcome: 'done' | 'failed' | 'interrupted' | 'deferred';
  started_at: string | null;
  finished_at: string;
  done: number;
  total: number | null;
  counts: Record<string, number>;
  /** Why it failed, as the run's error says it. */
  error: JobErrorEntry | null;
}

export interface JobsTable {
  id: Generated<number>;
  kind: JobKind;
  state: Generated<JobState>;
  trigger: 'manual' | 'schedule';
  created_by: number | null;
  params: Json<JobParams>;
  done: Generated<number>;
  total: number | null;
  counts: Json<Record<string, number>>;
  /** At most JOB_ERRORS_KEPT. */
  errors: Json<JobErrorEntry[]>;
  attempts: Generated<number>;
  /** Every ended attempt, oldest first (the row's own counts are the latest attempt's). */
  history: Json<JobAttemptEntry[]>;
  max_attempts: Generated<number>;
  run_after: Timestamp;
  /** The worker holding the lease, and until when; a lease that ran out belongs to a process that died. */
  locked_by: string | null;
  locked_until: Timestamp | null;
  created_at: CreatedAt;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

/** When each kind's schedule fires next (one row per kind, claimed by one process). */
export interface JobSchedulesTable {
  kind: string;
  next_run_at: Timestamp;
}

export interface JobsTables {
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
}

/** Kysely's view of the database: each area adds its own tables. */
declare module '../../db/schema.ts' {
  interface DB extends JobsTables {}
}
