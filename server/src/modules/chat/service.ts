import { Code, type ChatAccountRow, type ChatPlatform } from '@fwd/contract';
import type { ChatAccountCreateBody, ChatAccountUpdateBody } from '@fwd/contract';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { chatMessages as m } from './messages.ts';

// QQ and WeChat accounts are one kind of record; every function takes the platform.

/** `name` comes from the employee, so it follows renames; no employee means idle. */
const accounts = (db: Db, platform: ChatPlatform) =>
  db
    .selectFrom('chat_accounts as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.account', 'u.name', 'a.user_id as userId', 'a.version'])
    .where('a.platform', '=', platform);

const entity = (platform: ChatPlatform) => `chat.${platform}`;

export const listAccounts = (db: Db, platform: ChatPlatform): Promise<ChatAccountRow[]> =>
  accounts(db, platform).orderBy('a.id').execute();

const accountById = (db: Db, platform: ChatPlatform, id: number) =>
  accounts(db, platform).where('a.id', '=', id).executeTakeFirst();

export async function getAccount(db: Db, platform: ChatPlatform, id: number): Promise<ChatAccountRow> {
  const row = await accountById(db, platform, id);
  if (!row) throw new AppError(Code.NOT_FOUND, m.notFound);
  return row;
}

const duplicate = (account: string) => new AppError(Code.CONFLICT, m.duplicate, { account });

/** Checks what the unique index (platform, lower(account)) would refuse, to say it clearly. */
async function assertAccountFree(db: Db, platform: ChatPlatform, account: string, exceptId?: number): Promise<void> {
  let q = db
    .selectFrom('chat_accounts')
    .select('id')
    .where('platform', '=', platform)
    .where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw duplicate(account);
}

/** Only an active employee can be given an account (read FOR SHARE: not deleted meanwhile). */
async function assertEmployee(ctx: Ctx, db: Db, userId: number | null): Promise<void> {
  if (userId === null) return;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .forShare()
    .executeTakeFirst();
  if (!user) throw fieldError(ctx.lang, 'userId', m.noSuchUser);
}

export function createAccount(
  ctx: Ctx,
  platform: ChatPlatform,
  { account, userId }: ChatAccountCreateBody,
): Promise<ChatAccountRow> {
  return inTransaction(ctx, async (t) => {
    await assertAccountFree(t.db, platform, account);
    await assertEmployee(ctx, t.db, userId);
    const { id } = await t.db
      .insertInto('chat_accounts')
      .values({ platform, account, user_id: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (await accountById(t.db, platform, id))!;
    await audit(t, 'create', entity(platform), id, null, row);
    return row;
  });
}

/** Renames, assigns (userId) or idles (userId null) an account, if nobody changed it since `version`. */
export function updateAccount(
  ctx: Ctx,
  platform: ChatPlatform,
  { id, account, userId, version }: ChatAccountUpdateBody,
): Promise<ChatAccountRow> {
  return inTransaction(ctx, async (t) => {
    const before = await getAccount(t.db, platform, id);
    await assertAccountFree(t.db, platform, account, id);
    await assertEmployee(ctx, t.db, userId);
    return updateVersioned(t, {
      table: 'chat_accounts',
      id,
      version,
      set: { account, user_id: userId },
      where: (eb) => eb('platform', '=', platform),
      read: (db) => accountById(db, platform, id),
      notFound: m.notFound,
      audit: { entity: entity(platform), before },
    });
  });
}

export async function deleteAccount(ctx: Ctx, platform: ChatPlatform, id: number): Promise<null> {
  await inTransaction(ctx, async (t) => {
    const before = await getAccount(t.db, platform, id);
    await t.db.deleteFrom('chat_accounts').where('id', '=', id).execute();
    await audit(t, 'delete', entity(platform), id, before, null);
  });
  return null;
}

/** Accounts of employees who leave fall idle (run inside the deleting transaction). */
export async function releaseChatAccounts(ctx: Ctx, userIds: number[]): Promise<void> {
  const held = await ctx.db
    .selectFrom('chat_accounts')
    .select(['id', 'platform', 'account', 'user_id as userId'])
    .where('user_id', 'in', userIds)
    .forUpdate()
    .execute();
  if (!held.length) return;
  await ctx.db
    .updateTable('chat_accounts')
    .set((eb) => ({ user_id: null, version: eb('version', '+', 1), updated_at: new Date() }))
    .where(
      'id',
      'in',
      held.map((a) => a.id),
    )
    .execute();
  for (const { platform, ...a } of held) await audit(ctx, 'update', entity(platform), a.id, a, { ...a, userId: null });
}
