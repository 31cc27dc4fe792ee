import type { Ctx } from '../../http/context.ts';
import type { AuditLogTable } from './schema.ts';

const SECRET_KEYS = new Set(['password_hash', 'password', 'secret', 'token_hash']);

const scrub = (row: unknown): unknown =>
  row && typeof row === 'object'
    ? Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_KEYS.has(k)))
    : (row ?? null);

/** One row per change by staff: who, when, which record, before and after (secrets left out). */
export async function audit(
  ctx: Pick<Ctx, 'db' | 'user' | 'requestId'>,
  action: AuditLogTable['action'],
  entity: string,
  entityId: number | string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await ctx.db
    .insertInto('audit_log')
    .values({
      user_id: ctx.user.id,
      action,
      entity,
      entity_id: String(entityId),
      before: JSON.stringify(scrub(before)),
      after: JSON.stringify(scrub(after)),
      request_id: ctx.requestId,
    })
    .execute();
}
