/** Runs a send, perhaps after a wait: every call to an outside service goes through one. */
export type Gate = <T>(send: () => Promise<T>) => Promise<T>;

export const direct: Gate = (send) => send();

/**
 * At most `count` sends start in any `windowMs`, however many callers share the
 * gate (concurrent ones too): each send books its start in turn, waiting while
 * the window is full, and runs without holding up the next booking.
 */
export function slidingWindow({ count, windowMs, now, sleep }: { count: number; windowMs: number; now: () => number; sleep: (ms: number) => Promise<void> }): Gate {
  const starts: number[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(send: () => Promise<T>) => {
    const booked = queue.then(async () => {
      const wait = starts.length < count ? 0 : starts[starts.length - count]! + windowMs - now();
      if (wait > 0) await sleep(wait);
      starts.push(now());
      if (starts.length > count) starts.shift();
      // Wrapped, so the booking settles as soon as the send has started.
      return { sent: send() };
    });
    queue = booked.catch(() => undefined);
    return booked.then(({ sent }) => sent);
  };
}
