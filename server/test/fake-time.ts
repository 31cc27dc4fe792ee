/**
 * Time for tests of clients that wait: it moves only when the code under test
 * sleeps, and only while no request is on its way. Sleepers wake one at a
 * time, earliest first, the clock jumping to their wake time. A simulator
 * reading the same clock then sees each request at the moment the client sent
 * it, so spacing and backoff show exactly, and no test waits for real.
 */
export function fakeTime(start: number) {
  let now = start;
  let inFlight = 0;
  let wakePending = false;
  const sleepers: { until: number; wake: () => void }[] = [];
  const sleeps: number[] = [];

  // After the current turn (what a woken sleeper or a finished request does next runs first).
  const wakeNext = () => {
    if (wakePending) return;
    wakePending = true;
    setImmediate(() => {
      wakePending = false;
      if (inFlight || !sleepers.length) return;
      sleepers.sort((a, b) => a.until - b.until);
      const sleeper = sleepers.shift()!;
      now = Math.max(now, sleeper.until);
      sleeper.wake();
      wakeNext();
    });
  };

  return {
    now: () => now,
    /** Every wait asked for, in order. */
    sleeps,
    sleep: (ms: number) =>
      new Promise<void>((wake) => {
        sleeps.push(ms);
        sleepers.push({ until: now + ms, wake });
        wakeNext();
      }),
    fetch: (async (input, init) => {
      inFlight += 1;
      try {
        return await globalThis.fetch(input, init);
      } finally {
        inFlight -= 1;
        if (!inFlight) wakeNext();
      }
    }) as typeof globalThis.fetch,
  };
}
