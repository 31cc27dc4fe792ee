import type { RateSheetSummary } from '@fwd/contract';

export type SheetEffect = { inForce: RateSheetSummary } | null;

/**
 * What saving a sheet from `day` (YYYY-MM-DD) does to the prices already quoted, when it does anything to
 * them: from today, it takes over from the sheet in force at once. A future day changes nothing quoted, and
 * a day gone is refused (the days gone stay as they were priced): null. `replacing` is the sheet being
 * edited, which does not count.
 */
export function effectOf(
  sheets: readonly RateSheetSummary[],
  day: string,
  today: string,
  replacing: number | null,
): SheetEffect {
  if (day !== today) return null;
  const inForce = sheets.find((s) => s.state === 'inForce' && s.id !== replacing);
  return inForce ? { inForce } : null;
}
