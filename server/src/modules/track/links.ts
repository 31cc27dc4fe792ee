import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Code, type TrackLink } from '@fwd/contract';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { audit } from '../audit/service.ts';
import { orderMessages } from '../orders/messages.ts';
import { scopeOf, whereVisible } from '../roles/scope.ts';

/*
 * An order's public tracking link. The token is never stored: the order's row keeps a random nonce (16 bytes,
 * drawn again when staff revoke the link) and the token is HMAC-SHA256(secret key, nonce), 32 bytes as base64url.
 * So staff copy the link again whenever they like (it is derived, not kept in the clear nor encrypted), a copy of
 * the database without the secret key yields no link, and the nonce's 128 random bits make every link new.
 *
 * The row also keeps the token's SHA-256, by which a visit finds its order (an index lookup). The token then is
 * compared with the one the row's nonce derives, in constant time: the lookup's timing could only tell about
 * hashes, which nobody can steer toward a token. Under another SECRET_KEY the derived tokens change: every old
 * link answers not found, and the next copy stores the new token's hash.
 */

const NONCE_BYTES = 16;

const tokenOf = (key: Buffer, nonce: Buffer) =>
  createHmac('sha256', key).update('order-track-link\0').update(nonce).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();
const pathOf = (token: string): TrackLink => ({ path: `/track/${token}` });

/** The order's id if the caller sees it (data scope, in SQL), else 40400. */
async function assertVisible(ctx: Ctx, orderId: number): Promise<void> {
  const seen = await whereVisible(
    ctx.db.selectFrom('orders as o').select('o.id').where('o.id', '=', orderId),
    'o.owner_user_id',
    await scopeOf(ctx),
  ).executeTakeFirst();
  if (!seen) throw new AppError(Code.NOT_FOUND, orderMessages.notFound);
}

const linkRow = (db: Db, orderId: number) =>
  db.selectFrom('order_track_links').select(['nonce', 'token_hash']).where('order_id', '=', orderId).executeTakeFirst();

/** The link staff copy: made the first time it is asked for (two at once keep the first made). */
export async function linkOf(ctx: Ctx, key: Buffer, orderId: number): Promise<TrackLink> {
  await assertVisible(ctx, orderId);
  let row = await linkRow(ctx.db, orderId);
  if (!row) {
    const nonce = randomBytes(NONCE_BYTES);
    await ctx.db
      .insertInto('order_track_links')
      .values({ order_id: orderId, nonce, token_hash: hashOf(tokenOf(key, nonce)) })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
    row = (await linkRow(ctx.db, orderId))!;
  }
  const token = tokenOf(key, row.nonce);
  const hash = hashOf(token);
  if (!hash.equals(row.token_hash))
    await ctx.db.updateTable('order_track_links').set({ token_hash: hash }).where('order_id', '=', orderId).execute();
  return pathOf(token);
}

/** A new nonce: the old link answers not found from now on; audited (without either token). */
export async function revokeLink(ctx: Ctx, key: Buffer, orderId: number): Promise<TrackLink> {
  return inTransaction(ctx, async (t) => {
    await assertVisible(t, orderId);
    const nonce = randomBytes(NONCE_BYTES);
    const token = tokenOf(key, nonce);
    const before = await t.db
      .selectFrom('order_track_links')
      .select('created_at as createdAt')
      .where('order_id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    const after = await t.db
      .insertInto('order_track_links')
      .values({ order_id: orderId, nonce, token_hash: hashOf(token) })
      .onConflict((oc) =>
        oc.column('order_id').doUpdateSet({ nonce, token_hash: hashOf(token), created_at: new Date() }),
      )
      .returning('created_at as createdAt')
      .executeTakeFirstOrThrow();
    await audit(t, 'update', 'order_track_link', orderId, before ?? null, after);
    return pathOf(token);
  });
}

/**
 * The order a token opens, or undefined: malformed, unknown, revoked, or its order deleted (the link goes with
 * it). Constant-time comparison of the token with the one derived from the found row.
 */
export async function orderOfToken(db: Db, key: Buffer, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('order_track_links')
    .select(['order_id', 'nonce'])
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const given = Buffer.from(token, 'utf8');
  const expected = Buffer.from(tokenOf(key, row.nonce), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? row.order_id : undefined;
}
