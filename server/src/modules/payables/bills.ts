import { createHash } from 'node:crypto';
import {
  BILL_MAX_ROWS,
  BILL_PREVIEW_ERRORS,
  BILL_PREVIEW_LINES,
  BILL_FIELDS,
  Code,
  billSettingsFields,
  type BillDetail,
  type BillImportFields,
  type BillLineInput,
  type BillMapping,
  type BillPreview,
  type BillState,
  type CurrencyAmount,
} from '@fwd/contract';
import { sql } from 'kysely';
import { readGrid, refuseImport } from '../../excel/sheet.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { containing, fieldConflict, fieldError, fieldErrors } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { agentsShown } from '../roles/scope.ts';
import { payablesMessages as m } from './messages.ts';
import { amountsIn, billDetailOf, billRows, restate, toBillRow } from './queries.ts';
import { mappingFailures, proposeMapping, readLines } from './read.ts';

/*
 * Importing an agent's bill: the file read through the mapping, its lines
 * stored and matched to their orders as they are stored, then compared, in a
 * few statements over the whole bill (a batch of lines is matched in one join,
 * not line by line).
 */

/** An agent's settings as they stand: its own, or the contract's defaults. */
export const DEFAULTS = billSettingsFields.parse({});

const mappingOf = (f: Record<`${(typeof BILL_FIELDS)[number]}Column`, string | null>): BillMapping =>
  Object.fromEntries(BILL_FIELDS.map((k) => [k, f[`${k}Column`]])) as BillMapping;

async function assertAgent(db: Db, agentId: number) {
  const agent = await db.selectFrom('agents').select('id').where('id', '=', agentId).executeTakeFirst();
  if (!agent) throw new AppError(Code.NOT_FOUND, m.agentNotFound);
}

const rememberedMapping = async (db: Db, agentId: number) =>
  (await db.selectFrom('agent_bill_settings').select('mapping').where('agent_id', '=', agentId).executeTakeFirst())
    ?.mapping ?? null;

/** What the file holds read as the import would: the mapping given, else the remembered one, else guessed. */
export async function previewBill(
  ctx: Ctx,
  fields: Record<`${(typeof BILL_FIELDS)[number]}Column`, string | null> & { agentId: number },
  file: Buffer,
): Promise<BillPreview> {
  await assertAgent(ctx.db, fields.agentId);
  const grid = await readGrid(ctx, file, BILL_MAX_ROWS);
  const given = mappingOf(fields);
  const chosen = Object.values(given).some(Boolean);
  const remembered = chosen ? null : await rememberedMapping(ctx.db, fields.agentId);
  const mapping = chosen ? given : proposeMapping(grid.header, remembered);
  const missing = mappingFailures(ctx.lang, grid.header, mapping);
  const read = missing.length ? { lines: [], errors: [] } : readLines(ctx.lang, grid, mapping, BILL_PREVIEW_ERRORS);
  return {
    headers: grid.header,
    mapping,
    remembered: remembered !== null,
    missing: missing.map((f) => f.path),
    lineCount: grid.rows.length,
    lines: read.lines.slice(0, BILL_PREVIEW_LINES),
    errors: read.errors,
  };
}

/** Lines stored a batch a statement: each column one array parameter, unnested. */
const INSERT_BATCH = 10_000;

/**
 * Stores the lines, each matched as it is stored to its order: by 转单号 (the order's new tracking number),
 * else by 原单号 (its original one); of several orders with the number, the agent's, then the first. With it,
 * the order's expected weight (the chargeable weight priced, else the order's) and cost as they stand now.
 * A batch is one statement: the lines unnested and joined to the orders by each number (one write a line).
 */
