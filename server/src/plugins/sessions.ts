import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { Code } from '@fwd/contract';
import { sql, type CompiledQuery, type InferResult, type SqlBool } from 'kysely';
import type { Db, SessionUser } from '../http/context.ts';
import type { SessionLookup } from '../http/guard.ts';

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

export type SessionOutcome = { user: SessionUser; mayCall: boolean } | { code: Code; user?: undefined };

/**
 * Token -> signed-in user, or the code that says why not (50008, 50012,
 * 50014); and whether their role may call the API (a super-administrator's
 * may call any), in the same statement the guard reads the session with.
 */
const sessionQuery = (db: Db, tokenHash: string, apiId: number) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      's.last_seen_at', 's.expires_at', 's.ended_at',
      'u.id', 'u.username', 'u.name', 'u.avatar', 'u.introduction', 'u.company_id', 'u.deleted_at', 'u.role_id',
      'r.name as role_key', 'r.role_name', 'r.is_super', 'r.version as role_version', 'r.scope', 'r.own_data_only', 'r.show_agent',
      (eb) => eb.selectFrom('menus_version').select('version').as('menus_version'),
      (eb) =>
        eb
          .or([
            sql<SqlBool>`r.is_super`,
            eb.exists(
              eb
                .selectFrom('role_permissions as rp')
                .innerJoin('permission_apis as pa', 'pa.permission_id', 'rp.permission_id')
                .select('rp.role_id')
                .whereRef('rp.role_id', '=', 'u.role_id')
                .where('pa.api_id', '=', sql<number>`${apiId}::integer`),
            ),
          ])
          .$castTo<boolean>()
          .as('may_call'),
    ])
    .where('s.token_hash', '=', tokenHash);

type SessionRow = InferResult<ReturnType<typeof sessionQuery>>[number];

/** Where the token's hash and the API's id go in the compiled statement. */
const TOKEN = '\0token';
const API = -1;

/**
 * One app's session lookup, what the guard and sign-in both read a session with.
 * Every request runs it: its SQL is built once per app, then only the parameters change.
 */
export function sessionLookup(db: Db, policy: SessionPolicy): SessionLookup {
  const compiled = sessionQuery(db, TOKEN, API).compile();
  return (token, apiId) => resolveSession(db, compiled, token, apiId ?? null, policy);
}

async function resolveSession(db: Db, compiled: CompiledQuery<SessionRow>, token: string, apiId: number | null, policy: SessionPolicy): Promise<SessionOutcome> {
  const tokenHash = hashToken(token);
  const parameters = compiled.parameters.map((p) => (p === TOKEN ? tokenHash : p === API ? apiId : p));
  const [row] = (await db.executeQuery<SessionRow>({ ...compiled, parameters })).rows;
  if (!row) return { code: Code.TOKEN_INVALID };
  if (row.ended_at || row.deleted_at || row.role_id === null) return { code: Code.SESSION_ENDED };
  const now = Date.now();
  const lastSeen = row.last_seen_at.getTime();
  if (now >= row.expires_at.getTime() || now - lastSeen >= policy.sessionIdleMs) return { code: Code.TOKEN_EXPIRED };
  if (now - lastSeen >= touchEvery(policy)) {
    await db.updateTable('sessions').set({ last_seen_at: new Date(now) }).where('token_hash', '=', tokenHash).execute();
  }
  return {
    user: {
      id: row.id,
      username: row.username,
      name: row.name,
      avatar: row.avatar,
      introduction: row.introduction,
      roleId: row.role_id,
      roleKey: row.role_key!,
      roleName: row.role_name!,
      isSuper: row.is_super!,
      companyId: row.company_id,
      scope: row.scope!,
      ownDataOnly: row.own_data_only!,
      showAgent: row.show_agent!,
      tokenHash,
      permVersion: `${row.role_id}.${row.role_version}.${row.menus_version}`,
    },
    mayCall: row.may_call,
  };
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
  await db.updateTable('sessions').set({ ended_at: new Date(), end_reason: reason }).where('token_hash', '=', tokenHash).execute();
}

/** Rows of sessions long past use; they only told 50012 from 50008 for a while. */
export async function pruneSessions(db: Db, olderThanMs: number): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', new Date(Date.now() - olderThanMs)).execute();
}

const DAY = 24 * 3_600_000;

/**
 * Sessions as the guard and sign-in reach them (`app.sessions(token, apiId)`),
 * the statement built once per app; rows long past use are pruned hourly.
 */
export default fp(
  async (app) => {
    app.decorate('sessions', sessionLookup(app.db, app.config));
    app.housekeeping('sessions', () => pruneSessions(app.db, 7 * DAY));
  },
  { name: 'sessions', dependencies: ['database', 'housekeeping'], decorators: { fastify: ['config'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionLookup;
  }
}
