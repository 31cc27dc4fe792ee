import type { FastifyInstance } from 'fastify';
import { reconcileHandler, refreshHandler } from './service.ts';
import { providerOf, scheduleMinutes } from './settings.ts';

/** Keeping orders' tracking current: refreshing what is unsigned, and asking again about what the provider went quiet on, as often as the settings say. */
export default function trackingJobs(app: FastifyInstance): void {
  const provider = providerOf(app.db, app.outside);
  app.jobs.handle('trackingRefresh', refreshHandler(app.db, provider, app.trackingWrites.tell));
  app.jobs.handle('trackingReconcile', reconcileHandler(app.db, provider, app.trackingWrites.tell));
  app.jobs.scheduleBy(scheduleMinutes);
}