async function storeMatched(db: Db, bill: { id: number; agentId: number; currency: string }, lines: BillLineInput[]) {
  for (let i = 0; i < lines.length; i += INSERT_BATCH) {
    const batch = lines.slice(i, i + INSERT_BATCH);
    const col = <T>(f: (l: BillLineInput) => T) => batch.map(f);
    await sql`
      with u as (
        select * from unnest(
          ${col((l) => l.row)}::integer[], ${col((l) => l.newNumber)}::text[], ${col((l) => l.originalNumber)}::text[],
          ${col((l) => l.weight)}::numeric[], ${col((l) => l.amount)}::numeric[],
          ${col((l) => l.currency ?? bill.currency)}::text[], ${col((l) => l.billedOn)}::date[],
          ${col((l) => l.remark)}::text[]
        ) as u(row_no, new_number, original_number, weight, amount, currency, billed_on, remark)
      ), candidates as (
        select u.row_no, o.id as order_id, 1 as by_number, o.agent_id
        from u join orders o on o.new_tracking_number = u.new_number
        union all
        select u.row_no, o.id, 2, o.agent_id
        from u join orders o on o.original_tracking_number = u.original_number
      ), matched as (
        select distinct on (row_no) row_no, order_id from candidates
        order by row_no, by_number, (agent_id = ${bill.agentId}) desc nulls last, order_id
      )
      insert into agent_bill_lines (bill_id, row_no, new_number, original_number, weight, amount, currency, billed_on,
        remark, order_id, expected_weight, expected_amount, expected_currency)
      select ${bill.id}, u.row_no, u.new_number, u.original_number, u.weight, u.amount, u.currency, u.billed_on,
        u.remark, m.order_id, coalesce(c.chargeable_weight, o.weight), c.cost_total, c.cost_currency
      from u left join matched m on m.row_no = u.row_no left join orders o on o.id = m.order_id
        left join order_charges c on c.order_id = o.id
      order by u.row_no`.execute(db);
  }
}

/**
 * The lines' differences. A line no order has is that alone; one whose order is earlier in this bill or
 * on another bill of the agent is billed twice, and nothing more; otherwise its weight beyond the
 * tolerance (kg) and its amount beyond the tolerance (% of the expected cost; no expected cost, or
 * another currency, is a difference too). Lines with none are clean.
 */
const lineDifferences = (db: Db, billId: number, agentId: number, s: typeof DEFAULTS) =>
  sql`
    with lines as (
      select l.*, row_number() over (partition by l.order_id order by l.id) as nth
      from agent_bill_lines l where l.bill_id = ${billId}
    ), judged as (
      select l.*, case
        when l.order_id is null then 'noOrder'
        when l.nth > 1 or exists (
          select 1 from agent_bill_lines p join agent_bills b on b.id = p.bill_id
          where p.order_id = l.order_id and p.bill_id <> ${billId} and b.agent_id = ${agentId}
        ) then 'duplicate'
      end as first
      from lines l
    )
    insert into agent_bill_differences (bill_id, line_id, order_id, kind)
    select ${billId}, j.id, j.order_id, k.kind
    from judged j cross join (values ('noOrder'), ('duplicate'), ('weight'), ('amount')) k(kind)
    where case k.kind
      when 'weight' then j.first is null and j.weight is not null and j.expected_weight is not null
        and abs(j.weight - j.expected_weight) > ${s.weightTolerance}::numeric
      when 'amount' then j.first is null and (j.expected_amount is null or j.expected_currency <> j.currency
        or abs(j.amount - j.expected_amount) > j.expected_amount * ${s.amountTolerance}::numeric / 100)
      else j.first = k.kind
    end
    order by j.id, k.kind`.execute(db);

/**
 * Orders of the agent's channels entered in the bill's period (days on the company's clock) and at
 * least N days ago that no bill of the agent holds nor lists as unbilled already.
 */
