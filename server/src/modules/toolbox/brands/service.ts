import {
  BRAND_CATEGORIES,
  BRAND_RISKS,
  brandFields,
  Code,
  LANGUAGES,
  type BrandFields,
  type brandFilter,
  type BrandRow,
  type ImportError,
  type ImportResult,
} from '@fwd/contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { z } from 'zod';
import { commonColumns } from '../../../excel/messages.ts';
import {
  applyRows,
  byId,
  readSheet,
  refuseImport,
  rowError,
  validRows,
  writeSheet,
  type Sheet,
} from '../../../excel/sheet.ts';
import { inTransaction, type Ctx, type Db } from '../../../http/context.ts';
import { AppError } from '../../../http/errors.ts';
import type { FileAnswer } from '../../../http/route.ts';
import { assertUnique, containing, fieldErrors, type RuleFailure } from '../../../http/rules.ts';
import { translate, type Message } from '../../../i18n/index.ts';
import { audit } from '../../audit/service.ts';
import { updateVersioned } from '../../audit/versioned.ts';
import { brandColumns as c, brandMessages as m, categoryLabels, riskLabels } from './messages.ts';
import type { BrandsTable } from './schema.ts';

/*
 * The brands staff keep: name and aliases, category, risk, the channels that
 * refuse each. Every write bumps `brand_book` (migration 013's triggers), so
 * each process's matcher is rebuilt before its next check.
 */

type Filter = z.output<typeof brandFilter>;
type Brand = Omit<BrandRow, 'channels'>;

const NAME = { table: 'brands', column: 'name', field: 'name' };

const brandOf = (r: Selectable<BrandsTable>): Brand => ({
  id: r.id,
  name: r.name,
  aliases: r.aliases,
  category: r.category,
  riskLevel: r.risk_level,
  wholeWord: r.whole_word,
  remark: r.remark,
  enabled: r.enabled,
  version: r.version,
});

const columnsOf = (f: BrandFields) => ({
  name: f.name,
  aliases: f.aliases,
  category: f.category,
  risk_level: f.riskLevel,
  whole_word: f.wholeWord,
  remark: f.remark,
  enabled: f.enabled,
});

/** Each brand with the channels that refuse it, in channel order. */
async function withChannels(db: Db, brands: Brand[]): Promise<BrandRow[]> {
  if (!brands.length) return [];
  const named = await db
    .selectFrom('brand_channels as bc')
    .innerJoin('channels as ch', 'ch.id', 'bc.channel_id')
    .select(['bc.brand_id', 'ch.id', 'ch.code', 'ch.name'])
    .where(
      'bc.brand_id',
      'in',
      brands.map((b) => b.id),
    )
    .orderBy('ch.sort')
    .orderBy('ch.id')
    .execute();
  return brands.map((b) => ({
    ...b,
    channels: named.filter((n) => n.brand_id === b.id).map(({ id, code, name }) => ({ id, code, name })),
  }));
}

function matching(db: Db, f: Filter) {
  let q = db.selectFrom('brands').selectAll();
  if (f.category) q = q.where('category', '=', f.category);
  if (f.enabled) q = q.where('enabled', '=', f.enabled === 'true');
  if (f.keyword) {
    const like = containing(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('name', 'ilike', like),
        eb.exists(sql`(select 1 from unnest(brands.aliases) a where a ilike ${like})`),
      ]),
    );
  }
  return q;
}

