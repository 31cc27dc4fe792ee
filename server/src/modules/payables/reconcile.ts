import {
  Code,
  type AgentOption,
  type BillDetail,
  type BillSettings,
  type BillSettingsFields,
  type DifferenceRow,
  type PayableRow,
  type paymentBody,
} from '@fwd/contract';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { decimalText } from '../../db/columns.ts';
import { byId, writeSheet, type Sheet } from '../../excel/sheet.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { FileAnswer } from '../../http/route.ts';
import { assertUpdated, fieldConflict, fieldError } from '../../http/rules.ts';
import { translate } from '../../i18n/index.ts';
import { agentMessages } from '../agents/messages.ts';
import { agentIdentity, agentOptions } from '../agents/queries.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { agentsShown, scopeOf } from '../roles/scope.ts';
import { DEFAULTS, billOf } from './bills.ts';
import { billFieldLabels, differenceColumns as c, differenceWords, payablesMessages as m } from './messages.ts';
import { differenceRows, filtered, moneyText, restate, toDifferenceRow, type DifferenceFilter } from './queries.ts';

/*
 * Reconciling a bill: each difference accepted (the billed cost stands) or
 * disputed with a note; what is owed to each agent; its tolerances.
 */

async function assertBill(db: Db, id: number) {
  const bill = await db.selectFrom('agent_bills').select('id').where('id', '=', id).executeTakeFirst();
  if (!bill) throw new AppError(Code.NOT_FOUND, m.billNotFound);
}

export async function differencePage(ctx: Ctx, billId: number, f: DifferenceFilter, page: number, size: number) {
  await assertBill(ctx.db, billId);
  const q = filtered(differenceRows(ctx.db, await scopeOf(ctx)), billId, f);
  const [records, count] = await Promise.all([
    q
      .orderBy(sql`l.row_no nulls last`)
      .orderBy('d.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records: records.map(toDifferenceRow), total: Number(count.n) };
}

const differenceSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'kind', label: c.kind },
    { key: 'status', label: c.status },
    { key: 'note', label: c.note, width: 32 },
    { key: 'row', label: c.row, kind: 'integer', width: 8 },
    { key: 'newNumber', label: billFieldLabels.newNumber, width: 22 },
    { key: 'originalNumber', label: billFieldLabels.originalNumber, width: 22 },
    { key: 'orderNumbers', label: c.orderNumbers, width: 22 },
    { key: 'weight', label: billFieldLabels.weight, kind: 'kg' },
    { key: 'expectedWeight', label: c.expectedWeight, kind: 'kg' },
    { key: 'amount', label: billFieldLabels.amount, kind: 'money' },
    { key: 'currency', label: billFieldLabels.currency, width: 8 },
    { key: 'expectedAmount', label: c.expectedAmount, kind: 'money' },
    { key: 'expectedCurrency', label: c.expectedCurrency, width: 8 },
    { key: 'billedOn', label: billFieldLabels.billedOn, kind: 'date' },
    { key: 'remark', label: billFieldLabels.remark, width: 24 },
  ],
};

/** The differences (of a kind, a status) as .xlsx, read in batches; kinds and statuses in the caller's words. */
export async function exportDifferences(
  ctx: Ctx,
  timeZone: string,
  billId: number,
  f: DifferenceFilter,
): Promise<FileAnswer> {
  await assertBill(ctx.db, billId);
  const rows = filtered(differenceRows(ctx.db, await scopeOf(ctx)), billId, f);
  const batches = byId<DifferenceRow>(async (after, limit) =>
    (await rows.where('d.id', '>', after).orderBy('d.id').limit(limit).execute()).map(toDifferenceRow),
  );
  async function* words() {
    for await (const batch of batches)
      yield batch.map((r) => ({
        ...r,
        kind: translate(ctx.lang, differenceWords[r.kind]),
        status: translate(ctx.lang, differenceWords[r.status]),
      }));
  }
  return writeSheet({ ...ctx, timeZone }, differenceSheet, words());
}

const differenceById = async (db: Db, ctx: Ctx, id: number) => {
  const r = await differenceRows(db, await scopeOf(ctx))
    .where('d.id', '=', id)
    .executeTakeFirst();
  return r && { ...toDifferenceRow(r), billId: r.billId };
};

