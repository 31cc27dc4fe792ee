import { Readable } from 'node:stream';
import type { StatementDetail } from '@fwd/contract';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../http/context.ts';
import type { FileAnswer } from '../../http/route.ts';
import { addSheet, cellOf, headerCell, styleOf, type Column, type SheetCtx, type Values } from '../../excel/sheet.ts';
import { dayIn } from '../../i18n/days.ts';
import { translate } from '../../i18n/index.ts';
import { statementSheet as x } from './messages.ts';
import { visibleCustomer } from './queries.ts';
import { statementDetail } from './service.ts';

/*
 * A statement as the customer receives it, in the customer's language: its
 * ledger (orders, adjustments, payments received in the period, amounts as
 * numbers that sum from the opening to the closing balance, days as dates on
 * the company's clock) and its summary per currency; the company's name and
 * the statement's number head every printed page.
 */

const ledger: Column[] = [
  { key: 'kind', label: x.kind, width: 10 },
  { key: 'date', label: x.date, kind: 'date', width: 22 },
  { key: 'reference', label: x.reference, width: 22 },
  { key: 'country', label: x.country, width: 8 },
  { key: 'channel', label: x.channel, width: 12 },
  { key: 'weight', label: x.weight, kind: 'kg', width: 12 },
  { key: 'description', label: x.description, width: 36 },
  { key: 'currency', label: x.currency, width: 8 },
  { key: 'amount', label: x.amount, kind: 'money', width: 14 },
];

const summary: Column[] = [
  { key: 'company', label: x.company, width: 24 },
  { key: 'customer', label: x.customer, width: 16 },
  { key: 'number', label: x.number, width: 18 },
  { key: 'periodFrom', label: x.periodFrom, kind: 'date', width: 22 },
  { key: 'periodTo', label: x.periodTo, kind: 'date', width: 22 },
  { key: 'currency', label: x.currency, width: 8 },
  { key: 'opening', label: x.opening, kind: 'money', width: 14 },
  { key: 'charges', label: x.charges, kind: 'money', width: 14 },
  { key: 'adjustments', label: x.adjustments, kind: 'money', width: 14 },
  { key: 'payments', label: x.payments, kind: 'money', width: 14 },
  { key: 'closing', label: x.closing, kind: 'money', width: 14 },
  { key: 'due', label: x.due, kind: 'money', width: 14 },
];

/** A worksheet of these columns and rows, its header frozen and filtering. */
function fill(book: ExcelJS.Workbook, ctx: SheetCtx, name: string, columns: Column[], rows: Values[]) {
  const ws = addSheet(book, name.slice(0, 31), columns.length);
  ws.columns = columns.map((c) => ({ key: c.key, width: c.width ?? 16, style: styleOf(c.kind) }));
  ws.addRow(columns.map((c) => headerCell(ctx, c)));
  for (const values of rows) ws.addRow(columns.map((c) => cellOf(ctx, c.kind, values[c.key])));
  return ws;
}

/** Excel's header and footer codes start with '&': a name's own is doubled. */
const literal = (text: string) => text.replaceAll('&', '&&');

export async function exportStatement(
  ctx: Ctx,
  id: number,
  timeZone: string,
  companyName: string,
): Promise<FileAnswer> {
  const d: StatementDetail = await statementDetail(ctx, id, timeZone);
  const s = d.statement;
  const customer = await visibleCustomer(ctx, s.customerId);
  const sheetCtx: SheetCtx = { lang: customer.language, log: ctx.log, timeZone };
  const t = (msg: (typeof x)[keyof typeof x]) => translate(customer.language, msg);
  const book = new ExcelJS.Workbook();
  const rows: Values[] = [
    ...d.orders.map((o) => ({
      kind: t(x.order),
      date: dayIn(timeZone, new Date(o.entryDate)),
      reference: o.numbers,
      country: o.countryCode,
      channel: o.channelCode,
      weight: o.chargeableWeight,
      description: o.lines.map((l) => `${l.name} ${l.amount}`).join(', '),
      currency: o.currency,
      amount: o.total,
    })),
    ...d.adjustments.map((a) => ({
      kind: t(x.adjustment),
      date: dayIn(timeZone, new Date(a.at)),
      reference: a.numbers,
      description: a.reason ?? t(x.repriced),
      currency: a.currency,
      amount: a.amount,
    })),
    ...d.payments
      .filter((p) => p.paidOn >= s.periodFrom && p.paidOn <= s.periodTo)
      .map((p) => ({
        kind: t(x.payment),
        date: p.paidOn,
        reference: p.reference,
        description: p.note,
        currency: p.currency,
        // A payment lowers the balance: the ledger's amounts sum from the opening to the closing balance.
        amount: `-${p.amount}`,
      })),
  ];
  const ws = fill(book, sheetCtx, `${t(x.sheet)} ${s.number}`, ledger, rows);
  ws.headerFooter.oddHeader = `&L${literal(companyName)}&C${literal(`${t(x.sheet)} ${s.number}`)}&R${literal(s.shortName)}`;
  const base = {
    company: companyName,
    customer: s.shortName,
    number: s.number,
    periodFrom: s.periodFrom,
    periodTo: s.periodTo,
  };
  fill(
    book,
    sheetCtx,
    t(x.summary),
    summary,
    s.totals.length ? s.totals.map((total) => ({ ...base, ...total })) : [base],
  );
  return {
    filename: `${s.number}.xlsx`,
    stream: Readable.from(Buffer.from(await book.xlsx.writeBuffer())),
  };
}