const unbilledOrders = (
  db: Db,
  bill: { id: number; agentId: number; from: string; to: string },
  days: number,
  tz: string,
) =>
  sql`
    insert into agent_bill_differences (bill_id, order_id, kind)
    select ${bill.id}, o.id, 'unbilled' from orders o
    where o.channel_id in (select channel_id from agent_channels where agent_id = ${bill.agentId})
      and o.entry_date >= (${bill.from}::date::timestamp at time zone ${tz})
      and o.entry_date < ((${bill.to}::date + 1)::timestamp at time zone ${tz})
      and o.entry_date < now() - make_interval(days => ${days})
      and not exists (
        select 1 from agent_bill_lines l join agent_bills b on b.id = l.bill_id
        where l.order_id = o.id and b.agent_id = ${bill.agentId})
      and not exists (
        select 1 from agent_bill_differences d join agent_bills b on b.id = d.bill_id
        where d.order_id = o.id and d.kind = 'unbilled' and b.agent_id = ${bill.agentId})
    order by o.id`.execute(db);

/** Earlier bills' open `unbilled` differences for orders this bill bills: billed now, they are gone. Answers those bills. */
const billedAtLast = async (db: Db, billId: number, agentId: number): Promise<number[]> => {
  const gone = await sql<{ billId: number }>`
    delete from agent_bill_differences d using agent_bills b
    where b.id = d.bill_id and b.agent_id = ${agentId} and d.bill_id <> ${billId}
      and d.kind = 'unbilled' and d.status = 'open'
      and d.order_id in (select order_id from agent_bill_lines where bill_id = ${billId} and order_id is not null)
    returning d.bill_id as "billId"`.execute(db);
  return [...new Set(gone.rows.map((r) => r.billId))];
};

const settingsFor = async (db: Db, agentId: number) => {
  const s = await db
    .selectFrom('agent_bill_settings')
    .select([
      'weight_tolerance as weightTolerance',
      'amount_tolerance as amountTolerance',
      'unbilled_days as unbilledDays',
    ])
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
  return s ?? DEFAULTS;
};

/** Refused before anything is written: the same file, or the same number, already a bill of the agent (40900). */
async function assertNew(ctx: Ctx, agentId: number, billNo: string, hash: string) {
  const same = await ctx.db
    .selectFrom('agent_bills')
    .select(['bill_no', 'file_hash'])
    .where('agent_id', '=', agentId)
    .where((eb) => eb.or([eb('file_hash', '=', hash), eb(eb.fn('lower', ['bill_no']), '=', billNo.toLowerCase())]))
    .executeTakeFirst();
  if (same?.file_hash === hash) throw fieldConflict(ctx.lang, 'file', m.sameFile, { billNo: same.bill_no });
  if (same) throw fieldConflict(ctx.lang, 'billNo', m.sameBillNo, { billNo: same.bill_no });
}

/** A unique index refusing a bill imported at the same moment: said as the check before would have. */
const concurrentDuplicate = (ctx: Ctx, f: BillImportFields, err: unknown) => {
  const e = err as { code?: string; constraint?: string; detail?: string };
  if (e.code !== '23505') return err;
  const sameFile = (e.constraint ?? e.detail ?? '').includes('file_hash');
  return sameFile
    ? fieldConflict(ctx.lang, 'file', m.sameFile, { billNo: f.billNo })
    : fieldConflict(ctx.lang, 'billNo', m.sameBillNo, { billNo: f.billNo });
};

/**
 * Imports an agent's bill whole or not at all: 40000 with every bad cell or mapping fault; 40900 when the
 * agent has the file or the number already. The mapping is remembered for the agent.
 */
