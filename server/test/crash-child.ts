/*
 * A console process for the crash tests: the app over the database the test
 * prepared (a PostgreSQL schema, or an embedded database's directory), on a
 * free port it prints. The test kills it with SIGKILL.
 */
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { testConfig } from './harness.ts';

const { CRASH_DB_URL, CRASH_DB_SCHEMA, CRASH_DB_DIR, SECRET_KEY = '' } = process.env;
const database = await openDatabase(
  CRASH_DB_DIR ? { dir: CRASH_DB_DIR } : { url: CRASH_DB_URL, schema: CRASH_DB_SCHEMA, poolSize: 4 },
);
const app = await buildApp(testConfig({ SECRET_KEY }), database);
console.log(`listening at ${await app.listen({ port: 0, host: '127.0.0.1' })}`);
