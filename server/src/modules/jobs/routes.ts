import { jobs } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { jobPage } from '../../plugins/jobs/read.ts';
import { readJob, runJob } from './service.ts';

export default async function jobRoutes(app: FastifyInstance) {
  route(app, jobs.one, ({ ctx, params }) => readJob(ctx, app.userNames, params.id));
  route(app, jobs.page, ({ ctx, query: { currentPage, pageSize, ...f } }) =>
    jobPage(ctx.db, app.userNames, f, { currentPage, pageSize }, ctx.lang),
  );
  route(app, jobs.run, ({ ctx, body }) => runJob(ctx, app.jobs, body.kind));
}
