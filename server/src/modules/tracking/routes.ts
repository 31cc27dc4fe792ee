import { logistics, orders } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { OutsideClients } from '../logistics/outside.ts';
import { fetchSingle, reconcileHandler, receivePush, refreshEmployee, refreshHandler, trackingOf } from './service.ts';

/**
 * Tracking: an order's kept events, asking the provider now (one order, or an
 * employee's as a job), the jobs that keep tracking current, and the
 * provider's pushes, whose sign is over the body exactly as it came.
 */
export default async function trackingRoutes(app: FastifyInstance, { clients }: { clients: OutsideClients }) {
  const tz = app.config.timeZone;
  app.jobs.handle('trackingRefresh', refreshHandler(app.db, clients));
  app.jobs.handle('trackingReconcile', reconcileHandler(app.db, clients));
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  route(app, orders.tracking, ({ ctx, params }) => trackingOf(ctx, tz, params.id));
  route(app, orders.fetchSingleTrackingInfo, ({ ctx, query }) => fetchSingle(ctx, tz, clients, query.originalTrackingNumber));
  route(app, orders.fetchTrackingInfo, ({ ctx, query }) => refreshEmployee(ctx, app.jobs, query.username));
  route(app, logistics.webhook, async ({ req }) => {
    await receivePush(app.db, clients, typeof req.body === 'string' ? req.body : '', req.headers.sign as string | undefined);
    return null;
  });
}
