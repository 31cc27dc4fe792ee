import { tracking } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { fetchSingle, receivePush, refreshEmployee, trackOrders, trackingOf } from './service.ts';
import { providerOf } from './settings.ts';

/** An order's tracking, asking the provider now (one order, chosen ones, an employee's), and the provider's pushes. */
export default async function trackingRoutes(app: FastifyInstance) {
  const tz = app.config.timeZone;
  const provider = providerOf(app.db, app.outside);
  const written = app.trackingWrites.tell;
  route(app, tracking.order, ({ ctx, params }) => trackingOf(ctx, tz, params.id));
  route(app, tracking.fetchSingleTrackingInfo, ({ ctx, query }) =>
    fetchSingle(ctx, tz, provider, written, query.originalTrackingNumber),
  );
  route(app, tracking.fetchTrackingInfo, ({ ctx, query }) => refreshEmployee(ctx, app.jobs, query.username));
  route(app, tracking.batchTrack, ({ ctx, body }) => trackOrders(ctx, tz, app.jobs, body.ids));
  // The push's sign is over its body exactly as it came: this one route reads JSON as text.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    route(hook, tracking.webhook, async ({ req }) => {
      await receivePush(
        hook.db,
        provider,
        written,
        typeof req.body === 'string' ? req.body : '',
        req.headers.sign as string | undefined,
      );
      return null;
    });
  });
}
