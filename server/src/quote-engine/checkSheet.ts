import type { RateRow, RateSheetFields, Zone, ZoneMember } from '@fwd/contract';
import type { Message, Params } from '../i18n/index.ts';
import { dec, larger, plain, type Dec } from './decimal.ts';
import { sheetMessages as m } from './messages.ts';
import { normalisePostcode } from './postcode.ts';
import { pushTo } from './shared.ts';

/*
 * The rules a rate sheet must meet before it is saved, so that a quote finds
 * exactly one zone and one band: zone codes unique; each member valid for its
 * match; no destination claimed by two zones at the same specificity (the
 * same whole country, prefix or exact postcode, or ranges of one bound length
 * sharing a postcode: ranges of different lengths nest like prefixes, the
 * longer bounds winning); every rate naming a zone of the sheet and holding
 * what its model needs; each zone's bands starting at 0 and following each
 * other without gap or overlap. Every bad row is named by its path.
 */

/** A problem on one field, as the server's field errors take it (`fieldErrors` in http/rules.ts). */
export interface SheetProblem {
  path: string;
  msg: Message;
  params?: Params;
}

const problem = (path: string, msg: Message, params?: Params): SheetProblem => ({
  path,
  msg,
  ...(params && { params }),
});

function memberProblem(member: ZoneMember, path: string): SheetProblem | null {
  const { match, value, valueTo } = member;
  if (match === 'country')
    return value !== null
      ? problem(`${path}.value`, m.noValueForCountry)
      : valueTo !== null
        ? problem(`${path}.valueTo`, m.valueToOnlyForRange)
        : null;
  if (value === null) return problem(`${path}.value`, m.valueRequired);
  if (match !== 'range') return valueTo !== null ? problem(`${path}.valueTo`, m.valueToOnlyForRange) : null;
  if (valueTo === null) return problem(`${path}.valueTo`, m.valueRequired);
  const [from, to] = [normalisePostcode(value), normalisePostcode(valueTo)];
  if (from.length !== to.length) return problem(`${path}.valueTo`, m.rangeLengths, { from: value, to: valueTo });
  return from > to ? problem(`${path}.valueTo`, m.rangeBackwards, { from: value, to: valueTo }) : null;
}

const described = ({ country, match, value, valueTo }: ZoneMember) =>
  match === 'country'
    ? country
    : match === 'prefix'
      ? `${country} ${value}*`
      : match === 'range'
        ? `${country} ${value}–${valueTo}`
        : `${country} ${value}`;

interface Range {
  from: string;
  to: string;
  zone: string;
  path: string;
  member: ZoneMember;
}

/**
 * Ranges of one country and bound length that share a postcode with a range
 * of another zone. Swept by start, keeping the range reaching furthest so far
 * (`first`) and the one reaching furthest among the other zones (`second`):
 * each range meets the furthest-reaching earlier range of another zone.
 */
function rangeOverlaps(ranges: Range[]): SheetProblem[] {
  const problems: SheetProblem[] = [];
  let first: Range | null = null;
  let second: Range | null = null;
  for (const r of [...ranges].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))) {
    const other = first && first.zone !== r.zone ? first : second;
    if (other && other.to >= r.from)
      problems.push(
        problem(r.path, m.rangeOverlap, {
          what: described(r.member),
          zone: other.zone,
          other: described(other.member),
        }),
      );
    if (!first || r.to > first.to) {
      if (first && first.zone !== r.zone) second = first;
      first = r;
    } else if (r.zone !== first.zone && (!second || r.to > second.to)) {
      second = r;
    }
  }
  return problems;
}

