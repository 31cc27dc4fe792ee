import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const main = path.resolve(import.meta.dirname, '../src/main.ts');

interface Run {
  output: () => string;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

/** A test that fails half-way must not leave a server holding its port and data folder for the next run. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

/** A port nobody listens on now (a fixed one collides with another checkout's run on the same machine). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

function start(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_DATA: 'false', WEB_DIST: os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return {
    output: () => out,
    exited: new Promise((r) => child.on('exit', (code) => r(code))),
    kill: (s) => child.kill(s),
  };
}

async function waitHealthy(port: number) {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not come up');
}

const login = (port: number, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  }).then((r) => r.json() as Promise<{ code: number }>);

// Real processes on the embedded database: the path `npm start` takes (the PostgreSQL project leaves this file out).
describe('the server process', () => {
  it(
    'prints a generated admin password once, works with it, and stops cleanly on SIGTERM',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const env = { PORT: String(port), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-main-')) };
      const first = start(env);
      await waitHealthy(port);
      const password = /admin \/ (\S+)/.exec(first.output())?.[1];
      expect(password).toBeDefined();
      expect((await login(port, password!)).code).toBe(20000);
      first.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = start(env);
      await waitHealthy(port);
      expect(second.output()).not.toContain(password!);
      expect((await login(port, password!)).code).toBe(20000);
      second.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );

  it('refuses to start on a bad value, naming the variable', { timeout: 30_000 }, async () => {
    const run = start({ PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/PORT/);
  });
});
