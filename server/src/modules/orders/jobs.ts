import type { FastifyInstance } from 'fastify';
import { reconcileHandler, refreshHandler } from './tracking.ts';

/** Keeping orders' tracking current: refreshing what is unsigned, and asking again about what the provider went quiet on. */
export default function orderJobs(app: FastifyInstance): void {
  app.jobs.handle('trackingRefresh', refreshHandler(app.db, app.outside));
  app.jobs.handle('trackingReconcile', reconcileHandler(app.db, app.outside));
}