export async function importBill(
  ctx: Ctx,
  timeZone: string,
  f: BillImportFields,
  fileName: string | null,
  file: Buffer,
): Promise<BillDetail> {
  await assertAgent(ctx.db, f.agentId);
  if (f.periodFrom > f.periodTo) throw fieldError(ctx.lang, 'periodTo', m.periodOrder);
  const grid = await readGrid(ctx, file, BILL_MAX_ROWS);
  const mapping = mappingOf(f);
  const faults = mappingFailures(ctx.lang, grid.header, mapping);
  if (faults.length) throw fieldErrors(ctx.lang, faults);
  const { lines, errors } = readLines(ctx.lang, grid, mapping, 1000);
  if (errors.length) throw refuseImport(errors);
  // The lines as read, not the file's bytes: the same bill saved again (Excel stamps the time it saved) is the same file.
  const hash = createHash('sha256').update(JSON.stringify(lines)).digest('hex');
  await assertNew(ctx, f.agentId, f.billNo, hash);
  try {
    const id = await inTransaction(ctx, async (t) => {
      const settings = await settingsFor(t.db, f.agentId);
      const { id } = await t.db
        .insertInto('agent_bills')
        .values({
          agent_id: f.agentId,
          bill_no: f.billNo,
          period_from: f.periodFrom,
          period_to: f.periodTo,
          currency: f.currency,
          file_hash: hash,
          file_name: fileName,
          line_count: lines.length,
          totals: '[]',
          created_by: ctx.user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('agent_bill_settings')
        .values({
          agent_id: f.agentId,
          weight_tolerance: settings.weightTolerance,
          amount_tolerance: settings.amountTolerance,
          unbilled_days: settings.unbilledDays,
          mapping: JSON.stringify(mapping),
          updated_at: new Date(),
        })
        .onConflict((c) => c.column('agent_id').doUpdateSet({ mapping: JSON.stringify(mapping) }))
        .execute();
      await storeMatched(t.db, { id, agentId: f.agentId, currency: f.currency }, lines);
      await lineDifferences(t.db, id, f.agentId, settings);
      const bill = { id, agentId: f.agentId, from: f.periodFrom, to: f.periodTo };
      await unbilledOrders(t.db, bill, settings.unbilledDays, timeZone);
      const earlier = await billedAtLast(t.db, id, f.agentId);
      const totals = await sql<CurrencyAmount>`
        select currency, sum(amount)::text as amount from agent_bill_lines where bill_id = ${id}
        group by currency order by currency`.execute(t.db);
      await t.db
        .updateTable('agent_bills')
        .set({ totals: JSON.stringify(totals.rows) })
        .where('id', '=', id)
        .execute();
      await restate(t.db, [id, ...earlier]);
      const after = (await billDetailOf(t.db, true, id))!;
      await audit(t, 'create', 'agentBill', id, null, {
        ...after,
        mapping,
        ...(earlier.length && { unbilledResolvedOn: earlier }),
      });
      return id;
    });
    return (await billDetailOf(ctx.db, agentsShown(ctx), id))!;
  } catch (err) {
    throw concurrentDuplicate(ctx, f, err);
  }
}

export interface BillListFilter {
  agentId?: number;
  state?: BillState;
  billNo?: string;
}

/** Bills, newest first, a page; and the filtered bills' totals per currency. */
export async function billPage(ctx: Ctx, f: BillListFilter, page: number, size: number) {
  const where = <Q extends ReturnType<typeof billRows>>(q: Q) =>
    q
      .$if(!!f.agentId, (w) => w.where('agent_bills.agent_id', '=', f.agentId!))
      .$if(!!f.state, (w) => w.where('agent_bills.state', '=', f.state!))
      .$if(!!f.billNo, (w) => w.where('agent_bills.bill_no', 'ilike', containing(f.billNo!))) as Q;
  const base = where(billRows(ctx.db, agentsShown(ctx)));
  const [records, count, totals] = await Promise.all([
    base
      .orderBy('agent_bills.created_at', 'desc')
      .orderBy('agent_bills.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    sql<CurrencyAmount>`
      select t.currency, sum(t.amount)::text as amount
      from (${base.clearSelect().select('agent_bills.totals')}) b,
        jsonb_to_recordset(b.totals) as t(currency text, amount numeric)
      group by t.currency order by t.currency`.execute(ctx.db),
  ]);
  return { records: records.map(toBillRow), total: Number(count.n), totals: amountsIn(totals.rows) };
}

export async function billOf(ctx: Ctx, id: number): Promise<BillDetail> {
  const bill = await billDetailOf(ctx.db, agentsShown(ctx), id);
  if (!bill) throw new AppError(Code.NOT_FOUND, m.billNotFound);
  return bill;
}
