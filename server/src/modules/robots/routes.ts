import { robots } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { companySettings } from '../system/service.ts';
import { robotMessages } from './messages.ts';
import { robotSettings, saveRobotSettings } from './settings.ts';

/** 群机器人: which robots post and the quiet hours; a test message to the robots on. */
export default async function robotRoutes(app: FastifyInstance) {
  const tz = app.config.timeZone;
  route(app, robots.settings, ({ ctx }) => robotSettings(ctx.db, tz));
  route(app, robots.saveSettings, ({ ctx, body }) => saveRobotSettings(ctx, tz, body));
  // A test is sent now, quiet hours or not: whoever presses the button is awake.
  route(app, robots.test, async ({ ctx }) => {
    const jobIds = await ctx.db.transaction().execute(async (db) =>
      app.robots.post(
        { db, user: ctx.user },
        {
          title: robotMessages.testTitle,
          text: robotMessages.testText,
          params: { company: (await companySettings(db)).companyName },
        },
        { quietHours: false },
      ),
    );
    app.jobs.wake();
    return { jobIds };
  });
}