export async function brandPage(
  db: Db,
  { currentPage, pageSize, ...f }: Filter & { currentPage: number; pageSize: number },
) {
  const [rows, { total }] = await Promise.all([
    matching(db, f)
      .orderBy('name')
      .orderBy('id')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    matching(db, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records: await withChannels(db, rows.map(brandOf)), total };
}

export const brandById = async (db: Db, id: number): Promise<BrandRow | undefined> => {
  const row = await db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
  return row && (await withChannels(db, [brandOf(row)]))[0];
};

/** Aliases share one cell of the brands' sheet, split on these: an alias holding one would not import back as it was. */
const ALIAS_SEPARATOR = /[,，;；、\r\n]/;
const ALIAS_SPLIT = new RegExp(`${ALIAS_SEPARATOR.source}+`);

/**
 * What is wrong with a brand's aliases, on every path that saves them (the
 * form, the import): one that repeats the name or another alias as written,
 * in any case, says nothing more (Hermes beside Hermès does: staff search by
 * it); one holding a separator of the sheet's alias cell would come back as two.
 */
function aliasFaults(f: { name?: string | undefined; aliases: string[] }): RuleFailure[] {
  const seen = new Set(f.name === undefined ? [] : [f.name.toLowerCase()]);
  const repeated = f.aliases.filter((a) => {
    const key = a.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
  const split = f.aliases.filter((a) => ALIAS_SEPARATOR.test(a));
  return [
    ...(repeated.length ? [{ path: 'aliases', msg: m.aliasRepeated, params: { alias: repeated.join(', ') } }] : []),
    ...(split.length ? [{ path: 'aliases', msg: m.aliasSeparator, params: { alias: split.join(' / ') } }] : []),
  ];
}

async function assertValid(t: Ctx, f: BrandFields): Promise<void> {
  const out = aliasFaults(f);
  const ids = [...new Set(f.channelIds)];
  const found = ids.length
    ? new Set(
        (await t.db.selectFrom('channels').select('id').where('id', 'in', ids).forShare().execute()).map((r) => r.id),
      )
    : new Set();
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) out.push({ path: 'channelIds', msg: m.noSuchChannels, params: { ids: missing.join(', ') } });
  if (out.length) throw fieldErrors(t.lang, out);
}

async function nameChannels(db: Db, brandId: number, channelIds: number[]): Promise<void> {
  await db.deleteFrom('brand_channels').where('brand_id', '=', brandId).execute();
  const ids = [...new Set(channelIds)];
  if (ids.length)
    await db
      .insertInto('brand_channels')
      .values(ids.map((channel_id) => ({ brand_id: brandId, channel_id })))
      .execute();
}

async function insert(t: Ctx, f: BrandFields): Promise<BrandRow> {
  const { id } = await t.db.insertInto('brands').values(columnsOf(f)).returning('id').executeTakeFirstOrThrow();
  await nameChannels(t.db, id, f.channelIds);
  const row = (await brandById(t.db, id))!;
  await audit(t, 'create', 'brand', id, null, row);
  return row;
}

function change(t: Ctx, id: number, version: number, f: BrandFields, before: BrandRow): Promise<BrandRow> {
  return updateVersioned(t, {
    table: 'brands',
    id,
    version,
    set: columnsOf(f),
    read: (db) => brandById(db, id),
    notFound: m.notFound,
    alsoWrite: (db) => nameChannels(db, id, f.channelIds),
    audit: { entity: 'brand', before },
  });
}

export function createBrand(ctx: Ctx, f: BrandFields): Promise<BrandRow> {
  return inTransaction(ctx, async (t) => {
    await assertValid(t, f);
    await assertUnique(t, NAME, f.name);
    return insert(t, f);
  });
}

export function updateBrand(
  ctx: Ctx,
  id: number,
  { version, ...f }: BrandFields & { version: number },
): Promise<BrandRow> {
  return inTransaction(ctx, async (t) => {
    const before = await brandById(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await assertValid(t, f);
    await assertUnique(t, NAME, f.name, id);
    return change(t, id, version, f, before);
  });
}

export async function deleteBrand(ctx: Ctx, id: number): Promise<null> {
  await inTransaction(ctx, async (t) => {
    const before = await brandById(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await t.db.deleteFrom('brands').where('id', '=', id).execute();
    await audit(t, 'delete', 'brand', id, before, null);
  });
  return null;
}

// ── Excel ────────────────────────────────────────────────────────────────

export const brandSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'name', label: c.name, width: 22 },
    { key: 'aliases', label: c.aliases, width: 36 },
    { key: 'category', label: c.category, width: 12 },
    { key: 'riskLevel', label: c.riskLevel, width: 10 },
    { key: 'channels', label: c.channels, kind: 'list', width: 24 },
    { key: 'wholeWord', label: c.wholeWord, kind: 'boolean', width: 10 },
    { key: 'remark', label: commonColumns.remark, width: 30 },
    { key: 'enabled', label: commonColumns.enabled, kind: 'boolean', width: 8 },
  ],
};

/** A key as a sheet may word it (the key, or its label in any language) → the key; anything else as it was, for the schema to refuse. */
function wordsOf<K extends string>(keys: readonly K[], labels: Record<K, Message>) {
  const words = new Map(
    keys.flatMap((key) => [key, ...LANGUAGES.map((l) => labels[key][l])].map((w) => [w.toLowerCase(), key] as const)),
  );
  return (v: unknown) => (typeof v === 'string' ? (words.get(v.trim().toLowerCase()) ?? v) : v);
}
const categoryOf = wordsOf(BRAND_CATEGORIES, categoryLabels);
const riskOf = wordsOf(BRAND_RISKS, riskLabels);

/** A row as the contract's brand: channels by code. */
const brandSheetRow = brandFields
  .omit({ channelIds: true })
  .extend({ channels: z.array(z.string().trim().min(1).max(30)).max(500) });

const sheetValuesOf = (lang: Ctx['lang'], b: BrandRow) => ({
  id: b.id,
  name: b.name,
  aliases: b.aliases.join(', '),
  category: translate(lang, categoryLabels[b.category]),
  riskLevel: translate(lang, riskLabels[b.riskLevel]),
  channels: b.channels.map((ch) => ch.code),
  wholeWord: b.wholeWord,
  remark: b.remark,
  enabled: b.enabled,
});

export function exportBrands(ctx: Ctx, f: Filter): Promise<FileAnswer> {
  return writeSheet(
    ctx,
    brandSheet,
    byId(async (after, limit) =>
      (
        await withChannels(
          ctx.db,
          (await matching(ctx.db, f).where('id', '>', after).orderBy('id').limit(limit).execute()).map(brandOf),
        )
      ).map((b) => sheetValuesOf(ctx.lang, b)),
    ),
  );
}

export const brandTemplate = (ctx: Ctx): Promise<FileAnswer> => writeSheet(ctx, brandSheet, (async function* () {})());

/**
 * Creates or updates brands by name (any case), all or none: every row must
 * pass the contract's schema, repeat no alias, and name channels (by code)
 * that exist; every fault of every row is said at once.
 */
export async function importBrands(ctx: Ctx, file: Buffer): Promise<ImportResult> {
  const rows = (await readSheet(ctx, brandSheet, file)).map((r) => ({
    ...r,
    values: {
      ...r.values,
      aliases:
        typeof r.values.aliases === 'string'
          ? r.values.aliases
              .split(ALIAS_SPLIT)
              .map((a) => a.trim())
              .filter(Boolean)
          : (r.values.aliases ?? []),
      category: categoryOf(r.values.category),
      riskLevel: riskOf(r.values.riskLevel),
    },
  }));
  const { rows: checked, errors } = validRows(ctx.lang, brandSheet, rows, brandSheetRow, 'name');
  return inTransaction(ctx, async (t) => {
    const codes = [...new Set(checked.flatMap((r) => r.value.channels ?? []).map((code) => code.toLowerCase()))];
    const channelIds = new Map(
      (codes.length
        ? await t.db
            .selectFrom('channels')
            .select(['id', 'code'])
            .where(sql`lower(code)`, 'in', codes)
            .forShare()
            .execute()
        : []
      ).map((r) => [r.code.toLowerCase(), r.id]),
    );
    const fields: BrandFields[] = [];
    for (const r of checked) {
      const unknown = (r.value.channels ?? []).filter((code) => !channelIds.has(code.toLowerCase()));
      if (unknown.length)
        errors.push(rowError(t.lang, brandSheet, r.row, 'channels', m.noSuchChannels, { ids: unknown.join(', ') }));
      if (r.value.aliases !== undefined)
        for (const fault of aliasFaults({ name: r.value.name, aliases: r.value.aliases }))
          errors.push(rowError(t.lang, brandSheet, r.row, 'aliases', fault.msg, fault.params));
      if (!r.complete) continue;
      const { channels, ...v } = r.value;
      fields.push({
        ...v,
        channelIds: [...new Set(channels.map((code) => channelIds.get(code.toLowerCase())!))].sort((a, b) => a - b),
      });
    }
    if (errors.length) throw refuseImport(errors.sort((a: ImportError, b: ImportError) => a.row - b.row));
    const names = fields.map((f) => f.name.toLowerCase());
    const existing = names.length
      ? await withChannels(
          t.db,
          (
            await t.db
              .selectFrom('brands')
              .selectAll()
              .where(sql`lower(name)`, 'in', names)
              .execute()
          ).map(brandOf),
        )
      : [];
    return applyRows(fields, {
      existing: new Map(
        existing.map((b) => [b.name.toLowerCase(), { ...b, channelIds: b.channels.map((ch) => ch.id) }]),
      ),
      keyOf: (f) => f.name,
      create: (f) => insert(t, f),
      update: (b, f) => change(t, b.id, b.version, f, b),
    });
  });
}
