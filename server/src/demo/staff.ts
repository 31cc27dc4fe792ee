import type { FastifyBaseLogger } from 'fastify';
import type { Ctx, Db } from '../http/context.ts';
import { AppError } from '../http/errors.ts';

/*
 * The demo enters its records as staff would: through the services, with the
 * checks the screens and imports meet, as the administrator, in Chinese. A
 * record they refuse stops the seed saying which and why.
 */

const ignore = () => {};
const quiet = {
  level: 'silent',
  fatal: ignore,
  error: ignore,
  warn: ignore,
  info: ignore,
  debug: ignore,
  trace: ignore,
  silent: ignore,
  child: () => quiet,
} as unknown as FastifyBaseLogger;

/** The administrator as the caller of a service, inside the caller's transaction `db`. */
export async function asAdministrator(db: Db): Promise<Ctx> {
  const u = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.username',
      'u.name',
      'u.avatar',
      'u.introduction',
      'u.company_id',
      'u.role_id',
      'r.name as role_key',
      'r.role_name',
      'r.is_super',
      'r.scope',
      'r.own_data_only',
      'r.show_agent',
    ])
    .where('u.username', '=', 'admin')
    .executeTakeFirstOrThrow();
  const user = {
    id: u.id,
    username: u.username,
    name: u.name,
    avatar: u.avatar,
    introduction: u.introduction,
    roleId: u.role_id!,
    roleKey: u.role_key,
    roleName: u.role_name,
    isSuper: u.is_super,
    companyId: u.company_id,
    scope: u.scope,
    ownDataOnly: u.own_data_only,
    showAgent: u.show_agent,
    tokenHash: '',
    permVersion: '',
  };
  return { db, user, lang: 'zh', requestId: 'demo', log: quiet };
}

/** Runs a service's save for the demo; a refusal becomes an error naming the record and every fault. */
export async function entered<T>(what: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const faults = (error.data as { errors?: { path: string; message: string }[] } | null)?.errors ?? [];
    throw new Error(
      `demo ${what} refused: ${error.msg.zh} ${faults.map((f) => `${f.path}: ${f.message}`).join('; ')}`,
      { cause: error },
    );
  }
}
