import {
  expressionBuilder,
  type Expression,
  type ExpressionBuilder,
  type Generated,
  type Kysely,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Timestamp } from '../../db/columns.ts';
import type { DB } from '../../db/schema.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { assertUpdated } from '../../http/rules.ts';
import type { Message } from '../../i18n/index.ts';
import { audit } from './service.ts';

/** The columns of a record edited under optimistic locking, which the helper writes itself. */
interface VersionedColumns {
  id: Generated<number>;
  version: Generated<number>;
  updated_at: Timestamp;
}

type VersionedTable = { [T in keyof DB]: DB[T] extends VersionedColumns ? T : never }[keyof DB];

interface VersionedUpdate<TB extends VersionedTable, R> {
  table: TB;
  id: number;
  /** The version the caller read the record at. */
  version: number;
  set: Omit<Updateable<DB[TB]>, keyof VersionedColumns>;
  /** A further condition the row must meet (not soft-deleted, of the caller's platform); one failing it is left as it is. */
  where?: (eb: ExpressionBuilder<DB, TB>) => Expression<SqlBool>;
  /** The record as the caller answers it: after the change, or as it is now with 40900; undefined when gone. */
  read: (db: Db) => Promise<R | undefined>;
  /** 40400's message. */
  notFound: Message;
  /** Rows the change writes besides the record's own (its links): only when the version matched. */
  alsoWrite?: (db: Db) => Promise<void>;
  audit: {
    entity: string;
    before: unknown;
    /** What the row keeps as after, when not the record answered (a masked answer, a few fields). */
    after?: (answered: R, db: Db) => unknown;
  };
}

/**
 * Changes the record if nobody else did since `version` (it then gets the
 * next), writes its audit row and answers it as `read` does. Otherwise nothing
 * is written: 40400 when it is gone, 40900 with the record as it is now.
 */
export function updateVersioned<TB extends VersionedTable, R>(
  ctx: Pick<Ctx, 'db' | 'user' | 'requestId'>,
  u: VersionedUpdate<TB, R>,
): Promise<R> {
  return inTransaction(ctx, async (t) => {
    // Kysely cannot resolve columns through a generic table name: the update is typed by those every versioned table has.
    const versioned = t.db as unknown as Kysely<Record<string, VersionedColumns>>;
    const result = await versioned
      .updateTable<string>(u.table)
      .set((eb) => ({ ...u.set, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', u.id)
      .where('version', '=', u.version)
      .$if(u.where !== undefined, (q) => q.where(u.where!(expressionBuilder<DB, TB>())))
      .executeTakeFirst();
    await assertUpdated(result, () => u.read(t.db), u.notFound);
    await u.alsoWrite?.(t.db);
    const answered = (await u.read(t.db))!;
    await audit(
      t,
      'update',
      u.audit.entity,
      u.id,
      u.audit.before,
      u.audit.after ? await u.audit.after(answered, t.db) : answered,
    );
    return answered;
  });
}
