import fp from 'fastify-plugin';
import { createJobs, retryBackoff } from './worker.ts';

/**
 * The job queue: every process enqueues and runs a job now in its request;
 * with JOBS on it also polls for queued jobs and fires the schedules. Areas
 * register their kinds' handlers from their `jobs.ts` (`app.jobs.handle`).
 */
export default fp(
  async (app) => {
    const jobs = createJobs({ db: app.db, log: app.log.child({ module: 'jobs' }), backoffMs: retryBackoff(app.config.jobRetryMs) });
    app.decorate('jobs', jobs);
    if (app.config.jobs) app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
