import type { FastifyInstance } from 'fastify';
import { scheduleMinutes, upstreamOf } from './settings.ts';
import { syncHandler } from './sync.ts';

/** The upstream order sync, as often as the settings say. */
export default function logisticsJobs(app: FastifyInstance): void {
  app.jobs.handle('orderSync', syncHandler(app.db, upstreamOf(app.db, app.outside), app.orderWrites));
  app.jobs.scheduleBy(scheduleMinutes);
}
