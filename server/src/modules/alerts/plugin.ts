import fp from 'fastify-plugin';
import { inTransaction, type Db } from '../../http/context.ts';
import { raiseFailedRuns, raiseParcelAlerts, raisesOnFailure, type Raised } from './rules.ts';
import type { Announced } from './raised.ts';
import { inEveryLanguage } from './service.ts';

export const announced = (r: Raised): Announced => ({
  kind: r.kind,
  ...inEveryLanguage(r.kind, r.params),
  numbers: typeof r.params.waybill === 'string' ? [r.params.waybill] : [],
});

/**
 * Listens to kept tracking (the tracking area's `app.trackingWrites`: every
 * push and refresh, in its transaction) and to jobs failing for good (the
 * queue's `onFailed`), and raises what the rules find, telling the raised
 * alerts to `app.alertsRaised`'s listeners in the same transaction.
 */
export const alertRules = fp(
  async (app) => {
    const announce = (db: Db, raised: Raised[]) => app.alertsRaised.tell(db, raised.map(announced));
    app.trackingWrites.listen(async (db, ids) => announce(db, await raiseParcelAlerts(db, { ids })));
    app.jobs.onFailed(async (db, job) => {
      if (!raisesOnFailure(job.kind)) return;
      await inTransaction({ db }, async (t) => announce(t.db, await raiseFailedRuns(t.db, { id: job.id })));
    });
  },
  { name: 'alert-rules', dependencies: ['tracking-writes', 'jobs', 'alerts-raised', 'database'] },
);
