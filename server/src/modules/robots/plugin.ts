import fp from 'fastify-plugin';
import type { Db } from '../../http/context.ts';
import { companySettings } from '../system/service.ts';
import { enqueuePosts, type RobotNote } from './post.ts';

export interface Robots {
  /**
   * Tells every robot switched on, in the caller's transaction (`t.db`): one
   * robotPost job each, rendered in the company's language, held until quiet
   * hours end when raised in them (`quietHours: false`: due now all the same).
   * `at`: when it was raised (default now; the queue's clock in tests). Answers
   * the jobs' ids (none when no robot is on).
   */
  post(
    t: { db: Db; user?: { id: number } | null },
    note: RobotNote,
    o?: { at?: Date; quietHours?: boolean },
  ): Promise<number[]>;
}

/** The robots area's decoration: areas that raise something (alerts, digests) post it through `app.robots`. */
export const robots = fp(
  async (app) => {
    app.decorate('robots', {
      post: async (t, note, o = {}) =>
        enqueuePosts(t.db, note, {
          at: o.at ?? new Date(),
          timeZone: app.config.timeZone,
          // The company's language as it is in the caller's transaction.
          language: (await companySettings(t.db)).language,
          createdBy: t.user?.id ?? null,
          quietHours: o.quietHours,
        }),
    } satisfies Robots);
  },
  { name: 'robots', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The robots area's plugin: posting to the group robots. */
    robots: Robots;
  }
}
