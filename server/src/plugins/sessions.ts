import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { Code } from '@fwd/contract';
import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../db/columns.ts';
import type { Db, SessionUser } from '../http/context.ts';
import type { SessionLookup } from '../http/guard.ts';
import type { ApiRegistry } from '../http/registry.ts';

/*
 * Sessions: every /api request but the public ones opens one, so this is the
 * machinery's own table, written by sign-in, sign-out and whoever ends a
 * user's sessions. Who the user is, and what their role may call, belong to
 * the areas that keep users and API bindings: this layer asks them through the
 * decorations below and reads none of their tables.
 *
 * What a token opens is kept per process while `sessions_version` stands:
 * triggers bump it on every change that could alter the outcome (migration
 * 023), so a request reads that one row, not the session, its user, role and
 * grant. Any number of processes see a logout, a password change or a revoked
 * grant on their next request, without telling each other anything.
 */

export interface SessionsTable {
  /** SHA-256 of the token, hex. The token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
  end_reason: string | null;
}

/** A single row: bumped by triggers on every change that may alter what a token opens. */
export interface SessionsVersionTable {
  id: Generated<boolean>;
  version: Generated<string>;
}

declare module '../db/schema.ts' {
  interface DB {
    sessions: SessionsTable;
    sessions_version: SessionsVersionTable;
  }
}

/** A signed-in user as the area keeping users answers: all the guard and the areas read of them per request. */
export type SessionUserRecord = Omit<SessionUser, 'tokenHash'>;

/** The user a session belongs to, or undefined when they may no longer be signed in (deleted, no role). */
export type SessionUsers = (userId: number) => Promise<SessionUserRecord | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions as the guard and sign-in reach them: `app.sessions(token, apiId)`. */
    sessions: SessionLookup;
    /** Decorated by the auth area (plugin `session-users`). */
    sessionUsers: SessionUsers;
  }
}

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionPolicy {
  sessionIdleMs: number;
  sessionMaxMs: number;
}

/** Last-seen is written at most this often (or a quarter of the idle limit), so reads stay reads. */
const touchEvery = (policy: SessionPolicy) => Math.min(60_000, policy.sessionIdleMs / 4);

export async function createSession(db: Db, userId: number, policy: SessionPolicy): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(Date.now() + policy.sessionMaxMs) })
    .execute();
  return token;
}

export type EndReason = 'logout' | 'password_changed' | 'password_reset' | 'deleted' | 'role_removed';

/** Ends a user's open sessions (all, or all but one). */
export async function endSessions(db: Db, userIds: number[], reason: EndReason, exceptHash?: string): Promise<void> {
  if (userIds.length === 0) return;
  let q = db
    .updateTable('sessions')
    .set({ ended_at: new Date(), end_reason: reason })
    .where('user_id', 'in', userIds)
    .where('ended_at', 'is', null);
  if (exceptHash) q = q.where('token_hash', '!=', exceptHash);
  await q.execute();
}

export async function endSession(db: Db, tokenHash: string, reason: EndReason): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: new Date(), end_reason: reason })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Rows of sessions long past use; they only told 50012 from 50008 for a while. */
export async function pruneSessions(db: Db, olderThanMs: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', new Date(Date.now() - olderThanMs))
    .execute();
}

/** A session's row as this process last knew it; `lastSeen` is what the row holds (read or written here). */
interface Held {
  userId: number;
  expiresAt: number;
  lastSeen: number;
  ended: boolean;
}

async function readSession(db: Db, tokenHash: string): Promise<Held | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at', 'last_seen_at', 'ended_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      expiresAt: row.expires_at.getTime(),
      lastSeen: row.last_seen_at.getTime(),
      ended: row.ended_at !== null,
    }
  );
}

/**
 * `sessions_version` as of now. One read serves every request that arrived
 * before it was sent: it is sent on the next turn of the event loop, after the
 * requests read from the sockets in this one, so each sees what had committed
 * when it arrived.
 */
