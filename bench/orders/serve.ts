import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The app as `npm start` runs it: the node flags of package.json's start script (the heap budget, tsx). */
const started = /node (.*) (server\/src\/main\.ts)$/.exec(
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start as string,
);
if (!started) throw new Error('package.json no longer starts server/src/main.ts with node: measure what it runs');
export const APP_ARGS = [...started[1]!.split(' '), started[2]!];

/** The floor's process: a bare Fastify + pg route (floor.ts). */
export const FLOOR_ARGS = ['--import', 'tsx', 'bench/orders/floor.ts'];

/**
 * Starts `node <args>` on the bench's PostgreSQL, on 127.0.0.1:`port` without demo data, and answers once its
 * /api/health does (polled every half second, `seconds` at most: a first start over a million orders migrates).
 */
export async function serve(
  args: string[],
  {
    port,
    databaseUrl,
    env = {},
    seconds = 60,
  }: { port: number; databaseUrl: string; env?: Record<string, string>; seconds?: number },
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < seconds * 2; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`${args.at(-1)} did not start`);
}
