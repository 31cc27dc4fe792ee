import { jobs as endpoints, type Job, type QueryOf, type RunnableJobKind } from '@fwd/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { areaKey, invalidateArea } from './areas.ts';
import { request } from './client.ts';

export type JobQuery = QueryOf<typeof endpoints.page>;

/** How often a running job is asked about. */
export const JOB_POLL_MS = 1000;
/** How often the run log reloads while one of its runs is under way. */
export const RUN_LOG_POLL_MS = 3000;

/** A job that will not change any more. */
export const isFinished = (job: Pick<Job, 'state'>) => job.state === 'done' || job.state === 'failed';

/** Background jobs (order sync, tracking refreshes, reconciliation) and their run log. */
export const jobsApi = {
  one: (id: number) => request(endpoints.one, { params: { id } }),
  page: (query: JobQuery) => request(endpoints.page, { query }),
  /** Runs a scheduled job now; one of the kind already running is refused (40900). */
  run: (kind: RunnableJobKind) => request(endpoints.run, { body: { kind } }),
};

export const jobsQueries = {
  one: (id: number) => queryOptions({ queryKey: areaKey('jobs', 'one', { id }), queryFn: () => jobsApi.one(id) }),
  /** The run log reloads itself while one of its runs is queued or running. */
  page: (query: JobQuery) =>
    queryOptions({
      queryKey: areaKey('jobs', 'page', query),
      queryFn: () => jobsApi.page(query),
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (q.state.data?.records.some((job) => !isFinished(job)) ? RUN_LOG_POLL_MS : false),
    }),
};

/**
 * A job as it runs: `started` (what starting it answered) at once, then asked
 * again every JOB_POLL_MS until it is done or failed. A job seen running that
 * then finishes reloads the jobs and what they change (orders); one answered
 * finished already did so with the request that started it.
 */
export function useJob(started: Job | null) {
  const client = useQueryClient();
  const id = started?.id ?? 0;
  const query = useQuery({
    ...jobsQueries.one(id),
    enabled: started !== null && !isFinished(started),
    initialData: started ?? undefined,
    // What starting it answered is already old: ask again at once.
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (q.state.data && isFinished(q.state.data) ? false : JOB_POLL_MS),
  });
  const job = started ? (query.data ?? started) : null;
  const finished = job !== null && isFinished(job);
  const running = useRef<number | null>(null);
  useEffect(() => {
    if (!job) return;
    if (!finished) running.current = job.id;
    else if (running.current === job.id) {
      running.current = null;
      // The job's own query is left alone: it is final.
      void invalidateArea(client, 'jobs', [job.id]);
    }
  }, [job, finished, client]);
  return job;
}
