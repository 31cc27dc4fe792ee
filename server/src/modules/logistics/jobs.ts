import type { FastifyInstance } from 'fastify';
import { scheduleMinutes } from './settings.ts';
import { syncHandler } from './sync.ts';

/** The upstream order sync; the settings kept here say how often every scheduled kind runs. */
export default function logisticsJobs(app: FastifyInstance): void {
  app.jobs.handle('orderSync', syncHandler(app.db, app.outside));
  app.jobs.scheduleBy(scheduleMinutes);
}
