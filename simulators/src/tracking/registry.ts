import { carrierNamed, detectCarrier } from './carriers.ts';
import { ErrorCode, errorOf } from './codes.ts';
import { historyOf, type History, type Route } from './history.ts';
import { trackInfoOf } from './shape.ts';

export interface Registration {
  number: string;
  carrier: number;
  tag: string | null;
  registeredAt: number;
  /** Stopped numbers are not updated: their history stays as it was then. */
  stoppedAt: number | null;
  retracked: boolean;
  /** What the last push said (events and status), so a push goes out only on news. */
  pushed: string;
  stopPushDue: boolean;
}

type Item = Record<string, unknown>;
class Rejection {
  constructor(
    readonly number: string,
    readonly error: { code: ErrorCode; message: string },
  ) {}
}
interface Outcome {
  accepted: unknown[];
  rejected: Rejection[];
}

// 17TRACK takes letters and digits, 5 to 50 of them.
const NUMBER = /^[A-Za-z0-9]{5,50}$/;
const reject = (number: string, code: ErrorCode, subject = number) => new Rejection(number, errorOf(code, subject));

/** A carrier field: absent (or 0) is "detect it"; anything else must be a key the simulator knows. */
function carrierField(value: unknown): number | undefined | 'bad' {
  if (value === undefined || value === null || value === 0) return undefined;
  return typeof value === 'number' && carrierNamed(value) ? value : 'bad';
}

/** The numbers registered with one simulator and what each operation does to them. */
export function createRegistry(
  seed: string | number,
  now: () => number,
  routeOf: (number: string) => Route | undefined = () => undefined,
) {
  const numbers = new Map<string, Registration>();

  /** What is known of a number now, or as it stood at an earlier time `at` (a push that was held up). */
  const historyFor = (reg: Registration, at = now()): History =>
    historyOf(reg.number, {
      registeredAt: reg.registeredAt,
      now: Math.min(reg.stoppedAt ?? at, at),
      seed,
      route: routeOf(reg.number),
    });
  const trackedItem = (reg: Registration, history = historyFor(reg)) => ({
    number: reg.number,
    carrier: reg.carrier,
    tag: reg.tag,
    track_info: trackInfoOf(history, reg.carrier, reg.stoppedAt ?? now()),
  });

  /** Runs `op` on every well-formed item; the others are rejected. */
  const each =
    (op: (item: Item, number: string) => unknown) =>
    (items: unknown[]): Outcome => {
      const outcome: Outcome = { accepted: [], rejected: [] };
      for (const item of items) {
        const number = (item as Item | null)?.number;
        if (typeof number !== 'string' || !number)
          outcome.rejected.push(reject('', ErrorCode.FIELD_REQUIRED, 'number'));
        else if (!NUMBER.test(number)) outcome.rejected.push(reject(number, ErrorCode.INVALID_FORMAT, number));
        else {
          const result = op(item as Item, number);
          if (result instanceof Rejection) outcome.rejected.push(result);
          else outcome.accepted.push(result);
        }
      }
      return outcome;
    };

  /** The registration an item names; a carrier that is not the registered one names none. */
  const registered = (number: string, carrier: unknown) => {
    const reg = numbers.get(number);
    const wanted = carrierField(carrier);
    return reg && (wanted === undefined || wanted === reg.carrier) ? reg : undefined;
  };

  const operations: Record<string, (items: unknown[]) => Outcome> = {
    register: each((item, number) => {
      const carrier = carrierField(item.carrier);
      if (carrier === 'bad') return reject(number, ErrorCode.BAD_CARRIER, String(item.carrier));
      if (numbers.has(number)) return reject(number, ErrorCode.ALREADY_REGISTERED);
      const reg: Registration = {
        number,
        carrier: carrier ?? detectCarrier(number, seed),
        tag: typeof item.tag === 'string' ? item.tag : null,
        registeredAt: now(),
        stoppedAt: null,
        retracked: false,
        pushed: '',
        stopPushDue: false,
      };
      numbers.set(number, reg);
      return { number, carrier: reg.carrier, tag: reg.tag };
    }),
    gettrackinfo: each((item, number) => {
      const reg = registered(number, item.carrier);
      if (!reg) return reject(number, ErrorCode.NOT_REGISTERED);
      const history = historyFor(reg);
      return history.status ? trackedItem(reg, history) : reject(number, ErrorCode.NO_INFO_YET);
    }),
    stoptrack: each((item, number) => {
      const reg = registered(number, item.carrier);
      if (!reg) return reject(number, ErrorCode.NOT_REGISTERED);
      if (reg.stoppedAt !== null) return reject(number, ErrorCode.STOP_NOT_TRACKED);
      reg.stoppedAt = now();
      reg.stopPushDue = true;
      return { number, carrier: reg.carrier };
    }),
    retrack: each((item, number) => {
      const reg = registered(number, item.carrier);
      if (!reg) return reject(number, ErrorCode.NOT_REGISTERED);
      if (reg.stoppedAt === null) return reject(number, ErrorCode.RETRACK_NOT_STOPPED);
      if (reg.retracked) return reject(number, ErrorCode.RETRACK_ONCE);
      reg.stoppedAt = null;
      reg.retracked = true;
      return { number, carrier: reg.carrier };
    }),
    changecarrier: each((item, number) => {
      const reg = registered(number, item.carrier_old);
      if (!reg) return reject(number, ErrorCode.CHANGE_NOT_REGISTERED);
      const carrier = carrierField(item.carrier_new);
      if (carrier === undefined || carrier === 'bad')
        return reject(number, ErrorCode.CHANGE_BAD_CARRIER, String(item.carrier_new));
      if (carrier === reg.carrier) return reject(number, ErrorCode.CHANGE_SAME_CARRIER);
      if (reg.stoppedAt !== null) return reject(number, ErrorCode.CHANGE_STOPPED);
      reg.carrier = carrier;
      return { number, carrier };
    }),
  };

  return { numbers, operations, historyFor, trackedItem };
}
