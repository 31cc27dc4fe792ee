import { Code, LANGUAGES, POSTCODE_PATTERN, REMOTE_MATCHES, remoteEntry, type ImportError, type ImportResult, type Language, type RemoteEntry, type remoteListFields, type RemoteListRow, type RemotePreview } from '@fwd/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { differences } from '../../excel/preview.ts';
import { byId, readSheet, refuseImport, rowError, validRows, writeSheet, type Sheet, type SheetRow } from '../../excel/sheet.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { FileAnswer } from '../../http/route.ts';
import { containing, fieldError } from '../../http/rules.ts';
import { translate } from '../../i18n/index.ts';
import { audit } from '../audit/service.ts';
import type { BookRemoteList } from '../../quote-engine/book.ts';
import { rangeBounds } from '../../quote-engine/index.ts';
import { matchLabels, remoteColumns as c, surchargeMessages as m } from './messages.ts';

/*
 * Remote-area lists: a carrier's spreadsheet of postcodes (exact, prefix,
 * range) and cities with their remote class, imported whole or not at all and
 * kept with the days it is in force. The quote's remote surcharge and the
 * toolbox's 偏远地区 read them.
 */

type ListFields = z.output<typeof remoteListFields>;

export const remoteSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'country', label: c.country, width: 8 },
    { key: 'match', label: c.match, width: 14 },
    { key: 'value', label: c.value, width: 20 },
    { key: 'valueTo', label: c.valueTo, width: 14, optional: true },
    { key: 'remoteClass', label: c.remoteClass, width: 12 },
  ],
};

/** A match as a sheet may word it (its key, or its label in any language) → its key; anything else as it was, for the schema to refuse. */
const MATCH_WORDS = new Map(REMOTE_MATCHES.flatMap((key) => [key, ...LANGUAGES.map((l) => matchLabels[key][l])].map((w) => [w.toLowerCase(), key] as const)));
const matchOf = (v: unknown) => (typeof v === 'string' ? (MATCH_WORDS.get(v.trim().toLowerCase()) ?? v) : v);

const lists = (db: Db) =>
  db
    .selectFrom('remote_lists as l')
    .innerJoin('users as u', 'u.id', 'l.created_by')
    .select(['l.id', 'l.carrier', 'l.name', 'l.effective_from as effectiveFrom', 'l.effective_to as effectiveTo', 'l.created_at', 'u.name as createdBy'])
    .select((eb) => eb.selectFrom('remote_entries as e').select(eb.fn.countAll<number>().as('n')).whereRef('e.list_id', '=', 'l.id').$asScalar().as('entryCount'));
type ListRow = Awaited<ReturnType<ReturnType<typeof lists>['executeTakeFirstOrThrow']>>;
const listOf = ({ created_at, ...r }: ListRow): RemoteListRow => ({ ...r, createdAt: created_at.toISOString() });

