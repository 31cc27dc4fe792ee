import { Code } from '@fwd/contract';
import { AppError } from '../../http/errors.ts';
import type { Db } from '../../http/context.ts';
import { authMessages } from './messages.ts';

/*
 * Failed sign-ins, counted in the database so the limits hold across
 * processes, over a sliding window. Tight for one address against one
 * username (someone guessing); a username alone only at a count one address
 * cannot reach, so a stranger cannot lock a known user out; an address alone
 * high enough for a whole office behind one NAT.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_USERNAME = 50;
export const MAX_FAILURES_PER_ADDRESS = 100;

const keysOf = (username: string, ip: string) => {
  const name = username.toLowerCase();
  return { pair: `p:${ip}|${name}`, user: `u:${name}`, address: `ip:${ip}` };
};

export async function assertLoginAllowed(db: Db, username: string, ip: string): Promise<void> {
  const keys = keysOf(username, ip);
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const rows = await db
    .selectFrom('login_failures')
    .select(['key', (eb) => eb.fn.countAll<number>().as('n')])
    .where('key', 'in', Object.values(keys))
    .where('at', '>', since)
    .groupBy('key')
    .execute();
  const count = (key: string) => Number(rows.find((r) => r.key === key)?.n ?? 0);
  if (
    count(keys.pair) >= MAX_FAILURES_PER_PAIR ||
    count(keys.user) >= MAX_FAILURES_PER_USERNAME ||
    count(keys.address) >= MAX_FAILURES_PER_ADDRESS
  ) {
    throw new AppError(Code.TOO_MANY, authMessages.tooManyAttempts, { minutes: LOGIN_WINDOW_MS / 60_000 });
  }
}

export async function recordLoginFailure(db: Db, username: string, ip: string): Promise<void> {
  await db
    .insertInto('login_failures')
    .values(Object.values(keysOf(username, ip)).map((key) => ({ key })))
    .execute();
}

/** A successful sign-in forgives this address's failures on the username; the totals stay, or one success would wash out a campaign. */
export async function clearLoginFailures(db: Db, username: string, ip: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', keysOf(username, ip).pair).execute();
}

export async function pruneLoginFailures(db: Db): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('at', '<', new Date(Date.now() - LOGIN_WINDOW_MS))
    .execute();
}
