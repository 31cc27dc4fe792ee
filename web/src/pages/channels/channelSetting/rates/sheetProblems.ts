import type { FieldError, RateSheet } from '@fwd/contract';

/** What a rate sheet grid shows: saved, read from a workbook, or copied to become a new sheet. */
export type Draft = Pick<RateSheet, 'zones' | 'rates'>;
export type DraftRate = Draft['rates'][number];

/** A refusal's complaint about a row of a sheet, by the rate or zone it names (`rates.12.fromKg`, `zones.3.members.1`). */
export interface SheetProblem {
  at: 'rates' | 'zones';
  index: number;
  /** The zone member a zone's complaint names, if any. */
  member: number | null;
  message: string;
}

const SHEET_PATH = /^(rates|zones)\.(\d+)(?:\.members\.(\d+))?/;

/** The complaints of a refusal that name a row of the sheet; the rest (the effective day, the note) are the form's. */
export function sheetProblems(errors: readonly FieldError[]): SheetProblem[] {
  return errors.flatMap(({ path, message }) => {
    const match = SHEET_PATH.exec(path);
    if (!match) return [];
    return [
      {
        at: match[1] as SheetProblem['at'],
        index: Number(match[2]),
        member: match[3] === undefined ? null : Number(match[3]),
        message,
      },
    ];
  });
}

/** The messages about each rate or zone of the sheet, by the row itself (the grid finds its cells by their rate). */
export function problemsOf<Row>(
  problems: readonly SheetProblem[],
  at: SheetProblem['at'],
  rows: readonly Row[],
): Map<Row, string[]> {
  const found = new Map<Row, string[]>();
  for (const problem of problems) {
    const row = rows[problem.index];
    if (problem.at === at && row) found.set(row, [...(found.get(row) ?? []), problem.message]);
  }
  return found;
}
