import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import type { Db } from '../http/context.ts';

/**
 * The database, opened before the app (boot migrates and seeds it) and closed
 * by whoever opened it: tests build many apps over one database.
 */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('databaseKind', database.kind);
  },
  { name: 'database' },
);

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: Database['kind'];
  }
}
