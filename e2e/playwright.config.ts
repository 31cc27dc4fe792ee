import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './support/chromium.ts';

/**
 * Three servers on fresh embedded databases: the main one, one whose
 * sessions idle out after 6 s so a test can watch a session expire, and one
 * with the demo data.
 * The data folders are made once, in the runner, and inherited by workers.
 */
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
/** E2E_PORT moves the three servers (to run beside another checkout's run on one machine). */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const SHORT_SESSION_PORT = PORT + 1;
/** With the demo data (its staff, 90 days of orders, the simulators; no scheduled runs): the dashboard's journey as the demo's people. */
export const DEMO_PORT = PORT + 2;
const root = path.resolve(import.meta.dirname, '..');

const server = (port: number, extra: Record<string, string>) => ({
  command: 'node --import tsx server/src/main.ts',
  cwd: root,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, String(port)),
    ADMIN_PASSWORD: 'admin12345',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    ...extra,
  },
});

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry: a test that fails then passes is reported as flaky in the run's output, not lost; one that fails twice fails the run.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  webServer: [
    server(PORT, { JOB_RETRY_SECONDS: '5' }),
    server(SHORT_SESSION_PORT, { SESSION_IDLE_MINUTES: '0.1' }),
    server(DEMO_PORT, { DEMO_DATA: 'true', JOBS: 'off' }),
  ],
});
