import fp from 'fastify-plugin';
import type { Db } from '../../http/context.ts';

async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** `app.userNames(ids)`: who started a job, for the run log the jobs plugin answers. */
export default fp(
  async (app) => {
    app.decorate('userNames', (ids: number[]) => userNames(app.db, ids));
  },
  { name: 'user-names', dependencies: ['database'] },
);
