import dayjs, { type Dayjs } from 'dayjs';

/** A calendar day as the contract takes it. */
export const DAY_FORMAT = 'YYYY-MM-DD';

/** A day from the server, for a date picker (null stays none). */
export const toDay = (value: string | null): Dayjs | null => (value ? dayjs(value) : null);

/** A date picker's day for the server (none stays null). */
export const dayOf = (value: Dayjs | null | undefined): string | null => value?.format(DAY_FORMAT) ?? null;