function versionReader(db: Db): () => Promise<string> {
  const statement = db.selectFrom('sessions_version').select('version').compile();
  let next: Promise<string> | undefined;
  return () =>
    (next ??= new Promise((resolve, reject) =>
      setImmediate(() => {
        next = undefined;
        db.executeQuery(statement).then((r) => resolve(String(r.rows[0]!.version)), reject);
      }),
    ));
}

interface Sources {
  users: SessionUsers;
  mayCall: ApiRegistry['mayCall'];
}

/** A map of promises read once per key; a failed read is forgotten so the next request tries again. */
function once<K, V>(map: Map<K, Promise<V>>, key: K, read: () => Promise<V>): Promise<V> {
  let hit = map.get(key);
  if (!hit) {
    map.set(key, (hit = read()));
    hit.catch(() => map.delete(key));
  }
  return hit;
}

/** Past this many sessions held, a process starts again empty rather than grow. */
const MAX_HELD = 10_000;

/**
 * One app's session lookup: token -> signed-in user, or the code that says
 * why not (50008, 50012, 50014), and whether their role may call the API (a
 * super-administrator's may call any).
 */
export function sessionLookup(db: Db, policy: SessionPolicy, sources: Sources): SessionLookup {
  const version = versionReader(db);
  let heldAt: string | undefined;
  let sessions = new Map<string, Promise<Held | undefined>>();
  let users = new Map<number, Promise<SessionUserRecord | undefined>>();
  let grants = new Map<string, Promise<boolean>>();

  return async (token, apiId) => {
    const tokenHash = hashToken(token);
    const current = await version();
    if (current !== heldAt || sessions.size > MAX_HELD) {
      heldAt = current;
      sessions = new Map();
      users = new Map();
      grants = new Map();
    }
    // What is read now is at least as new as `current`; kept only while nothing newer has been seen.
    const keep = <K, V>(map: Map<K, Promise<V>>, key: K, read: () => Promise<V>) =>
      heldAt === current ? once(map, key, read) : read();

    let held = await keep(sessions, tokenHash, () => readSession(db, tokenHash));
    if (!held) {
      sessions.delete(tokenHash);
      return { code: Code.TOKEN_INVALID };
    }
    if (held.ended) return { code: Code.SESSION_ENDED };
    const user = await keep(users, held.userId, () => sources.users(held!.userId));
    if (!user) return { code: Code.SESSION_ENDED };

    const now = Date.now();
    if (now >= held.expiresAt) return { code: Code.TOKEN_EXPIRED };
    if (now - held.lastSeen >= policy.sessionIdleMs) {
      // Another process may have seen the session since: the row says.
      held = await readSession(db, tokenHash);
      if (!held || now - held.lastSeen >= policy.sessionIdleMs) return { code: Code.TOKEN_EXPIRED };
      if (heldAt === current) sessions.set(tokenHash, Promise.resolve(held));
    }
    if (now - held.lastSeen >= touchEvery(policy)) {
      held.lastSeen = now;
      await db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(now) })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    const mayCall =
      user.isSuper ||
      (apiId !== undefined &&
        (await keep(grants, `${user.roleId}:${apiId}`, () => sources.mayCall(user.roleId, apiId))));
    return { user: { ...user, tokenHash }, mayCall };
  };
}

const DAY = 24 * 3_600_000;

/**
 * `app.sessions(token, apiId)`, asking the areas that keep users and API
 * bindings by their plugins' names; rows long past use are pruned hourly.
 */
export default fp(
  async (app) => {
    app.decorate(
      'sessions',
      sessionLookup(app.db, app.config, {
        users: (id) => app.sessionUsers(id),
        mayCall: (role, api) => app.apiRegistry.mayCall(role, api),
      }),
    );
    app.housekeeping('sessions', () => pruneSessions(app.db, 7 * DAY));
  },
  {
    name: 'sessions',
    dependencies: ['database', 'housekeeping', 'session-users', 'api-registry'],
    decorators: { fastify: ['config'] },
  },
);