/** Accept or dispute one difference (a dispute says why); the bill's state follows. */
export async function decide(
  ctx: Ctx,
  id: number,
  body: { status: 'accepted' | 'disputed'; note: string | null; version: number },
): Promise<DifferenceRow> {
  if (body.status === 'disputed' && !body.note) throw fieldError(ctx.lang, 'note', m.noteRequired);
  const before = await differenceById(ctx.db, ctx, id);
  if (!before) throw new AppError(Code.NOT_FOUND, m.differenceNotFound);
  const { billId: _, ...answer } = await updateVersioned(ctx, {
    table: 'agent_bill_differences',
    id,
    version: body.version,
    set: { status: body.status, note: body.note, decided_by: ctx.user.id, decided_at: new Date() },
    read: (db) => differenceById(db, ctx, id),
    notFound: m.differenceNotFound,
    alsoWrite: (db) => restate(db, [before.billId]),
    audit: { entity: 'agentBillDifference', before },
  });
  return answer;
}

/** Accept open differences of a bill at once: those named (all must be open and the bill's), or every open one (of a kind). */
export async function acceptAll(
  ctx: Ctx,
  billId: number,
  body: { ids?: number[]; kind?: DifferenceRow['kind']; note: string | null },
): Promise<BillDetail> {
  await assertBill(ctx.db, billId);
  await inTransaction(ctx, async (t) => {
    const accepted = await t.db
      .updateTable('agent_bill_differences')
      .set((eb) => ({
        status: 'accepted',
        note: body.note,
        decided_by: ctx.user.id,
        decided_at: new Date(),
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('bill_id', '=', billId)
      .where('status', '=', 'open')
      .$if(!!body.ids, (q) => q.where('id', 'in', body.ids!))
      .$if(!!body.kind, (q) => q.where('kind', '=', body.kind!))
      .returning('id')
      .execute();
    // Named ones already decided, of another bill or kind: nothing is accepted (someone else decided first).
    if (body.ids && accepted.length !== new Set(body.ids).size) throw fieldConflict(ctx.lang, 'ids', m.notInBill);
    await restate(t.db, [billId]);
    await audit(
      t,
      'update',
      'agentBill',
      billId,
      { open: accepted.map((a) => a.id) },
      {
        accepted: accepted.map((a) => a.id),
        note: body.note,
      },
    );
  });
  return billOf(ctx, billId);
}

const settingsRow = (db: Db, agentId: number) =>
  db
    .selectFrom('agent_bill_settings')
    .select([
      'agent_id as agentId',
      'weight_tolerance as weightTolerance',
      'amount_tolerance as amountTolerance',
      'unbilled_days as unbilledDays',
      'mapping',
      'version',
    ])
    .where('agent_id', '=', agentId)
    .executeTakeFirst();

async function currentSettings(db: Db, agentId: number): Promise<BillSettings | undefined> {
  const agent = await db.selectFrom('agents').select('id').where('id', '=', agentId).executeTakeFirst();
  if (!agent) return undefined;
  const s = await settingsRow(db, agentId);
  return s
    ? { ...s, weightTolerance: decimalText(s.weightTolerance), amountTolerance: decimalText(s.amountTolerance) }
    : { agentId, ...DEFAULTS, mapping: null, version: 0 };
}

export async function settingsOf(ctx: Ctx, agentId: number): Promise<BillSettings> {
  const s = await currentSettings(ctx.db, agentId);
  if (!s) throw new AppError(Code.NOT_FOUND, m.agentNotFound);
  return s;
}

/** Saves an agent's tolerances: version 0 while it keeps the defaults (the first save inserts), the row's otherwise. */
export function saveSettings(
  ctx: Ctx,
  agentId: number,
  { version, ...f }: BillSettingsFields & { version: number },
): Promise<BillSettings> {
  return inTransaction(ctx, async (t) => {
    const before = await currentSettings(t.db, agentId);
    if (!before) throw new AppError(Code.NOT_FOUND, m.agentNotFound);
    const values = {
      weight_tolerance: f.weightTolerance,
      amount_tolerance: f.amountTolerance,
      unbilled_days: f.unbilledDays,
      updated_at: new Date(),
    };
    const changed =
      version === 0
        ? ((
            await t.db
              .insertInto('agent_bill_settings')
              .values({ agent_id: agentId, ...values })
              .onConflict((oc) => oc.column('agent_id').doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows ?? 0n)
        : (
            await t.db
              .updateTable('agent_bill_settings')
              .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
              .where('agent_id', '=', agentId)
              .where('version', '=', version)
              .executeTakeFirst()
          ).numUpdatedRows;
    await assertUpdated({ numUpdatedRows: changed }, () => currentSettings(t.db, agentId), m.agentNotFound);
    const after = (await currentSettings(t.db, agentId))!;
    await audit(t, 'update', 'agentBillSettings', agentId, before, after);
    return after;
  });
}

/**
 * What is owed to each agent, per currency: a line's amount is accepted when it has no difference left
 * open or disputed, disputed when any of its differences is, open otherwise; payments are taken off the
 * accepted amounts.
 */
export async function payables(ctx: Ctx, agentId: number | undefined): Promise<PayableRow[]> {
  const rows = await ctx.db
    .with('lines', (db) =>
      db
        .selectFrom('agent_bill_lines as l')
        .innerJoin('agent_bills as b', 'b.id', 'l.bill_id')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('agent_bill_differences')
              .select([
                'line_id',
                sql<boolean>`bool_or(status = 'open')`.as('open'),
                sql<boolean>`bool_or(status = 'disputed')`.as('disputed'),
              ])
              .where('line_id', 'is not', null)
              .groupBy('line_id')
              .as('d'),
          (j) => j.onRef('d.line_id', '=', 'l.id'),
        )
        .$if(!!agentId, (q) => q.where('b.agent_id', '=', agentId!))
        .select([
          'b.agent_id',
          'l.currency',
          sql<string>`coalesce(sum(l.amount) filter (where d.line_id is null or not (d.open or d.disputed)), 0)`.as(
            'accepted',
          ),
          sql<string>`coalesce(sum(l.amount) filter (where d.disputed), 0)`.as('disputed'),
          sql<string>`coalesce(sum(l.amount) filter (where d.open and not d.disputed), 0)`.as('open'),
          sql<number>`count(distinct b.id)`.as('bills'),
        ])
        .groupBy(['b.agent_id', 'l.currency']),
    )
    .with('paid', (db) =>
      db
        .selectFrom('agent_payments')
        .$if(!!agentId, (q) => q.where('agent_id', '=', agentId!))
        .select(['agent_id', 'currency', sql<string>`sum(amount)`.as('paid')])
        .groupBy(['agent_id', 'currency']),
    )
    .selectFrom('lines')
    .fullJoin('paid', (j) =>
      j.onRef('paid.agent_id', '=', 'lines.agent_id').onRef('paid.currency', '=', 'lines.currency'),
    )
    .innerJoin('agents', (j) => j.on(sql<SqlBool>`agents.id = coalesce(lines.agent_id, paid.agent_id)`))
    .select((eb) => [
      'agents.id as agentId',
      ...agentIdentity(eb as never, agentsShown(ctx)),
      sql<string>`coalesce(lines.currency, paid.currency)`.as('currency'),
      sql<string>`coalesce(lines.accepted, 0)`.as('accepted'),
      sql<string>`coalesce(lines.disputed, 0)`.as('disputed'),
      sql<string>`coalesce(lines.open, 0)`.as('open'),
      sql<string>`coalesce(paid.paid, 0)`.as('paid'),
      sql<string>`coalesce(lines.accepted, 0) - coalesce(paid.paid, 0)`.as('balance'),
      sql<number>`coalesce(lines.bills, 0)`.as('bills'),
    ])
    .orderBy('agents.id')
    .orderBy(sql`2`)
    .execute();
  return rows.map((r) => ({
    agentId: r.agentId,
    agentName: r.agentName as string,
    agentCode: r.agentCode as string,
    currency: r.currency,
    accepted: moneyText(r.accepted, r.currency)!,
    disputed: moneyText(r.disputed, r.currency)!,
    open: moneyText(r.open, r.currency)!,
    paid: moneyText(r.paid, r.currency)!,
    balance: moneyText(r.balance, r.currency)!,
    bills: Number(r.bills),
  }));
}

/** Records a payment to an agent. */
export async function pay(ctx: Ctx, body: z.output<typeof paymentBody>) {
  return inTransaction(ctx, async (t) => {
    const agent = await t.db.selectFrom('agents').select('id').where('id', '=', body.agentId).executeTakeFirst();
    if (!agent) throw fieldError(ctx.lang, 'agentId', m.agentNotFound);
    const row = await t.db
      .insertInto('agent_payments')
      .values({
        agent_id: body.agentId,
        amount: body.amount,
        currency: body.currency,
        paid_on: body.paidOn,
        reference: body.reference,
        created_by: ctx.user.id,
      })
      .returning(['id', 'agent_id as agentId', 'amount', 'currency', 'paid_on as paidOn', 'reference'])
      .executeTakeFirstOrThrow();
    const answer = { ...row, amount: moneyText(row.amount, row.currency)! };
    await audit(t, 'create', 'agentPayment', row.id, null, answer);
    return answer;
  });
}

/** Agents to pick from, masked as the caller's role shows them. */
export const pickAgents = (ctx: Ctx, keyword: string | undefined): Promise<AgentOption[]> => {
  if (keyword && !agentsShown(ctx)) throw new AppError(Code.FORBIDDEN, agentMessages.hiddenFilter);
  return agentOptions(ctx.db, agentsShown(ctx), keyword);
};
