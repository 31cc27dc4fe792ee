import { billImportFields } from '@fwd/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../http/context.ts';
import { importBill } from '../modules/payables/bills.ts';
import { decide, pay } from '../modules/payables/reconcile.ts';
import { dec, fixed, mul, plain } from '../quote-engine/decimal.ts';
import { asAdministrator, entered } from './staff.ts';

/*
 * The demo's 代理账单: one bill of the agent whose channels have the most priced orders, for a month
 * that ended over 30 days ago, as the agent would send it (its own headers, mapped and remembered):
 * most of its orders billed at their expected weight and cost (clean), three a kilo and a half heavier,
 * three 15 % dearer, two numbers we never shipped, two orders billed twice, and three orders left out
 * (with its unpriced ones: not billed after 30 days). One difference accepted, one disputed, a payment
 * made, so 代理账单 is alive on `npm start`. Imported through the service, as staff would. Runs once.
 */

const DEMO_KEY = 'demo_payables';
const HEADER = ['运单追踪号', '客户单号', '计费重量KG', '运费金额', '币别', '发货日期', '备注'];

interface Billed {
  newNumber: string | null;
  originalNumber: string | null;
  weight: string;
  amount: string;
  day: string;
}

async function workbook(lines: Billed[], currency: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('对账单');
  sheet.addRow(HEADER);
  for (const l of lines)
    sheet.addRow([l.newNumber, l.originalNumber, Number(l.weight), Number(l.amount), currency, l.day, null]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const seedDemoPayables = (db: Db, timeZone: string): Promise<boolean> =>
  inTransaction({ db }, (t) => seed(t.db, timeZone));

async function seed(db: Db, timeZone: string): Promise<boolean> {
  const first = await db
    .insertInto('meta')
    .values({ key: DEMO_KEY, value: 'seeded' })
    .onConflict((c) => c.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!first) return false;
  const days = await sql<{ from: string; to: string }>`
    select to_char((now() at time zone ${timeZone})::date - 75, 'YYYY-MM-DD') as "from",
           to_char((now() at time zone ${timeZone})::date - 45, 'YYYY-MM-DD') as "to"`.execute(db);
  const { from, to } = days.rows[0]!;
  const inPeriod = sql<boolean>`o.entry_date >= (${from}::date::timestamp at time zone ${timeZone})
    and o.entry_date < ((${to}::date + 1)::timestamp at time zone ${timeZone})`;
  const agent = await db
    .selectFrom('agents as a')
    .innerJoin('agent_channels as ac', 'ac.agent_id', 'a.id')
    .innerJoin('orders as o', 'o.channel_id', 'ac.channel_id')
    .innerJoin('order_charges as c', 'c.order_id', 'o.id')
    .select(['a.id', 'c.cost_currency as currency'])
    .where('c.cost_total', 'is not', null)
    .where(inPeriod)
    .groupBy(['a.id', 'c.cost_currency'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('a.id')
    .executeTakeFirst();
  if (!agent?.currency) return false;
  const orders = await db
    .selectFrom('orders as o')
    .innerJoin('order_charges as c', 'c.order_id', 'o.id')
    .select([
      'o.new_tracking_number as newNumber',
      'o.original_tracking_number as originalNumber',
      sql<string>`coalesce(c.chargeable_weight, o.weight)`.as('weight'),
      'c.cost_total as cost',
      sql<string>`to_char(o.entry_date at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
    ])
    .where('o.channel_id', 'in', db.selectFrom('agent_channels').select('channel_id').where('agent_id', '=', agent.id))
    .where('c.cost_currency', '=', agent.currency)
    .where('c.cost_total', 'is not', null)
    .where((eb) =>
      eb.or([eb('o.new_tracking_number', 'is not', null), eb('o.original_tracking_number', 'is not', null)]),
    )
    .where(inPeriod)
    .orderBy('o.entry_date')
    .orderBy('o.id')
    .limit(200)
    .execute();
  if (orders.length < 15) return false;
  // The last three are left out: not billed after 30 days.
  const lines: Billed[] = orders.slice(0, -3).map((o, i) => ({
    newNumber: o.newNumber,
    originalNumber: o.originalNumber,
    weight: i < 3 ? plain(dec(o.weight) + dec('1.5')) : o.weight,
    amount: i >= 3 && i < 6 ? fixed(mul(dec(o.cost!), dec('1.15')), 2) : o.cost!,
    day: o.day,
  }));
  lines.push(
    { newNumber: 'DEMO-NOSUCH-001', originalNumber: null, weight: '1.2', amount: '35.00', day: to },
    { newNumber: 'DEMO-NOSUCH-002', originalNumber: null, weight: '0.8', amount: '28.00', day: to },
    { ...lines[8]! },
    { ...lines[9]! },
  );
  const ctx = await asAdministrator(db);
  const fields = billImportFields.parse({
    agentId: String(agent.id),
    billNo: `DEMO-${from.slice(0, 7)}`,
    periodFrom: from,
    periodTo: to,
    currency: agent.currency,
    newNumberColumn: HEADER[0],
    originalNumberColumn: HEADER[1],
    weightColumn: HEADER[2],
    amountColumn: HEADER[3],
    currencyColumn: HEADER[4],
    billedOnColumn: HEADER[5],
    remarkColumn: HEADER[6],
  });
  const bill = await entered('agent bill', async () =>
    importBill(ctx, timeZone, fields, '代理对账单.xlsx', await workbook(lines, agent.currency!)),
  );
  const [weight, amount] = await Promise.all(
    (['weight', 'amount'] as const).map((kind) =>
      db
        .selectFrom('agent_bill_differences')
        .select(['id', 'version'])
        .where('bill_id', '=', bill.id)
        .where('kind', '=', kind)
        .orderBy('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  await entered('accepted difference', () =>
    decide(ctx, weight!.id, { status: 'accepted', note: '代理提供了复称记录', version: weight!.version }),
  );
  await entered('disputed difference', () =>
    decide(ctx, amount!.id, { status: 'disputed', note: '报价单约定的价格更低，已邮件代理', version: amount!.version }),
  );
  await entered('payment to agent', () =>
    pay(ctx, { agentId: agent.id, amount: '1000.00', currency: agent.currency!, paidOn: to, reference: 'DEMO-TT-001' }),
  );
  return true;
}