async function listById(db: Db, id: number): Promise<RemoteListRow> {
  const row = await lists(db).where('l.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(Code.NOT_FOUND, m.listNotFound);
  return listOf(row);
}

export async function remoteLists(db: Db, carrier: string | undefined): Promise<RemoteListRow[]> {
  let q = lists(db);
  if (carrier) q = q.where('l.carrier', 'ilike', containing(carrier));
  return (await q.orderBy('l.effective_from', 'desc').orderBy('l.id', 'desc').execute()).map(listOf);
}

const entries = (db: Db, listId: number) =>
  db.selectFrom('remote_entries').select(['id', 'country', 'match', 'value', 'value_to as valueTo', 'remote_class as remoteClass']).where('list_id', '=', listId);

export async function remoteEntries(
  db: Db,
  listId: number,
  { currentPage, pageSize, keyword, country }: { currentPage: number; pageSize: number; keyword?: string | undefined; country?: string | undefined },
) {
  await listById(db, listId);
  let q = entries(db, listId);
  if (country) q = q.where('country', '=', country);
  if (keyword) q = q.where('value', 'ilike', containing(keyword));
  const [records, { total }] = await Promise.all([
    q.orderBy('id').limit(pageSize).offset((currentPage - 1) * pageSize).execute(),
    q.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { records, total };
}

/** Every list with its entries, as the quote engine reads them. */
export async function bookRemoteLists(db: Db): Promise<BookRemoteList[]> {
  const found = await db.selectFrom('remote_lists').select(['id', 'carrier', 'effective_from', 'effective_to']).orderBy('id').execute();
  const byList = new Map(found.map((l) => [l.id, { id: l.id, carrier: l.carrier, effectiveFrom: l.effective_from, effectiveTo: l.effective_to, entries: [] as RemoteEntry[] }]));
  const rows = await db.selectFrom('remote_entries').select(['list_id', 'country', 'match', 'value', 'value_to', 'remote_class']).orderBy('id').execute();
  for (const e of rows) byList.get(e.list_id)?.entries.push({ country: e.country, match: e.match, value: e.value, valueTo: e.value_to, remoteClass: e.remote_class });
  return [...byList.values()];
}

/** What the schema cannot say of an entry (of the fields that passed it): a postcode's shape, a range's end, a country that exists. */
function entryErrors(l: Language, row: number, e: Partial<RemoteEntry>, countries: Set<string>): ImportError[] {
  const out: ImportError[] = [];
  if (e.country !== undefined && !countries.has(e.country)) out.push(rowError(l, remoteSheet, row, 'country', m.unknownCountry));
  if (e.match === undefined) return out;
  if (e.value !== undefined && e.match !== 'city' && !POSTCODE_PATTERN.test(e.value)) out.push(rowError(l, remoteSheet, row, 'value', m.notPostcode));
  else if (e.value !== undefined && e.valueTo !== undefined && e.match === 'range' && !rangeBounds(e.value, e.valueTo)) {
    out.push(rowError(l, remoteSheet, row, 'valueTo', m.rangeNeedsEnd));
  }
  if (e.valueTo !== undefined && e.match !== 'range' && e.valueTo !== null) out.push(rowError(l, remoteSheet, row, 'valueTo', m.onlyForRange));
  return out;
}

const ENTRY_BATCH = 5000;

/** A list and its entries (inside the caller's transaction); answers its id. */
export async function insertRemoteList(db: Db, meta: ListFields, entries: RemoteEntry[], createdBy: number): Promise<number> {
  const { id } = await db
    .insertInto('remote_lists')
    .values({ carrier: meta.carrier, name: meta.name, effective_from: meta.effectiveFrom, effective_to: meta.effectiveTo, created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  const values = entries.map((e) => ({ list_id: id, country: e.country, match: e.match, value: e.value, value_to: e.valueTo, remote_class: e.remoteClass }));
  for (let i = 0; i < values.length; i += ENTRY_BATCH) await db.insertInto('remote_entries').values(values.slice(i, i + ENTRY_BATCH)).execute();
  return id;
}

/** A carrier's sheet read and checked as an import keeps it: its entries, or the whole file refused with every bad cell named. */
async function readRemoteList(ctx: Ctx, meta: ListFields, file: Buffer): Promise<RemoteEntry[]> {
  if (meta.effectiveTo !== null && meta.effectiveTo < meta.effectiveFrom) throw fieldError(ctx.lang, 'effectiveTo', m.notBefore);
  const rows: SheetRow[] = (await readSheet(ctx, remoteSheet, file)).map((r) => ({ ...r, values: { ...r.values, match: matchOf(r.values.match) } }));
  const { rows: checked, errors } = validRows(ctx.lang, remoteSheet, rows, remoteEntry, 'value', (e) =>
    e.country === undefined || e.match === undefined || e.value === undefined ? undefined : entryKey(e as RemoteEntry),
  );
  const countries = new Set((await ctx.db.selectFrom('countries').select('code').execute()).map((x) => x.code));
  for (const { row, value } of checked) errors.push(...entryErrors(ctx.lang, row, value, countries));
  if (errors.length) throw refuseImport(errors.sort((a, b) => a.row - b.row));
  return checked.flatMap((r) => (r.complete ? [r.value] : []));
}

/** An entry's place in a list: one entry a country, match and postcode or city (as an import refuses repeats). */
const entryKey = (e: Pick<RemoteEntry, 'country' | 'match' | 'value'>) => `${e.country}|${e.match}|${e.value}`;

/** A new list from a carrier's sheet: every row checked, and the file refused whole (every bad cell named) or kept whole. */
export async function importRemote(ctx: Ctx, meta: ListFields, file: Buffer): Promise<ImportResult> {
  const valid = await readRemoteList(ctx, meta, file);
  return inTransaction(ctx, async (t) => {
    const id = await insertRemoteList(t.db, meta, valid, t.user.id);
    await audit(t, 'create', 'remoteList', id, null, await listById(t.db, id));
    return { created: valid.length, updated: 0, unchanged: 0 };
  });
}

/**
 * The carrier's list in force on a day, as the quote engine picks it (carrier
 * trimmed and in any case; the latest first day, then the newest): the one a
 * new list from that day is compared with.
 */
async function listInForce(db: Db, carrier: string, day: string): Promise<RemoteListRow | null> {
  const row = await lists(db)
    .where(sql<string>`upper(trim(l.carrier))`, '=', carrier.trim().toUpperCase())
    .where('l.effective_from', '<=', day)
    .where((eb) => eb.or([eb('l.effective_to', 'is', null), eb('l.effective_to', '>=', day)]))
    .orderBy('l.effective_from', 'desc')
    .orderBy('l.id', 'desc')
    .executeTakeFirst();
  return row ? listOf(row) : null;
}

/** What an import would keep, read by the import's own reader, against the carrier's list in force on its first day; nothing saved. */
export async function previewRemote(ctx: Ctx, meta: ListFields, file: Buffer): Promise<RemotePreview> {
  const incoming = await readRemoteList(ctx, meta, file);
  const against = await listInForce(ctx.db, meta.carrier, meta.effectiveFrom);
  const before = new Map(against ? (await entries(ctx.db, against.id).orderBy('id').execute()).map(({ id: _, ...e }) => [entryKey(e), e] as const) : []);
  const { shown, counts, note, same } = differences<Pick<RemotePreview, 'added' | 'removed' | 'changed'>>(['added', 'removed', 'changed']);
  for (const e of incoming) {
    const old = before.get(entryKey(e));
    before.delete(entryKey(e));
    if (!old) note('added', e);
    else if (old.remoteClass !== e.remoteClass || old.valueTo !== e.valueTo) note('changed', { ...e, before: { remoteClass: old.remoteClass, valueTo: old.valueTo } });
    else same();
  }
  for (const e of before.values()) note('removed', e);
  return { against, entryCount: incoming.length, counts, ...shown };
}

export async function exportRemote(ctx: Ctx, id: number): Promise<FileAnswer> {
  await listById(ctx.db, id);
  const worded = (e: RemoteEntry) => ({ ...e, match: translate(ctx.lang, matchLabels[e.match]) });
  return writeSheet(ctx, remoteSheet, byId(async (after, limit) => (await entries(ctx.db, id).where('id', '>', after).orderBy('id').limit(limit).execute()).map((e) => ({ ...worded(e), id: e.id }))));
}

export const remoteTemplate = (ctx: Ctx): Promise<FileAnswer> => writeSheet(ctx, remoteSheet, (async function* () {})());

export async function deleteRemote(ctx: Ctx, id: number): Promise<null> {
  await inTransaction(ctx, async (t) => {
    const before = await listById(t.db, id);
    await t.db.deleteFrom('remote_lists').where('id', '=', id).execute();
    await audit(t, 'delete', 'remoteList', id, before, null);
  });
  return null;
}
