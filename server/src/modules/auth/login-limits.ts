import { Code } from '@fwd/contract';
import { AppError } from '../../http/errors.ts';
import type { Db } from '../../http/context.ts';
import { authMessages } from './messages.ts';

/** Failed sign-ins are counted in the database, so the limit holds across processes. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

const userKey = (username: string) => `u:${username.toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

export async function assertLoginAllowed(db: Db, username: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const rows = await db
    .selectFrom('login_failures')
    .select(['key', (eb) => eb.fn.countAll<number>().as('n')])
    .where('key', 'in', [userKey(username), addressKey(ip)])
    .where('at', '>', since)
    .groupBy('key')
    .execute();
  const count = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
  if (count(userKey(username)) >= MAX_FAILURES_PER_USERNAME || count(addressKey(ip)) >= MAX_FAILURES_PER_ADDRESS) {
    throw new AppError(Code.TOO_MANY, authMessages.tooManyAttempts, { minutes: LOGIN_WINDOW_MS / 60_000 });
  }
}

export async function recordLoginFailure(db: Db, username: string, ip: string): Promise<void> {
  await db.insertInto('login_failures').values([{ key: userKey(username) }, { key: addressKey(ip) }]).execute();
}

/** A successful sign-in forgives the username's failures (the address's stay counted). */
export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', userKey(username)).execute();
}

export async function pruneLoginFailures(db: Db): Promise<void> {
  await db.deleteFrom('login_failures').where('at', '<', new Date(Date.now() - LOGIN_WINDOW_MS)).execute();
}
