import type { ProfitFilterValues, ProfitGroup, ProfitReport } from '@fwd/contract';
import { EXPORT_BATCH, writeSheet, type Sheet, type Values } from '../../excel/sheet.ts';
import type { Ctx, Db } from '../../http/context.ts';
import type { FileAnswer } from '../../http/route.ts';
import { translate } from '../../i18n/index.ts';
import { profitColumns as c } from './messages.ts';
import { profitOrderBatches, profitReport, type ProfitView } from './profit.ts';

/*
 * The profit report in Excel: money in number cells (CNY and each original
 * currency), the groups then the total, then a row for each missing rate, said
 * as the screen says it (the figures needing it stay blank); or every order.
 */

const figures = [
  { key: 'orders', label: c.orders, kind: 'integer' as const, width: 10 },
  { key: 'costed', label: c.costed, kind: 'integer' as const, width: 12 },
  { key: 'sale', label: c.sale, kind: 'money' as const },
  { key: 'cost', label: c.cost, kind: 'money' as const },
  { key: 'profit', label: c.profit, kind: 'money' as const },
  { key: 'sales', label: c.sales, width: 28 },
  { key: 'costs', label: c.costs, width: 28 },
];

const groupSheet = (groupBy: ProfitGroup): Sheet => ({
  name: c.sheet,
  columns: [{ key: 'label', label: c[groupBy], width: 24 }, ...figures],
});

const orderSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'numbers', label: c.numbers, width: 20 },
    { key: 'entryDate', label: c.entryDate, kind: 'dateTime', width: 20 },
    { key: 'month', label: c.month, width: 10 },
    { key: 'shortName', label: c.customer },
    { key: 'channelCode', label: c.channel },
    { key: 'agentName', label: c.agent },
    { key: 'ownerName', label: c.owner },
    { key: 'saleCurrency', label: c.saleCurrency, width: 8 },
    { key: 'saleAmount', label: c.saleAmount, kind: 'money' },
    { key: 'saleRate', label: c.saleRate, kind: 'money' },
    { key: 'costCurrency', label: c.costCurrency, width: 8 },
    { key: 'costAmount', label: c.costAmount, kind: 'money' },
    { key: 'costRate', label: c.costRate, kind: 'money' },
    { key: 'saleCny', label: c.sale, kind: 'money' },
    { key: 'costCny', label: c.cost, kind: 'money' },
    { key: 'profit', label: c.profit, kind: 'money' },
  ],
};

const inCurrencies = (amounts: { currency: string; amount: string }[]) =>
  amounts.map((a) => `${a.currency} ${a.amount}`).join(', ');

function groupValues(ctx: Ctx, report: ProfitReport): Values[] {
  const row = (label: string, g: ProfitReport['totals']) => ({
    ...g,
    label,
    sales: inCurrencies(g.sales),
    costs: inCurrencies(g.costs),
  });
  return [
    ...report.groups.map((g) => row(g.label ?? translate(ctx.lang, c.none), g)),
    row(translate(ctx.lang, c.total), report.totals),
    ...report.missingRates.map((x) => ({ label: translate(ctx.lang, c.missingRate, x) })),
  ];
}

export async function exportProfit(
  ctx: Ctx,
  db: Db,
  view: ProfitView,
  f: ProfitFilterValues,
  groupBy: ProfitGroup | 'order',
): Promise<FileAnswer> {
  const sheetCtx = { ...ctx, timeZone: view.timeZone };
  if (groupBy !== 'order') {
    const report = await profitReport(db, view, f, groupBy);
    return writeSheet(
      sheetCtx,
      groupSheet(groupBy),
      (async function* () {
        yield groupValues(ctx, report);
      })(),
    );
  }
  return writeSheet(
    sheetCtx,
    orderSheet,
    (async function* () {
      for await (const rows of profitOrderBatches(db, view, f, EXPORT_BATCH))
        yield rows.map((r) => ({
          ...r,
          saleCurrency: r.sale.currency,
          saleAmount: r.sale.amount,
          costCurrency: r.cost?.currency ?? null,
          costAmount: r.cost?.amount ?? null,
        }));
    })(),
  );
}
