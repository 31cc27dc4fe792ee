import { LANGUAGES } from '@fwd/contract';
import fp from 'fastify-plugin';
import type { Db } from '../../http/context.ts';
import type { Message } from '../../i18n/index.ts';
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

/** A new alert's orders, after its text: the numbers a group acts on. */
const withNumbers = (text: Message, numbers: string[]): Message =>
  numbers.length
    ? (Object.fromEntries(LANGUAGES.map((l) => [l, `${text[l]}\n${numbers.join(', ')}`])) as Message)
    : text;

/**
 * The robots area's decoration: areas that raise something post it through
 * `app.robots`. Every alert newly raised and the company's daily digest are
 * posted so, listened to where alerts tells them (`app.alertsRaised`), in the
 * raising transaction: alerts never imports the robots.
 */
export const robots = fp(
  async (app) => {
    const posting: Robots = {
      post: async (t, note, o = {}) =>
        enqueuePosts(t.db, note, {
          at: o.at ?? new Date(),
          timeZone: app.config.timeZone,
          // The company's language as it is in the caller's transaction.
          language: (await companySettings(t.db)).language,
          createdBy: t.user?.id ?? null,
          quietHours: o.quietHours,
        }),
    };
    app.decorate('robots', posting);
    app.alertsRaised.listen(async (db, alerts) => {
      for (const a of alerts) await posting.post({ db }, { title: a.title, text: withNumbers(a.text, a.numbers) });
    });
  },
  { name: 'robots', dependencies: ['database', 'alerts-raised'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The robots area's plugin: posting to the group robots. */
    robots: Robots;
  }
}
