import { startAddress, type AddressSim } from '@fwd/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { ADDRESS_CALLS, createAddressClient } from '../src/outside/address/client.ts';
import { OutsideServiceError } from '../src/outside/errors.ts';
import { realSleep } from '../src/outside/http.ts';
import { sharedWindow } from '../src/outside/shared-window.ts';
import { freshDatabase, onPostgres } from './harness.ts';

/*
 * The address service's budget and its Retry-After are the key's, whoever
 * calls. Three "processes" (each a client over its own connection pool on
 * PostgreSQL; PGlite has one connection) call the simulator with one key, in
 * real time; the simulator counts every caller's calls together and answers
 * 429 beyond 10 a second, as the service does.
 */

let database: Database;
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

const clientsOf = (sim: AddressSim, shared: boolean) => {
  const bucket = `address:budget-${Date.now()}-${Math.random()}`;
  return processes.map((db) =>
    createAddressClient({
      baseUrl: sim.url,
      clientId: sim.clientId,
      clientSecret: sim.clientSecret,
      ...(shared && { gate: sharedWindow({ db: db.db, bucket, ...ADDRESS_CALLS, sleep: realSleep }) }),
    }),
  );
};
const address = (n: number) => ({ country: 'US', lines: [`${n} Elm St`] });
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e: unknown) => (e instanceof OutsideServiceError ? e.status : e),
  );

/** Each process classifies `calls` addresses at once, all processes at the same time. */
async function checkFromThree(sim: AddressSim, shared: boolean, calls: number) {
  const clients = clientsOf(sim, shared);
  return Promise.all(
    clients.flatMap((c, p) => Array.from({ length: calls }, (_, i) => outcome(c.classify(address(p * 100 + i))))),
  );
}

/** A simulator for one test. */
async function withSim(options: Parameters<typeof startAddress>[0], run: (sim: AddressSim) => Promise<void>) {
  const sim = await startAddress(options);
  try {
    await run(sim);
  } finally {
    await sim.close();
  }
}

describe('the address service’s budget, across processes', () => {
  it('spaces the calls of every process so that none is refused, when they book in the database', () =>
    withSim({ callsPerSecond: 10 }, async (sim) => {
      // 18 checks: the last turns are a second away, within what someone waiting is asked to wait.
      const outcomes = await checkFromThree(sim, true, 6);
      expect(outcomes.filter((o) => o !== 'answered')).toEqual([]);
      expect(sim.stats().rateLimited).toBe(0);
      const starts = sim.log.map((r) => r.at);
      expect(starts).toHaveLength(18);
      // In any second, at most 10 calls reached the service.
      for (let i = 10; i < starts.length; i++) expect(starts[i]! - starts[i - 10]!).toBeGreaterThanOrEqual(1000);
    }));

  it('is overrun when each process keeps a budget of its own (what the shared booking prevents)', () =>
    withSim({ callsPerSecond: 10 }, async (sim) => {
      const outcomes = await checkFromThree(sim, false, 6);
      expect(sim.stats().rateLimited).toBeGreaterThan(0);
      expect(outcomes).toContain(429);
    }));
});

describe('a Retry-After the address service gives one process', () => {
  it('holds every process: the next call reaches the service no sooner', () =>
    withSim({ retryAfterSeconds: 2 }, async (sim) => {
      const [first, second] = clientsOf(sim, true);
      sim.failNext(1, 429);
      expect(await outcome(first!.classify(address(1)))).toBe(429);
      const refusedAt = sim.log.at(-1)!.at;
      expect(await outcome(second!.classify(address(2)))).toBe('answered');
      expect(sim.log).toHaveLength(2);
      expect(sim.log[1]!.at - refusedAt).toBeGreaterThanOrEqual(1_900);
    }));

  it('refuses at once, without calling, a check that would wait longer than someone waiting can', () =>
    withSim({ retryAfterSeconds: 30 }, async (sim) => {
      const [first, second] = clientsOf(sim, true);
      sim.failNext(1, 429);
      expect(await outcome(first!.classify(address(3)))).toBe(429);
      const started = Date.now();
      expect(await outcome(second!.classify(address(4)))).toBe(429);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(sim.log).toHaveLength(1);
    }));
});
