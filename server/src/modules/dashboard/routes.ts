import { dashboard, P } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { dashboardFigures } from './service.ts';

/** 首页: its figures, each section as the caller's permissions allow. */
export default async function dashboardRoutes(app: FastifyInstance) {
  route(app, dashboard.figures, async ({ ctx }) =>
    dashboardFigures(ctx, app.config.timeZone, (await app.permissionCodes(ctx.db, ctx.user)).includes(P.order.view)),
  );
}
