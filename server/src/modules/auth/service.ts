import { Code, type SessionInfo, type UserInfo } from '@fwd/contract';
import type { z } from 'zod';
import type { changePasswordBody, loginBody, profileBody } from '@fwd/contract';
import { inTransaction, type Ctx, type Db, type SessionUser } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { httpMessages } from '../../http/messages.ts';
import { audit } from '../audit/service.ts';
import { menuRecords } from '../permissions/menuTree.ts';
import type { PermissionCodes } from '../permissions/codes.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-limits.ts';
import { authMessages } from './messages.ts';
import { hashPassword, verifyPassword } from '../../crypto/passwords.ts';
import type { SessionLookup } from '../../http/guard.ts';
import { createSession, endSession, endSessions, type SessionPolicy } from '../../plugins/sessions.ts';

const activeUserByName = (db: Db, username: string) =>
  db
    .selectFrom('users')
    .select(['id', 'password_hash', 'role_id'])
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/**
 * Signs in. Wrong username and wrong password get the same answer, in the same
 * time; failures count towards the per-username and per-address limits.
 */
export async function login(
  db: Db,
  policy: SessionPolicy,
  { username, password }: z.output<typeof loginBody>,
  ip: string,
): Promise<{ token: string }> {
  await assertLoginAllowed(db, username, ip);
  const user = await activeUserByName(db, username);
  if (!(await verifyPassword(user?.password_hash, password)) || !user) {
    await recordLoginFailure(db, username, ip);
    throw new AppError(Code.BAD_INPUT, authMessages.badCredentials, undefined, { errors: [] });
  }
  if (user.role_id === null) throw new AppError(Code.FORBIDDEN, httpMessages.noRole);
  await clearLoginFailures(db, username, ip);
  return { token: await createSession(db, user.id, policy) };
}

/** The user a new token signs in, read the way every later request reads it (the guard's lookup). */
export async function signedInUser(lookupSession: SessionLookup, token: string): Promise<SessionUser> {
  const session = await lookupSession(token);
  if (!session.user) throw new Error(`a session just created does not resolve (${session.code})`);
  return session.user;
}

/** The user and the menus of their role: what the console starts from. */
export async function sessionInfo(ctx: Ctx, codes: PermissionCodes): Promise<SessionInfo> {
  const [user, menus] = await Promise.all([userInfo(ctx, codes), menuRecords(ctx.db, ctx.user)]);
  return { user, menus };
}

export const logout = (ctx: Ctx) => endSession(ctx.db, ctx.user.tokenHash, 'logout');

export async function userInfo(ctx: Ctx, codes: PermissionCodes): Promise<UserInfo> {
  const u = ctx.user;
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    avatar: u.avatar,
    introduction: u.introduction,
    roles: [u.roleKey],
    roleId: u.roleId,
    roleName: u.roleName,
    permissions: await codes(ctx.db, u),
  };
}

const fieldError = (path: string, message: string) => ({ errors: [{ path, message }] });

/** Changes one's own password and ends one's other sessions; this one stays signed in. */
export async function changePassword(
  ctx: Ctx,
  { oldPassword, newPassword }: z.output<typeof changePasswordBody>,
): Promise<null> {
  const { password_hash } = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(password_hash, oldPassword))) {
    throw new AppError(
      Code.BAD_INPUT,
      authMessages.wrongOldPassword,
      undefined,
      fieldError('oldPassword', authMessages.wrongOldPassword[ctx.lang]),
    );
  }
  if (oldPassword === newPassword) {
    throw new AppError(
      Code.BAD_INPUT,
      authMessages.samePassword,
      undefined,
      fieldError('newPassword', authMessages.samePassword[ctx.lang]),
    );
  }
  const hash = await hashPassword(newPassword);
  await inTransaction(ctx, async (t) => {
    await t.db
      .updateTable('users')
      .set((eb) => ({ password_hash: hash, updated_at: new Date(), version: eb('version', '+', 1) }))
      .where('id', '=', ctx.user.id)
      .execute();
    await endSessions(t.db, [ctx.user.id], 'password_changed', ctx.user.tokenHash);
    await audit(t, 'update', 'user.password', ctx.user.id, null, null);
  });
  return null;
}

export async function updateProfile(
  ctx: Ctx,
  codes: PermissionCodes,
  input: z.output<typeof profileBody>,
): Promise<UserInfo> {
  await inTransaction(ctx, async (t) => {
    const before = await t.db
      .selectFrom('users')
      .select(['name', 'avatar', 'introduction'])
      .where('id', '=', ctx.user.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set((eb) => ({ ...input, updated_at: new Date(), version: eb('version', '+', 1) }))
      .where('id', '=', ctx.user.id)
      .execute();
    await audit(t, 'update', 'user.profile', ctx.user.id, before, input);
  });
  return userInfo({ ...ctx, user: { ...ctx.user, ...input } }, codes);
}
