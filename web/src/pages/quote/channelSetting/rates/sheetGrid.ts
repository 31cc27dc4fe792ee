import type { FieldError, RateSheet } from '@fwd/contract';

/** What a rate sheet grid shows: saved, read from a workbook, or copied to become a new sheet. */
export type Draft = Pick<RateSheet, 'zones' | 'rates'>;
export type DraftRate = Draft['rates'][number];

export interface Band {
  key: string;
  fromKg: string;
  toKg: string;
}

const bandKey = (fromKg: string, toKg: string) => `${fromKg}|${toKg}`;
const cellKey = (zone: string, fromKg: string, toKg: string) => `${zone}|${bandKey(fromKg, toKg)}`;

/**
 * The grid of a sheet: its weight bands (rows, lightest first), its zone codes
 * (columns: the zone list's order, then any code only the rates name), and
 * each cell's rate by index (the index a refusal names, `rates.12.fromKg`).
 * Bands are ordered with Number: kg have at most nine digits, which a double
 * holds exactly, and nothing is computed with them.
 */
export function gridOf({ zones, rates }: Draft) {
  const bands = new Map<string, Band>();
  const cells = new Map<string, number>();
  const codes = zones.map((zone) => zone.code);
  rates.forEach((rate, index) => {
    const key = bandKey(rate.fromKg, rate.toKg);
    if (!bands.has(key)) bands.set(key, { key, fromKg: rate.fromKg, toKg: rate.toKg });
    const cell = cellKey(rate.zone, rate.fromKg, rate.toKg);
    if (!cells.has(cell)) cells.set(cell, index);
    if (!codes.includes(rate.zone)) codes.push(rate.zone);
  });
  return {
    bands: [...bands.values()].sort((a, b) => Number(a.fromKg) - Number(b.fromKg) || Number(a.toKg) - Number(b.toKg)),
    codes,
    cellAt: (zone: string, band: Band): number | undefined => cells.get(cellKey(zone, band.fromKg, band.toKg)),
  };
}

/** A refusal's complaints about a sheet, by the rate or zone they name (`rates.12.fromKg`, `zones.3.members.1`). */
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
    return [{ at: match[1] as SheetProblem['at'], index: Number(match[2]), member: match[3] === undefined ? null : Number(match[3]), message }];
  });
}

/** The messages about each rate (by index) or each zone (by index). */
export function problemsAt(problems: readonly SheetProblem[], at: SheetProblem['at']): Map<number, string[]> {
  const found = new Map<number, string[]>();
  for (const problem of problems) {
    if (problem.at === at) found.set(problem.index, [...(found.get(problem.index) ?? []), problem.message]);
  }
  return found;
}
