import fp from 'fastify-plugin';
import type { UserNames } from './read.ts';
import { createJobs, retryBackoff } from './worker.ts';

/**
 * The job queue: every process enqueues and runs a job now in its request;
 * with JOBS on it also polls for queued jobs and fires the schedules. Areas
 * register their kinds' handlers from their `jobs.ts` (`app.jobs.handle`).
 */
export default fp(
  async (app) => {
    // Asked when a job is answered: the employees area's plugin registers after this one, which areas' plugins may use.
    const userNames: UserNames = (ids) => app.userNames(ids);
    const jobs = createJobs({
      db: app.db,
      log: app.log.child({ module: 'jobs' }),
      userNames,
      backoffMs: retryBackoff(app.config.jobRetryMs),
    });
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('userNames'))
        throw new Error("the jobs plugin needs app.userNames (the employees area's plugin user-names)");
    });
    app.decorate('jobs', jobs);
    if (app.config.jobs) app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