function checkZones(zones: Zone[]): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const codes = new Set<string>();
  const claims = new Map<string, string>();
  const ranges = new Map<string, Range[]>();
  zones.forEach((zone, i) => {
    if (codes.has(zone.code)) problems.push(problem(`zones.${i}.code`, m.duplicateZone, { zone: zone.code }));
    codes.add(zone.code);
    zone.members.forEach((member, j) => {
      const path = `zones.${i}.members.${j}`;
      const bad = memberProblem(member, path);
      if (bad) return void problems.push(bad);
      const value = member.value === null ? '' : normalisePostcode(member.value);
      if (member.match === 'range') {
        const key = `${member.country} ${value.length}`;
        const range = { from: value, to: normalisePostcode(member.valueTo!), zone: zone.code, path, member };
        return pushTo(ranges, key, range);
      }
      const key = `${member.match} ${member.country} ${value}`;
      const owner = claims.get(key);
      if (owner === undefined) claims.set(key, zone.code);
      else if (owner !== zone.code)
        problems.push(problem(path, m.claimedTwice, { what: described(member), zone: owner }));
    });
  });
  for (const group of ranges.values()) problems.push(...rangeOverlaps(group));
  return problems;
}

/** What a rate's model needs that the row lacks. */
function modelProblems(row: RateRow, path: string): SheetProblem[] {
  const needs =
    row.model === 'firstAdditional'
      ? (['firstKg', 'stepKg', 'stepPrice'] as const)
      : row.model === 'perKgPlusFee'
        ? (['pieceFee'] as const)
        : [];
  const problems = needs
    .filter((field) => row[field] === null)
    .map((field) => problem(`${path}.${field}`, m.modelField, { model: row.model }));
  if (row.model === 'firstAdditional' && row.stepKg !== null && dec(row.stepKg) === 0n)
    problems.push(problem(`${path}.stepKg`, m.stepPositive));
  return problems;
}

interface Band {
  index: number;
  row: RateRow;
  from: Dec;
  to: Dec;
}

/** One zone's bands by start: from 0, each starting where the one before ends. */
function bandProblems(zone: string, bands: Band[]): SheetProblem[] {
  const problems: SheetProblem[] = [];
  let reached: Dec | null = null;
  for (const band of [...bands].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0) || a.index - b.index)) {
    const path = `rates.${band.index}.fromKg`;
    if (reached === null && band.from !== 0n)
      problems.push(problem(path, m.bandStart, { zone, from: band.row.fromKg }));
    else if (reached !== null && band.from > reached)
      problems.push(problem(path, m.bandGap, { zone, to: plain(reached), from: band.row.fromKg }));
    else if (reached !== null && band.from < reached)
      problems.push(problem(path, m.bandOverlap, { zone, to: plain(reached) }));
    reached = reached === null ? band.to : larger(reached, band.to);
  }
  return problems;
}

function checkRates(zones: Zone[], rates: RateRow[]): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const bands = new Map<string, Band[]>(zones.map((z) => [z.code, []]));
  const named = new Set<string>();
  rates.forEach((row, index) => {
    const path = `rates.${index}`;
    const zoneBands = bands.get(row.zone);
    if (!zoneBands) return void problems.push(problem(`${path}.zone`, m.unknownZone, { zone: row.zone }));
    named.add(row.zone);
    problems.push(...modelProblems(row, path));
    const [from, to] = [dec(row.fromKg), dec(row.toKg)];
    if (from >= to) return void problems.push(problem(`${path}.toKg`, m.bandEmpty, { from: row.fromKg, to: row.toKg }));
    zoneBands.push({ index, row, from, to });
  });
  zones.forEach((zone, i) => {
    if (!named.has(zone.code)) problems.push(problem(`zones.${i}.code`, m.zoneWithoutRates, { zone: zone.code }));
    named.add(zone.code);
  });
  for (const [zone, zoneBands] of bands) if (zoneBands.length) problems.push(...bandProblems(zone, zoneBands));
  return problems;
}

/** Every problem of a sheet (none: it may be saved), each on its path (`zones.3.members.1`, `rates.12.fromKg`). */
export const checkSheet = (sheet: Pick<RateSheetFields, 'zones' | 'rates'>): SheetProblem[] => [
  ...checkZones(sheet.zones),
  ...checkRates(sheet.zones, sheet.rates),
];
