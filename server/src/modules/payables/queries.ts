import type {
  BillDetail,
  BillRow,
  CurrencyAmount,
  DifferenceKind,
  DifferenceRow,
  DifferenceStatus,
} from '@fwd/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import { decimalText } from '../../db/columns.ts';
import type { DB } from '../../db/schema.ts';
import type { Db } from '../../http/context.ts';
import { minorUnitOf, dec, fixed } from '../../quote-engine/decimal.ts';
import { agentIdentity } from '../agents/queries.ts';
import { whereVisible, type DataScope } from '../roles/scope.ts';

/*
 * 代理账单's reads. A bill is the agent's document and the company's debt: whoever
 * holds bill:view sees it whole (its lines, totals and differences), or the
 * totals would not be the agent's. The orders it names are the orders area's
 * records: a line shows its order's waybill number only when the caller's data
 * scope reaches the order (`whereVisible` on the owner, as the order page does).
 */

/** Money as the currency writes it (scale 2, JPY 0), signed: a bill may hold credits. */
export function moneyText(amount: string | null, currency: string | null): string | null {
  if (amount === null || currency === null) return null;
  const negative = amount.startsWith('-');
  const text = fixed(dec(negative ? amount.slice(1) : amount), minorUnitOf(currency));
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}
export const amountsIn = (totals: CurrencyAmount[]): CurrencyAmount[] =>
  totals.map((t) => ({ currency: t.currency, amount: moneyText(t.amount, t.currency)! }));

const counted = (status: DifferenceStatus) =>
  sql<number>`(select count(*) from agent_bill_differences d where d.bill_id = agent_bills.id and d.status = ${status})`;

export const billRows = (db: Db, shown: boolean) =>
  db
    .selectFrom('agent_bills')
    .innerJoin('agents', 'agents.id', 'agent_bills.agent_id')
    .innerJoin('users', 'users.id', 'agent_bills.created_by')
    .select((eb) => [
      'agent_bills.id',
      'agent_bills.agent_id as agentId',
      ...agentIdentity(eb as unknown as ExpressionBuilder<DB, 'agents'>, shown),
      'agent_bills.bill_no as billNo',
      'agent_bills.period_from as periodFrom',
      'agent_bills.period_to as periodTo',
      'agent_bills.currency',
      'agent_bills.state',
      'agent_bills.file_name as fileName',
      'agent_bills.line_count as lineCount',
      'agent_bills.totals',
      counted('open').as('open'),
      counted('accepted').as('accepted'),
      counted('disputed').as('disputed'),
      'users.name as createdBy',
      'agent_bills.created_at as createdAt',
      'agent_bills.version',
    ]);

type RawBill = Awaited<ReturnType<ReturnType<typeof billRows>['execute']>>[number];
export const toBillRow = (r: RawBill): BillRow => ({
  ...r,
  totals: amountsIn(r.totals),
  open: Number(r.open),
  accepted: Number(r.accepted),
  disputed: Number(r.disputed),
  createdAt: r.createdAt.toISOString(),
});

