import { LANGUAGES, P, type AlertKind, type AlertRow, type Language } from '@fwd/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Ctx, Db } from '../../http/context.ts';
import { translate, type Message } from '../../i18n/index.ts';
import type { DB } from '../../db/schema.ts';
import type { DataScope } from '../roles/scope.ts';
import { alertMessages as m, alertTitles } from './messages.ts';
import type { AlertParams } from './schema.ts';

/*
 * Who reads an alert is decided as it is read, in SQL: a parcel's alert its
 * order's owner, and a watcher (alert:watch) whose data scope reaches the
 * order; a failed run the watchers; a digest its person. Each reader keeps
 * their own read state. The bell looks back a month.
 */

/** A reader: who, whether they watch logistics, their data scope. */
export interface Reader {
  id: number;
  watch: boolean;
  scope: DataScope;
}

export const readerOf = (id: number, codes: readonly string[], scope: DataScope): Reader => ({
  id,
  watch: codes.includes(P.alert.watch),
  scope,
});

const SHOWN_SINCE = sql<Date>`now() - interval '30 days'`;

type AlertsEb = ExpressionBuilder<DB & { a: DB['alerts']; o: DB['orders'] }, 'a' | 'o'>;

/** The orders' owners whose orders the reader sees alerts of: their own, or their scope's when they watch. */
function ownerSeen(eb: AlertsEb, r: Reader) {
  if (!r.watch) return eb('o.owner_user_id', '=', r.id);
  if ('all' in r.scope) return eb('a.order_id', 'is not', null);
  return r.scope.userIds.length ? eb('o.owner_user_id', 'in', r.scope.userIds) : sql<boolean>`false`;
}

/** The alerts a reader sees. */
export const seen = (db: Db, r: Reader) =>
  db
    .selectFrom('alerts as a')
    .leftJoin('orders as o', 'o.id', 'a.order_id')
    .where('a.created_at', '>', SHOWN_SINCE)
    .where((eb) =>
      eb.or([eb('a.user_id', '=', r.id), ownerSeen(eb, r), ...(r.watch ? [eb('a.job_id', 'is not', null)] : [])]),
    );

const unreadBy = (r: Reader) => (eb: AlertsEb) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('alert_reads as ar')
        .select('ar.alert_id')
        .whereRef('ar.alert_id', '=', 'a.id')
        .where('ar.user_id', '=', r.id),
    ),
  );

export async function unreadCount(db: Db, r: Reader): Promise<number> {
  const row = await seen(db, r)
    .where(unreadBy(r))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An alert's title and text in one language. */
export function render(lang: Language, kind: AlertKind, p: AlertParams): { title: string; text: string } {
  const title = translate(lang, alertTitles[kind], p);
  if (kind === 'syncFailed' || kind === 'refreshFailed')
    return { title, text: String(p[`error_${lang}`] ?? '') || translate(lang, m.noError) };
  if (kind === 'digest') return { title, text: translate(lang, m.digestText, p) };
  return {
    title,
    text: translate(lang, m.parcel, { ...p, event: String(p.event ?? '') || translate(lang, m.noEvent) }),
  };
}

/** An alert in every language: what listeners (group robots) are told. */
export function inEveryLanguage(kind: AlertKind, p: AlertParams): { title: Message; text: Message } {
  const each = LANGUAGES.map((l) => [l, render(l, kind, p)] as const);
  return {
    title: Object.fromEntries(each.map(([l, r]) => [l, r.title])) as Message,
    text: Object.fromEntries(each.map(([l, r]) => [l, r.text])) as Message,
  };
}

/** The waybill numbers of a digest's orders the reader sees (the digest's own person: their scope now). */
function digestNumbers(r: Reader) {
  const scoped =
    'all' in r.scope
      ? sql`true`
      : sql`o2.owner_user_id = any(${r.scope.userIds.length ? r.scope.userIds : [0]}::integer[])`;
  return sql<
    string[]
  >`array(select o2.numbers from orders o2 where o2.id = any(a.order_ids) and ${scoped} order by o2.id)`;
}

export async function alertPage(
  ctx: Ctx,
  r: Reader,
  q: { currentPage: number; pageSize: number },
): Promise<{ records: AlertRow[]; total: number; unread: number }> {
  const [rows, total, unread] = await Promise.all([
    seen(ctx.db, r)
      .select((eb) => [
        'a.id',
        'a.kind',
        'a.params',
        'a.job_id as jobId',
        sql<string>`to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('createdAt'),
        eb.not(unreadBy(r)(eb)).as('read'),
        sql<
          string[]
        >`case when a.order_id is not null then array[o.numbers] when a.kind = 'digest' then ${digestNumbers(r)} else '{}' end`.as(
          'numbers',
        ),
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(q.pageSize)
      .offset((q.currentPage - 1) * q.pageSize)
      .execute(),
    seen(ctx.db, r)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    unreadCount(ctx.db, r),
  ]);
  return {
    records: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      ...render(ctx.lang, row.kind, row.params),
      createdAt: row.createdAt,
      read: Boolean(row.read),
      numbers: row.numbers,
      jobId: row.jobId,
    })),
    total: Number(total.n),
    unread,
  };
}

/** Marks read for the reader what they see of these (all of theirs unread when `ids` is left out). */
export async function markRead(db: Db, r: Reader, ids?: number[]): Promise<null> {
  let q = seen(db, r).where(unreadBy(r));
  if (ids) q = q.where('a.id', 'in', ids);
  await db
    .insertInto('alert_reads')
    .columns(['alert_id', 'user_id'])
    .expression(q.select(['a.id', sql<number>`${r.id}::integer`.as('user_id')]))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return null;
}
