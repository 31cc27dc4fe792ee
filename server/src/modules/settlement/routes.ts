import { P, settlement } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/context.ts';
import { fileRoute, route } from '../../http/route.ts';
import { orderView } from '../orders/service.ts';
import {
  chargeOf,
  chargePage,
  chargeTotals,
  chargeView,
  priceAgain,
  priceSelected,
  startBulkPricing,
} from './charges.ts';
import { exportCharges } from './charges-sheet.ts';
import { assertProfitFilter, moneySummary, profitOrders, profitReport } from './profit.ts';
import { exportProfit } from './profit-sheet.ts';
import { createPriceLevel, deletePriceLevel, priceLevels, updatePriceLevel } from './levels.ts';
import { copyRates, createRate, deleteRate, ratesOf, updateRate } from './rates.ts';

/** 运单计费 (the charges page, one order's charge and history, pricing again), 汇率, 利润报表 and the home page's money. */
export default async function settlementRoutes(app: FastifyInstance) {
  const tz = app.config.timeZone;
  const view = async (ctx: Ctx) =>
    chargeView(ctx, tz, (await app.permissionCodes(ctx.db, ctx.user)).includes(P.charge.cost));
  route(app, settlement.chargePage, async ({ ctx, query, body }) =>
    chargePage(ctx, await view(ctx), body, query.page, query.size),
  );
  route(app, settlement.charge, async ({ ctx, params, query }) =>
    chargeOf(ctx, await view(ctx), params.id, query.currentPage, query.pageSize),
  );
  route(app, settlement.price, async ({ ctx, params }) =>
    priceAgain(ctx, await view(ctx), app.pricingBooks, params.id),
  );
  route(app, settlement.priceAll, ({ ctx, body }) => startBulkPricing(ctx, app.jobs, body.scope));
  route(app, settlement.chargeTotals, async ({ ctx, body }) => chargeTotals(ctx, await view(ctx), body));
  fileRoute(app, settlement.chargeExport, async ({ ctx, body }) => exportCharges(ctx, await view(ctx), body));
  route(app, settlement.priceSelected, async ({ ctx, body }) =>
    priceSelected(ctx, await view(ctx), app.pricingBooks, body.ids),
  );

  route(app, settlement.priceLevels, ({ ctx, query }) => priceLevels(ctx, query.customerId));
  route(app, settlement.priceLevelCreate, ({ ctx, body }) => createPriceLevel(ctx, body));
  route(app, settlement.priceLevelUpdate, ({ ctx, params, body }) => updatePriceLevel(ctx, params.id, body));
  route(app, settlement.priceLevelDelete, ({ ctx, params }) => deletePriceLevel(ctx, params.id));
  route(app, settlement.rates, ({ ctx, query }) => ratesOf(ctx.db, query.month));
  route(app, settlement.rateCreate, ({ ctx, body }) => createRate(ctx, body));
  route(app, settlement.rateUpdate, ({ ctx, params, body }) => updateRate(ctx, params.id, body));
  route(app, settlement.rateDelete, ({ ctx, params }) => deleteRate(ctx, params.id));
  route(app, settlement.rateCopy, ({ ctx, body }) => copyRates(ctx, body.month));

  // The report's orders are the order page's: its data scope and agent display, months on the company's clock.
  route(app, settlement.profit, async ({ ctx, query: { groupBy, ...f } }) => {
    const v = await orderView(ctx, tz);
    assertProfitFilter(ctx, v, f, groupBy);
    return profitReport(ctx.db, v, f, groupBy);
  });
  route(app, settlement.profitOrders, async ({ ctx, query: { currentPage, pageSize, ...f } }) => {
    const v = await orderView(ctx, tz);
    assertProfitFilter(ctx, v, f);
    return profitOrders(ctx.db, v, f, currentPage, pageSize);
  });
  fileRoute(app, settlement.profitExport, async ({ ctx, query: { groupBy, ...f } }) => {
    const v = await orderView(ctx, tz);
    assertProfitFilter(ctx, v, f, groupBy);
    return exportProfit(ctx, ctx.db, v, f, groupBy);
  });
  route(app, settlement.moneySummary, async ({ ctx }) => {
    const codes = await app.permissionCodes(ctx.db, ctx.user);
    const withProfit = codes.includes(P.charge.cost) || codes.includes(P.profit.view);
    return moneySummary(ctx.db, await orderView(ctx, tz), withProfit, new Date());
  });
}
