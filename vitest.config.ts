import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The server suites run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set;
 * test/postgres holds what only PostgreSQL has, test/main.test.ts starts real embedded servers.
 */
const server = (name: string, env: Record<string, string>, exclude: string[] = []): TestProjectInlineConfiguration => ({
  extends: './server/vitest.config.ts',
  root: './server',
  test: { name, env, exclude: ['**/node_modules/**', ...exclude] },
});

export default defineConfig({
  test: {
    projects: [
      'contract',
      'web',
      'simulators',
      server('server', { TEST_DB: 'pglite' }, ['test/postgres/**']),
      ...(process.env.TEST_DATABASE_URL ? [server('server:postgres', { TEST_DB: 'postgres' }, ['test/main.test.ts'])] : []),
    ],
  },
});
