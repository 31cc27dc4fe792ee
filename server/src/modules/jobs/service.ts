import { Code, P, type Job, type RunnableJobKind } from '@fwd/contract';
import type { Ctx } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { holds } from '../permissions/service.ts';
import { jobBusy, jobMessages as m } from './messages.ts';
import { jobById, type UserNames } from '../../plugins/jobs/read.ts';
import type { Jobs } from '../../plugins/jobs/worker.ts';

/** A job, to its starter or to who may see the run log; to anyone else, no job (40400). */
export async function readJob(ctx: Ctx, userNames: UserNames, id: number): Promise<Job> {
  const job = await jobById(ctx.db, userNames, id, ctx.lang);
  if (!job) throw new AppError(Code.NOT_FOUND, m.notFound);
  if (job.createdById === ctx.user.id) return job;
  if (!(await holds(ctx, P.logistics.view))) throw new AppError(Code.NOT_FOUND, m.notFound);
  return job;
}

/** Queues a manual run now; refused (40900, `data.jobId`) while one of the kind is queued or running. */
export async function runJob(ctx: Ctx, jobs: Jobs, kind: RunnableJobKind): Promise<Job> {
  const job = await jobs.enqueue(kind, {}, { trigger: 'manual', createdBy: ctx.user.id, ifIdle: true, lang: ctx.lang });
  if (job) return job;
  const busy = await ctx.db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('state', 'in', ['queued', 'running'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  throw new AppError(Code.CONFLICT, jobBusy[kind], undefined, { jobId: busy?.id ?? null });
}
