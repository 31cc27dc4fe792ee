import { i18n } from '../i18n/index.ts';
import { dateTimeFormat } from './intl.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeInput = Date | number | string;

const toMillis = (time: TimeInput): number => (time instanceof Date ? time.getTime() : new Date(time).getTime());

/**
 * Spec section 9: under 30 s "just now", under an hour minutes ago, under a day
 * hours ago, under two days "1 day ago", otherwise the date and time.
 */
export function relativeTime(time: TimeInput, now: number = Date.now()): string {
  const then = toMillis(time);
  const elapsed = Math.max(0, now - then);
  if (elapsed < 30 * SECOND) return i18n.t('time:justNow');
  if (elapsed < HOUR) return i18n.t('time:minutesAgo', { count: Math.max(1, Math.floor(elapsed / MINUTE)) });
  if (elapsed < DAY) return i18n.t('time:hoursAgo', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 2 * DAY) return i18n.t('time:oneDayAgo');
  return formatDateTime(then, now);
}

/** The other reading of an age: whole minutes under an hour, hours under a day, else days. */
export function timeAgo(time: TimeInput, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - toMillis(time));
  if (elapsed < HOUR) return i18n.t('time:minutes', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return i18n.t('time:hours', { count: Math.floor(elapsed / HOUR) });
  return i18n.t('time:days', { count: Math.floor(elapsed / DAY) });
}

/** Month, day, hours and minutes in the current language; the year too when it is not this year. */
export function formatDateTime(time: TimeInput, now: number = Date.now()): string {
  const date = new Date(toMillis(time));
  const withYear = date.getFullYear() !== new Date(now).getFullYear();
  return dateTimeFormat(i18n.language, {
    year: withYear ? 'numeric' : undefined,
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}
