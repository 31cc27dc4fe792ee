import { logistics } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { createCarrier, deleteCarrier, listCarriers, updateCarrier } from './carriers.ts';
import { logisticsSettings, saveLogisticsSettings } from './settings.ts';
import { syncOrders } from './sync.ts';

/** 同步与追踪: settings (with tracking's) and carriers, and the upstream order sync asked for a window. */
export default async function logisticsRoutes(app: FastifyInstance) {
  route(app, logistics.settings, ({ ctx }) => logisticsSettings(ctx.db));
  route(app, logistics.saveSettings, ({ ctx, body }) => saveLogisticsSettings(ctx, body));
  route(app, logistics.carriers, ({ ctx }) => listCarriers(ctx.db));
  route(app, logistics.createCarrier, ({ ctx, body }) => createCarrier(ctx, body));
  route(app, logistics.updateCarrier, ({ ctx, params, body }) => updateCarrier(ctx, params.id, body));
  route(app, logistics.removeCarrier, ({ ctx, params }) => deleteCarrier(ctx, params.id));
  route(app, logistics.syncOrders, ({ ctx, query }) => syncOrders(ctx, app.jobs, query));
}
