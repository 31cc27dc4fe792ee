import type { Access, Endpoint, Language, ScopeValue } from '@fwd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';

export interface SessionUser {
  id: number;
  username: string;
  name: string;
  roleId: number;
  /** `roles.name`, the key the web app builds menus with. */
  roleKey: string;
  roleName: string;
  isSuper: boolean;
  /** Read with the session, so GET /users/info needs no second look at the user. */
  avatar: string;
  introduction: string;
  companyId: number | null;
  /** The role's data scope and agent display, read with the session: this request's scope and masking follow them. */
  scope: ScopeValue;
  ownDataOnly: boolean;
  showAgent: boolean;
  /** SHA-256 of the token this request came with. */
  tokenHash: string;
  /** `roleId.roleVersion.menusVersion`: changes whenever the user's grants or the menus may have changed. */
  permVersion: string;
}

/** What every service receives first: the database (or transaction), who asks, in which language. */
export interface Ctx {
  db: Kysely<DB>;
  user: SessionUser;
  lang: Language;
  requestId: string;
  log: FastifyBaseLogger;
}

export type Db = Kysely<DB>;

/**
 * Runs `fn` in one transaction, with a Ctx (or a bare `{ db }`: jobs, start-up)
 * whose db is that transaction; inside one already, `fn` joins it (all or
 * nothing as a whole).
 */
export const inTransaction = <T, C extends { db: Db }>(ctx: C, fn: (t: C) => Promise<T>): Promise<T> =>
  ctx.db.isTransaction ? fn(ctx) : ctx.db.transaction().execute((db) => fn({ ...ctx, db }));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call; every /api route must declare it (the guard fails closed). */
    access?: Access;
    /** Accept the token as the `Authorization` query parameter (GET /users/info, as the spec shows). */
    tokenInQuery?: boolean;
    /** The contract endpoint the route serves (route.ts sets it). */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    lang: Language;
    user: SessionUser | null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    config: Config;
  }
}
