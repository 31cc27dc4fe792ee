/**
 * Runs a send, perhaps after a wait: every call to an outside service goes
 * through one. `holdOff`: the service said when to call again (429 with
 * Retry-After): no send starts before then.
 */
export interface Gate {
  <T>(send: () => Promise<T>): Promise<T>;
  holdOff?(ms: number): Promise<void>;
}

export const direct: Gate = (send) => send();

/** A send that would wait longer than its caller can (`maxWaitMs`): it is not made. */
export class GateBusy extends Error {
  override readonly name = 'GateBusy';
  constructor(readonly waitMs: number) {
    super(`its turn is ${Math.ceil(waitMs / 1000)} s away`);
  }
}

export interface WindowOptions {
  count: number;
  windowMs: number;
  /** Longer than this to wait for a turn: GateBusy, nothing booked. Default: wait however long. */
  maxWaitMs?: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * At most `count` sends start in any `windowMs`, however many callers share the
 * gate (concurrent ones too): each send books its start in turn, waiting while
 * the window is full, and runs without holding up the next booking.
 */
export function slidingWindow({
  count,
  windowMs,
  maxWaitMs = Infinity,
  now,
  sleep,
}: WindowOptions & { now: () => number }): Gate {
  const starts: number[] = [];
  let notBefore = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const gate: Gate = <T>(send: () => Promise<T>) => {
    const booked = queue.then(async () => {
      const at = Math.max(now(), notBefore, starts.length < count ? 0 : starts[starts.length - count]! + windowMs);
      if (at - now() > maxWaitMs) throw new GateBusy(at - now());
      if (at > now()) await sleep(at - now());
      starts.push(now());
      if (starts.length > count) starts.shift();
      // Wrapped, so the booking settles as soon as the send has started.
      return { sent: send() };
    });
    queue = booked.catch(() => undefined);
    return booked.then(({ sent }) => sent);
  };
  gate.holdOff = async (ms) => {
    notBefore = Math.max(notBefore, now() + ms);
  };
  return gate;
}

/**
 * A send starts once every gate has given it its turn, in order (a service
 * with limits of more than one window: Feishu's 100 a minute and 5 a second);
 * a hold-off holds them all.
 */
export function everyGate(gates: Gate[]): Gate {
  const gate: Gate = <T>(send: () => Promise<T>) =>
    gates.reduceRight<() => Promise<T>>((inner, g) => () => g(inner), send)();
  gate.holdOff = async (ms) => {
    await Promise.all(gates.map((g) => g.holdOff?.(ms)));
  };
  return gate;
}
