import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { DB } from './schema.ts';

/**
 * A Kysely that only writes SQL, never runs it: statements asked on every
 * request are built and compiled with it once, when their module loads, and
 * run with their parameters swapped in. Constants, not a cache: the same text
 * serves every app and database (PGlite and PostgreSQL speak the same SQL).
 */
export const statements = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
