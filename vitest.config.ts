import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
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

/**
 * The web suites in two projects. Page, widget and utility tests (src/pages, components, utils) share one module graph
 * per worker: importing antd, React and happy-dom again for every file was about half the web suite's time.
 * The rest (shell, api, i18n: module state is what they test) and any file replacing a module with vi.mock
 * run isolated, each file with its own graph.
 */
const webSrc = fileURLToPath(new URL('web/src/', import.meta.url));
const webFiles = fs.readdirSync(webSrc, { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$/.test(f));
const webShared = webFiles.filter(
  (f) => /^(pages|components|utils)\//.test(f) && !fs.readFileSync(webSrc + f, 'utf8').includes('vi.mock('),
);
const web = (name: string, isolate: boolean, exclude: string[]): TestProjectInlineConfiguration => ({
  extends: './web/vitest.config.ts',
  root: './web',
  test: { name, isolate, exclude: ['**/node_modules/**', ...exclude.map((f) => `src/${f}`)] },
});

export default defineConfig({
  test: {
    // At least two files at a time. Vitest's default (one fewer than the cores) ran a 2-core machine one file at a time:
    // 354 s of an 804 s run had no test running (imports, databases made, apps built) while the other core idled.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      'contract',
      'simulators',
      web(
        'web',
        false,
        webFiles.filter((f) => !webShared.includes(f)),
      ),
      // The build's own code (web/build) is tested once, with the shared files.
      web('web:isolated', true, [...webShared, '../build/**']),
      server('server', { TEST_DB: 'pglite' }, ['test/postgres/**']),
      ...(process.env.TEST_DATABASE_URL
        ? [server('server:postgres', { TEST_DB: 'postgres' }, ['test/main.test.ts'])]
        : []),
    ],
  },
});