/** One bill with its differences counted by kind and status, and its clean lines; undefined when there is none. */
export async function billDetailOf(db: Db, shown: boolean, id: number): Promise<BillDetail | undefined> {
  const bill = await billRows(db, shown).where('agent_bills.id', '=', id).executeTakeFirst();
  if (!bill) return undefined;
  const [kinds, clean] = await Promise.all([
    db
      .selectFrom('agent_bill_differences')
      .select([
        'kind',
        sql<number>`count(*) filter (where status = 'open')`.as('open'),
        sql<number>`count(*) filter (where status = 'accepted')`.as('accepted'),
        sql<number>`count(*) filter (where status = 'disputed')`.as('disputed'),
      ])
      .where('bill_id', '=', id)
      .groupBy('kind')
      .execute(),
    db
      .selectFrom('agent_bill_lines as l')
      .select(sql<number>`count(*)`.as('n'))
      .where('l.bill_id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('agent_bill_differences as d').select('d.id').whereRef('d.line_id', '=', 'l.id'))),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...toBillRow(bill),
    clean: Number(clean.n),
    kinds: kinds.map((k) => ({
      kind: k.kind,
      open: Number(k.open),
      accepted: Number(k.accepted),
      disputed: Number(k.disputed),
    })),
  };
}

export interface DifferenceFilter {
  kind?: DifferenceKind;
  status?: DifferenceStatus;
}

/** Differences with their lines, the order's numbers when in scope, and the order's expected cost. */
export function differenceRows(db: Db, scope: DataScope) {
  const visible = whereVisible(
    db.selectFrom('orders').select(['id', 'numbers', 'new_tracking_number', 'original_tracking_number']),
    'owner_user_id',
    scope,
  );
  return db
    .selectFrom('agent_bill_differences as d')
    .leftJoin('agent_bill_lines as l', 'l.id', 'd.line_id')
    .leftJoin(visible.as('o'), 'o.id', 'd.order_id')
    .leftJoin('order_charges as oc', (j) => j.onRef('oc.order_id', '=', 'd.order_id').on('d.line_id', 'is', null))
    .leftJoin('users as u', 'u.id', 'd.decided_by')
    .select([
      'd.id',
      'd.bill_id as billId',
      'd.kind',
      'd.status',
      'd.note',
      'u.name as decidedBy',
      'd.decided_at as decidedAt',
      'd.version',
      'l.row_no as row',
      sql<string | null>`coalesce(l.new_number, o.new_tracking_number)`.as('newNumber'),
      sql<string | null>`coalesce(l.original_number, o.original_tracking_number)`.as('originalNumber'),
      'l.weight',
      'l.amount',
      'l.currency',
      'l.billed_on as billedOn',
      'l.remark',
      'o.id as orderId',
      'o.numbers as orderNumbers',
      sql<string | null>`coalesce(l.expected_weight, oc.chargeable_weight)`.as('expectedWeight'),
      sql<string | null>`coalesce(l.expected_amount, oc.cost_total)`.as('expectedAmount'),
      sql<string | null>`coalesce(l.expected_currency, oc.cost_currency)`.as('expectedCurrency'),
    ]);
}

type RawDifference = Awaited<ReturnType<ReturnType<typeof differenceRows>['execute']>>[number];
export const toDifferenceRow = ({ billId: _, ...r }: RawDifference): DifferenceRow => ({
  ...r,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  weight: decimalText(r.weight),
  amount: moneyText(r.amount, r.currency),
  expectedWeight: decimalText(r.expectedWeight),
  expectedAmount: moneyText(r.expectedAmount, r.expectedCurrency),
});

export const filtered = <Q extends ReturnType<typeof differenceRows>>(q: Q, billId: number, f: DifferenceFilter) =>
  q
    .where('d.bill_id', '=', billId)
    .$if(!!f.kind, (w) => w.where('d.kind', '=', f.kind!))
    .$if(!!f.status, (w) => w.where('d.status', '=', f.status!)) as Q;

/** A bill's state from its differences: any open → imported; else any disputed → disputed; else reconciled. */
export async function restate(db: Db, billIds: number[]): Promise<void> {
  if (!billIds.length) return;
  await sql`
    update agent_bills b set state = s.state, version = b.version + 1, updated_at = now()
    from (
      select b2.id, case
        when exists (select 1 from agent_bill_differences d where d.bill_id = b2.id and d.status = 'open') then 'imported'
        when exists (select 1 from agent_bill_differences d where d.bill_id = b2.id and d.status = 'disputed') then 'disputed'
        else 'reconciled' end as state
      from agent_bills b2 where b2.id = any(${billIds}::integer[])
    ) s
    where b.id = s.id and b.state <> s.state`.execute(db);
}
