import type { ChargeFilterValues } from '@fwd/contract';
import { EXPORT_BATCH, writeSheet, type Column, type Sheet } from '../../excel/sheet.ts';
import type { Ctx } from '../../http/context.ts';
import type { FileAnswer } from '../../http/route.ts';
import { translate } from '../../i18n/index.ts';
import { chargeBatches, type ChargeView } from './charges.ts';
import { chargeColumns as c } from './messages.ts';

/* 运单计费 in Excel: the filtered list as the page shows it, money and weights in number cells; cost and profit only for who sees them. */

const columns: Column[] = [
  { key: 'numbers', label: c.numbers, width: 20 },
  { key: 'shortName', label: c.customer },
  { key: 'ownerName', label: c.owner },
  { key: 'channelCode', label: c.channel },
  { key: 'countryName', label: c.country },
  { key: 'consigneePostcode', label: c.postcode, width: 10 },
  { key: 'weight', label: c.weight, kind: 'kg', width: 10 },
  { key: 'pieces', label: c.pieces, kind: 'integer', width: 8 },
  { key: 'chargeableWeight', label: c.chargeable, kind: 'kg', width: 12 },
  { key: 'state', label: c.state, width: 10 },
  { key: 'currency', label: c.currency, width: 8 },
  { key: 'total', label: c.sale, kind: 'money' },
];
const costColumns: Column[] = [
  { key: 'costCurrency', label: c.costCurrency, width: 8 },
  { key: 'costTotal', label: c.cost, kind: 'money' },
  { key: 'profit', label: c.profit, kind: 'money' },
];
const entered: Column = { key: 'entryDate', label: c.entryDate, kind: 'dateTime', width: 20 };

export async function exportCharges(ctx: Ctx, view: ChargeView, f: ChargeFilterValues): Promise<FileAnswer> {
  const sheet: Sheet = { name: c.sheet, columns: [...columns, ...(view.cost ? costColumns : []), entered] };
  const batches = chargeBatches(ctx, view, f, EXPORT_BATCH);
  return writeSheet(
    { ...ctx, timeZone: view.timeZone },
    sheet,
    (async function* () {
      for await (const rows of batches)
        yield rows.map((r) => ({
          ...r,
          state: translate(ctx.lang, c[r.state]),
          costCurrency: r.cost?.currency ?? null,
          costTotal: r.cost?.total ?? null,
        }));
    })(),
  );
}
