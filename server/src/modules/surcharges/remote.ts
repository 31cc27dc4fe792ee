import {
  Code,
  LANGUAGES,
  POSTCODE_PATTERN,
  REMOTE_MATCHES,
  remoteEntry,
  type ImportError,
  type ImportResult,
  type Language,
  type RemoteEntry,
  type remoteListFields,
  type RemoteListRow,
  type RemotePreview,
} from '@fwd/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { differences } from '../../excel/preview.ts';
import {
  byId,
  readSheet,
  refuseImport,
  rowError,
  validRows,
  writeSheet,
  type Sheet,
  type SheetRow,
} from '../../excel/sheet.ts';
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
const MATCH_WORDS = new Map(
  REMOTE_MATCHES.flatMap((key) =>
    [key, ...LANGUAGES.map((l) => matchLabels[key][l])].map((w) => [w.toLowerCase(), key] as const),
  ),
);
const matchOf = (v: unknown) => (typeof v === 'string' ? (MATCH_WORDS.get(v.trim().toLowerCase()) ?? v) : v);

const lists = (db: Db) =>
  db
    .selectFrom('remote_lists as l')
    .innerJoin('users as u', 'u.id', 'l.created_by')
    .select([
      'l.id',
      'l.carrier',
      'l.name',
      'l.effective_from as effectiveFrom',
      'l.effective_to as effectiveTo',
      'l.created_at',
      'u.name as createdBy',
    ])
    .select((eb) =>
      eb
        .selectFrom('remote_entries as e')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('e.list_id', '=', 'l.id')
        .$asScalar()
        .as('entryCount'),
    );
type ListRow = Awaited<ReturnType<ReturnType<typeof lists>['executeTakeFirstOrThrow']>>;

/** The lists with how many of their entries an import would refuse, counted by the import's own checks. */
async function listsOf(ctx: Ctx, rows: ListRow[]): Promise<RemoteListRow[]> {
  const bad = new Map<number, number>();
  for (const { id } of rows)
    bad.set(id, (await storedProblems(ctx, await entries(ctx.db, id).orderBy('id').execute())).size);
  return rows.map(({ created_at, ...r }) => ({
    ...r,
    badEntries: bad.get(r.id)!,
    createdAt: created_at.toISOString(),
  }));
}

async function listById(ctx: Ctx, id: number): Promise<RemoteListRow> {
  const row = await lists(ctx.db).where('l.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(Code.NOT_FOUND, m.listNotFound);
  return (await listsOf(ctx, [row]))[0]!;
}

export async function remoteLists(ctx: Ctx, carrier: string | undefined): Promise<RemoteListRow[]> {
  let q = lists(ctx.db);
  if (carrier) q = q.where('l.carrier', 'ilike', containing(carrier));
  return listsOf(ctx, await q.orderBy('l.effective_from', 'desc').orderBy('l.id', 'desc').execute());
}

const entries = (db: Db, listId: number) =>
  db
    .selectFrom('remote_entries')
    .select(['id', 'country', 'match', 'value', 'value_to as valueTo', 'remote_class as remoteClass'])
    .where('list_id', '=', listId);
type StoredEntry = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];

/** What an import would say of kept entries (by id), each fault as "column: why" in the caller's language. */
async function storedProblems(ctx: Ctx, stored: StoredEntry[]): Promise<Map<number, string>> {
  const { errors } = await checkEntries(
    ctx,
    stored.map(({ id, ...values }) => ({ row: id, values })),
  );
  const out = new Map<number, string>();
  for (const e of errors) out.set(e.row, [out.get(e.row), `${e.column}: ${e.message}`].filter(Boolean).join('; '));
  return out;
}

