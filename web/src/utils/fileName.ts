import dayjs from 'dayjs';
import { DAY_FORMAT } from './day.ts';

/** What a file name may not hold on any system staff save to. */
const NOT_IN_FILE_NAMES = /[\\/:*?"<>|\s]+/g;
const CONDITIONS_MAX = 60;

/**
 * An export's file name: what it is, the day, and what the list was narrowed
 * to, so a folder of exports reads at a glance (运单_未签收_2026-11-27_星辰.xlsx).
 */
export function exportName(
  base: string,
  conditions: readonly (string | null | undefined)[],
  day = dayjs().format(DAY_FORMAT),
): string {
  const narrowed = conditions
    .map((c) => c?.trim())
    .filter(Boolean)
    .join('_')
    .replace(NOT_IN_FILE_NAMES, '-')
    .slice(0, CONDITIONS_MAX);
  return `${[base, day, narrowed].filter(Boolean).join('_')}.xlsx`;
}
