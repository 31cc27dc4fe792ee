import { startTracking, type TrackingSim } from '@fwd/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { realSleep } from '../src/outside/http.ts';
import { sharedWindow } from '../src/outside/shared-window.ts';
import { createTrackingClient, TRACKING_CALLS } from '../src/outside/tracking/client.ts';
import { freshDatabase, onPostgres } from './harness.ts';

/*
 * 17TRACK allows a key 3 calls a second, whoever makes them. Three "processes"
 * (each a client over its own connection pool on PostgreSQL; PGlite has one
 * connection) call the simulator at once with one key, in real time: the
 * simulator counts every caller's calls together, as the provider does.
 */

let database: Database;
let sim: TrackingSim;
const processes: Database[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  for (let i = 0; i < 3; i++) {
    processes.push(
      onPostgres
        ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: database.schema, poolSize: 2 })
        : database,
    );
  }
});
afterAll(async () => {
  for (const p of processes) if (p !== database) await p.close();
});

const numbers = (process: number, calls: number) =>
  Array.from({ length: calls }, (_, i) => [{ number: `BUDGET${process}${i}${Date.now()}` }]);

/** Each process registers its numbers, one call each, all processes at the same time. */
async function callFromThree(gateOf: (db: Database) => Parameters<typeof createTrackingClient>[0]['gate']) {
  sim = await startTracking({ key: 'budget-key' });
  try {
    await Promise.all(
      processes.map(async (db, p) => {
        const client = createTrackingClient({ baseUrl: sim.url, key: sim.key, gate: gateOf(db) });
        for (const batch of numbers(p, 3)) await client.register(batch);
      }),
    );
    return { stats: sim.stats(), starts: sim.log.map((r) => r.at) };
  } finally {
    await sim.close();
  }
}

describe('the tracking key’s 3 calls a second, across processes', () => {
  it('are kept together when every process books its calls in the database', async () => {
    const bucket = `tracking:budget-${Date.now()}`;
    const { stats, starts } = await callFromThree((db) =>
      sharedWindow({ db: db.db, bucket, ...TRACKING_CALLS, sleep: realSleep }),
    );
    expect(stats.rateLimited).toBe(0);
    expect(starts).toHaveLength(9);
    // In any second, at most 3 calls reached the provider.
    for (let i = 3; i < starts.length; i++) expect(starts[i]! - starts[i - 3]!).toBeGreaterThanOrEqual(1000);
  });

  it('are not, when each process keeps a limit of its own (what the shared booking prevents)', async () => {
    const { stats } = await callFromThree(() => undefined);
    expect(stats.rateLimited).toBeGreaterThan(0);
  });
});