export async function remoteEntries(
  ctx: Ctx,
  listId: number,
  {
    currentPage,
    pageSize,
    keyword,
    country,
    problems,
  }: {
    currentPage: number;
    pageSize: number;
    keyword?: string | undefined;
    country?: string | undefined;
    problems?: boolean | undefined;
  },
) {
  await listById(ctx, listId);
  let q = entries(ctx.db, listId);
  if (country) q = q.where('country', '=', country);
  if (keyword) q = q.where('value', 'ilike', containing(keyword));
  const from = (currentPage - 1) * pageSize;
  if (problems) {
    // Which entries are wrong only the checks can say: the list read whole, its bad entries paged here.
    const matching = await q.orderBy('id').execute();
    const said = await storedProblems(ctx, matching);
    const bad = matching.filter((e) => said.has(e.id));
    return {
      records: bad.slice(from, from + pageSize).map((e) => ({ ...e, problem: said.get(e.id)! })),
      total: bad.length,
    };
  }
  const [records, { total }] = await Promise.all([
    q.orderBy('id').limit(pageSize).offset(from).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const said = await storedProblems(ctx, records);
  return { records: records.map((e) => ({ ...e, problem: said.get(e.id) ?? null })), total };
}

/** Every list with its entries, as the quote engine reads them. */
export async function bookRemoteLists(db: Db): Promise<BookRemoteList[]> {
  const found = await db
    .selectFrom('remote_lists')
    .select(['id', 'carrier', 'effective_from', 'effective_to'])
    .orderBy('id')
    .execute();
  const byList = new Map(
    found.map((l) => [
      l.id,
      {
        id: l.id,
        carrier: l.carrier,
        effectiveFrom: l.effective_from,
        effectiveTo: l.effective_to,
        entries: [] as RemoteEntry[],
      },
    ]),
  );
  const rows = await db
    .selectFrom('remote_entries')
    .select(['list_id', 'country', 'match', 'value', 'value_to', 'remote_class'])
    .orderBy('id')
    .execute();
  for (const e of rows)
    byList.get(e.list_id)?.entries.push({
      country: e.country,
      match: e.match,
      value: e.value,
      valueTo: e.value_to,
      remoteClass: e.remote_class,
    });
  return [...byList.values()];
}

/** What the schema cannot say of an entry (of the fields that passed it): a postcode's shape, a range's end, a country that exists. */
function entryErrors(l: Language, row: number, e: Partial<RemoteEntry>, countries: Set<string>): ImportError[] {
  const out: ImportError[] = [];
  if (e.country !== undefined && !countries.has(e.country))
    out.push(rowError(l, remoteSheet, row, 'country', m.unknownCountry));
  if (e.match === undefined) return out;
  if (e.value !== undefined && e.match !== 'city' && !POSTCODE_PATTERN.test(e.value))
    out.push(rowError(l, remoteSheet, row, 'value', m.notPostcode));
  else if (
    e.value !== undefined &&
    e.valueTo !== undefined &&
    e.match === 'range' &&
    !rangeBounds(e.value, e.valueTo)
  ) {
    out.push(rowError(l, remoteSheet, row, 'valueTo', m.rangeNeedsEnd));
  }
  if (e.valueTo !== undefined && e.match !== 'range' && e.valueTo !== null)
    out.push(rowError(l, remoteSheet, row, 'valueTo', m.onlyForRange));
  return out;
}

const ENTRY_BATCH = 5000;

/** A list and its entries (inside the caller's transaction); answers its id. */
async function insertRemoteList(db: Db, meta: ListFields, entries: RemoteEntry[], createdBy: number): Promise<number> {
  const { id } = await db
    .insertInto('remote_lists')
    .values({
      carrier: meta.carrier,
      name: meta.name,
      effective_from: meta.effectiveFrom,
      effective_to: meta.effectiveTo,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const values = entries.map((e) => ({
    list_id: id,
    country: e.country,
    match: e.match,
    value: e.value,
    value_to: e.valueTo,
    remote_class: e.remoteClass,
  }));
  for (let i = 0; i < values.length; i += ENTRY_BATCH)
    await db
      .insertInto('remote_entries')
      .values(values.slice(i, i + ENTRY_BATCH))
      .execute();
  return id;
}

/**
 * Entries as a carrier's sheet holds them (by row), checked as an import checks them: the schema, postcodes,
 * ranges, countries and repeats. Answers the entries that passed and every bad cell named.
 */
async function checkEntries(ctx: Ctx, sheetRows: SheetRow[]): Promise<{ valid: RemoteEntry[]; errors: ImportError[] }> {
  const rows = sheetRows.map((r) => ({ ...r, values: { ...r.values, match: matchOf(r.values.match) } }));
  const { rows: checked, errors } = validRows(ctx.lang, remoteSheet, rows, remoteEntry, 'value', (e) =>
    e.country === undefined || e.match === undefined || e.value === undefined ? undefined : entryKey(e as RemoteEntry),
  );
  const countries = new Set((await ctx.db.selectFrom('countries').select('code').execute()).map((x) => x.code));
  for (const { row, value } of checked) errors.push(...entryErrors(ctx.lang, row, value, countries));
  const bad = new Set(errors.map((e) => e.row));
  return {
    valid: checked.flatMap((r) => (r.complete && !bad.has(r.row) ? [r.value] : [])),
    errors: errors.sort((a, b) => a.row - b.row),
  };
}

/** A list's days and entries as a new list keeps them: the whole list refused (every bad cell named) or its entries. */
async function checkedList(ctx: Ctx, meta: ListFields, rows: SheetRow[]): Promise<RemoteEntry[]> {
  if (meta.effectiveTo !== null && meta.effectiveTo < meta.effectiveFrom)
    throw fieldError(ctx.lang, 'effectiveTo', m.notBefore);
  const { valid, errors } = await checkEntries(ctx, rows);
  if (errors.length) throw refuseImport(errors);
  return valid;
}

/** An entry's place in a list: one entry a country, match and postcode or city (as an import refuses repeats). */
const entryKey = (e: Pick<RemoteEntry, 'country' | 'match' | 'value'>) => `${e.country}|${e.match}|${e.value}`;

/**
 * A new list of entries as a carrier's sheet holds them (row 2 the first under the header), checked as its
 * import checks them and kept whole, or refused whole with every bad cell named. The import and the demo save lists so.
 */
export async function createRemoteList(ctx: Ctx, meta: ListFields, rows: SheetRow[]): Promise<ImportResult> {
  const valid = await checkedList(ctx, meta, rows);
  return inTransaction(ctx, async (t) => {
    const id = await insertRemoteList(t.db, meta, valid, t.user.id);
    await audit(t, 'create', 'remoteList', id, null, await listById(t, id));
    return { created: valid.length, updated: 0, unchanged: 0 };
  });
}

export const importRemote = async (ctx: Ctx, meta: ListFields, file: Buffer): Promise<ImportResult> =>
  createRemoteList(ctx, meta, await readSheet(ctx, remoteSheet, file));

/**
 * The carrier's list in force on a day, as the quote engine picks it (carrier
 * trimmed and in any case; the latest first day, then the newest): the one a
 * new list from that day is compared with.
 */
async function listInForce(ctx: Ctx, carrier: string, day: string): Promise<RemoteListRow | null> {
  const row = await lists(ctx.db)
    .where(sql<string>`upper(trim(l.carrier))`, '=', carrier.trim().toUpperCase())
    .where('l.effective_from', '<=', day)
    .where((eb) => eb.or([eb('l.effective_to', 'is', null), eb('l.effective_to', '>=', day)]))
    .orderBy('l.effective_from', 'desc')
    .orderBy('l.id', 'desc')
    .executeTakeFirst();
  return row ? (await listsOf(ctx, [row]))[0]! : null;
}

/** What an import would keep, read by the import's own reader, against the carrier's list in force on its first day; nothing saved. */
export async function previewRemote(ctx: Ctx, meta: ListFields, file: Buffer): Promise<RemotePreview> {
  const incoming = await checkedList(ctx, meta, await readSheet(ctx, remoteSheet, file));
  const against = await listInForce(ctx, meta.carrier, meta.effectiveFrom);
  const before = new Map(
    against
      ? (await entries(ctx.db, against.id).orderBy('id').execute()).map(({ id: _, ...e }) => [entryKey(e), e] as const)
      : [],
  );
  const { shown, counts, note, same } = differences<Pick<RemotePreview, 'added' | 'removed' | 'changed'>>([
    'added',
    'removed',
    'changed',
  ]);
  for (const e of incoming) {
    const old = before.get(entryKey(e));
    before.delete(entryKey(e));
    if (!old) note('added', e);
    else if (old.remoteClass !== e.remoteClass || old.valueTo !== e.valueTo)
      note('changed', { ...e, before: { remoteClass: old.remoteClass, valueTo: old.valueTo } });
    else same();
  }
  for (const e of before.values()) note('removed', e);
  return { against, entryCount: incoming.length, counts, ...shown };
}

export async function exportRemote(ctx: Ctx, id: number): Promise<FileAnswer> {
  await listById(ctx, id);
  const worded = (e: RemoteEntry) => ({ ...e, match: translate(ctx.lang, matchLabels[e.match]) });
  return writeSheet(
    ctx,
    remoteSheet,
    byId(async (after, limit) =>
      (await entries(ctx.db, id).where('id', '>', after).orderBy('id').limit(limit).execute()).map((e) => ({
        ...worded(e),
        id: e.id,
      })),
    ),
  );
}

export const remoteTemplate = (ctx: Ctx): Promise<FileAnswer> =>
  writeSheet(ctx, remoteSheet, (async function* () {})());

export async function deleteRemote(ctx: Ctx, id: number): Promise<null> {
  await inTransaction(ctx, async (t) => {
    const before = await listById(t, id);
    await t.db.deleteFrom('remote_lists').where('id', '=', id).execute();
    await audit(t, 'delete', 'remoteList', id, before, null);
  });
  return null;
}
