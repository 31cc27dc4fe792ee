import type { FastifyInstance } from 'fastify';
import { postHandler } from './post.ts';

/** Each message to a robot is a job of its own: its retries, deferrals and failure are the run log's. */
export default function robotJobs(app: FastifyInstance): void {
  app.jobs.handle('robotPost', postHandler(app.db, app.outside, app.config.timeZone));
}
