import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../http/context.ts';
import { dayDue, makeDigest } from './digest.ts';
import { announced } from './plugin.ts';
import { raiseFailedRuns, raiseParcelAlerts } from './rules.ts';

/** Minutes between the silence checks, and between looks at whether the day's digest is due. */
const SILENCE_EVERY = 60;
const DIGEST_LOOK_EVERY = 15;

/**
 * alertsSilence: parcels gone silent for the configured days, and failed runs
 * no listener was told of (their process died first). alertsDigest: the day
 * before, once the company's clock passes the digest hour.
 */
export default function alertsJobs(app: FastifyInstance): void {
  app.jobs.handle('alertsSilence', async (_job, run) => {
    await inTransaction({ db: app.db }, async (t) => {
      const raised = [...(await raiseParcelAlerts(t.db, 'silent')), ...(await raiseFailedRuns(t.db, 'recent'))];
      if (raised.length) run.count('created', raised.length);
      await app.alertsRaised.tell(t.db, raised.map(announced));
    });
  });
  app.jobs.handle('alertsDigest', async (_job, run) => {
    const day = await dayDue(app.db, app.config.timeZone);
    const made = day ? await makeDigest(app.db, app.config.timeZone, day, app.alertsRaised.tell) : 0;
    if (made) run.count('created', made);
  });
  app.jobs.scheduleBy(async () => ({ alertsSilence: SILENCE_EVERY, alertsDigest: DIGEST_LOOK_EVERY }));
}
