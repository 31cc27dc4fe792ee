import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../http/context.ts';
import { inOneGo, stepwise, versionedCache, type Steps } from './versioned-cache.ts';

interface Build {
  version: number;
  /** The build it replaced, as the cache handed it over. */
  previous: number | null;
}

/**
 * An index whose version the test sets and whose builds it lets finish one by
 * one: each build reads the version when it starts, as a snapshot would.
 */
function gatedIndex() {
  const state = { version: 1, started: 0 };
  const gates: { finish(): void; fail(error: Error): void }[] = [];
  const index = {
    name: 'test-index',
    tables: [],
    version: async () => state.version,
    build: (_db: Db, previous: Build | undefined) => {
      state.started++;
      const version = state.version;
      return new Promise<Build>((resolve, reject) => {
        gates.push({ finish: () => resolve({ version, previous: previous?.version ?? null }), fail: reject });
      });
    },
  };
  const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
  return { state, gates, log, cache: versionedCache({} as Db, index, log) };
}

/** Whether `p` has settled once the microtasks and I/O queued before now have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('the versioned cache', () => {
  it('makes the very first request wait for the first build, one build for all who ask meanwhile', async () => {
    const { state, gates, cache } = gatedIndex();
    const first = cache.current();
    const second = cache.current();
    expect(await settled(first)).toBe(false);
    expect(state.started).toBe(1);
    gates[0]!.finish();
    expect(await first).toEqual({ version: 1, previous: null });
    expect(await second).toBe(await first);
  });

  it('answers from the previous build while a new one is made, without waiting, and the new build takes over', async () => {
    const { state, gates, cache } = gatedIndex();
    const p = cache.current();
    await settled(p);
    gates[0]!.finish();
    const old = await p;

    state.version = 2;
    // Every request during the rebuild: answered at once, from the previous build, and only one rebuild begun.
    const during = await Promise.all([cache.current(), cache.current(), cache.current()]);
    expect(during).toEqual([old, old, old]);
    expect(state.started).toBe(2);
    // A write's answer waits for the build of the version it wrote.
    const caughtUp = cache.settle();
    expect(await settled(caughtUp)).toBe(false);
    expect(await cache.current()).toBe(old);

    gates[1]!.finish();
    await caughtUp;
    const rebuilt = await cache.current();
    expect(rebuilt).toEqual({ version: 2, previous: 1 });
    expect(await cache.current()).toBe(rebuilt);
    expect(state.started).toBe(2);
  });

  it('builds once more when the version moved again after the build under way read its snapshot', async () => {
    const { state, gates, cache } = gatedIndex();
    const p = cache.current();
    await settled(p);
    gates[0]!.finish();
    await p;

    state.version = 2;
    await cache.current();
    state.version = 3;
    const caughtUp = cache.settle();
    expect(await settled(caughtUp)).toBe(false);
    gates[1]!.finish();
    expect(await settled(caughtUp)).toBe(false);
    expect(state.started).toBe(3);
    gates[2]!.finish();
    await caughtUp;
    expect(await cache.current()).toEqual({ version: 3, previous: 2 });
  });

  it('keeps serving the previous build when a rebuild fails, logs it, and tries again at the next request', async () => {
    const { state, gates, log, cache } = gatedIndex();
    const p = cache.current();
    await settled(p);
    gates[0]!.finish();
    const old = await p;

    state.version = 2;
    expect(await cache.current()).toBe(old);
    gates[1]!.fail(new Error('connection lost'));
    await cache.idle();
    expect(log.error).toHaveBeenCalledOnce();
    expect(await cache.current()).toBe(old);
    expect(state.started).toBe(3);
    gates[2]!.finish();
    await cache.idle();
    expect(await cache.current()).toEqual({ version: 2, previous: 1 });
  });

  it('fails the first request when the first build fails, and builds again at the next', async () => {
    const { gates, cache } = gatedIndex();
    const first = cache.current();
    await settled(first);
    gates[0]!.fail(new Error('no table'));
    await expect(first).rejects.toThrow('no table');
    const second = cache.current();
    await settled(second);
    gates[1]!.finish();
    expect(await second).toEqual({ version: 1, previous: null });
  });

  it('hands over the build as of the version now, waiting for it, where current answers from the previous one', async () => {
    const { state, gates, cache } = gatedIndex();
    const first = cache.latest();
    await settled(first);
    gates[0]!.finish();
    const old = await first;
    expect(await cache.latest()).toBe(old);
    state.version = 2;
    const latest = cache.latest();
    expect(await settled(latest)).toBe(false);
    expect(await cache.current()).toBe(old);
    gates[1]!.finish();
    expect(await latest).toEqual({ version: 2, previous: 1 });
    expect(state.started).toBe(2);
  });

  it('settles, after a write made outside a request, only a cache that has a build', async () => {
    const { state, gates, cache } = gatedIndex();
    await cache.settle();
    expect(state.started).toBe(0);
    const p = cache.current();
    await settled(p);
    gates[0]!.finish();
    await p;
    state.version = 2;
    const settling = cache.settle();
    expect(await settled(settling)).toBe(false);
    gates[1]!.finish();
    await settling;
    expect(await cache.current()).toEqual({ version: 2, previous: 1 });
  });
});

describe('a build in steps', () => {
  function* counted(log: string[]): Steps<number> {
    for (let i = 1; i <= 3; i++) {
      log.push(`step ${i}`);
      yield;
    }
    return 3;
  }

  it('runs a step per turn of the event loop, so what else is waiting runs between them', async () => {
    const log: string[] = [];
    const built = stepwise(counted(log));
    setImmediate(() => log.push('a request'));
    expect(await built).toBe(3);
    expect(log.indexOf('a request')).toBeGreaterThan(0);
    expect(log.indexOf('a request')).toBeLessThan(3);
  });

  it('runs straight through when asked in one go', () => {
    const log: string[] = [];
    expect(inOneGo(counted(log))).toBe(3);
    expect(log).toEqual(['step 1', 'step 2', 'step 3']);
  });
});
