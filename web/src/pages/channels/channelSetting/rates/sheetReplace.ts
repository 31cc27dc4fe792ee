import type { RateSheetSummary } from '@fwd/contract';

export type SheetEffect = { kind: 'now' | 'past'; inForce: RateSheetSummary } | null;

/**
 * What saving a sheet from `day` (YYYY-MM-DD) does to the prices already quoted, when it does anything to
 * them: from a day that has come, it takes over from the sheet in force at once (`now`), or, from a day
 * before that sheet's, reprices the days between (`past`). A future day changes nothing quoted: null.
 * `replacing` is the sheet being edited, which does not count.
 */
export function effectOf(
  sheets: readonly RateSheetSummary[],
  day: string,
  today: string,
  replacing: number | null,
): SheetEffect {
  if (day > today) return null;
  const inForce = sheets.find((s) => s.state === 'inForce' && s.id !== replacing);
  if (!inForce) return null;
  return { kind: day >= inForce.effectiveFrom ? 'now' : 'past', inForce };
}
