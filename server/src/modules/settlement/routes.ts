import { P, settlement } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { chargeOf, chargePage, chargeView, priceAgain, startBulkPricing } from './charges.ts';

/** 运单计费: the charges page, one order's charge and history, pricing one again, pricing all as a job. */
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
}
