import type { ColumnType } from 'kysely';

/** Column types every area's tables use. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
