import { ALERT_ORDERS_MAX, P, type AlertKind } from '@fwd/contract';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../../http/context.ts';
import { resolveScope } from '../roles/scope.ts';
import type { AlertsRaisedListener } from './raised.ts';
import { inEveryLanguage, seen, type Reader } from './service.ts';

/*
 * The daily digest: once the company's clock passes DIGEST_HOUR, the day
 * before is summed up for each person who reads alerts: one digest alert each
 * (the alerts of that day they see, counted by kind, with their orders), made
 * by the one process whose insert of the day into `alert_digest_days` took it,
 * in the same transaction as the digests.
 */

/** The company's hour (TIME_ZONE) after which the day before is digested. */
export const DIGEST_HOUR = 8;

/** The company day to digest now, or null before DIGEST_HOUR. */
export async function dayDue(db: Db, timeZone: string): Promise<string | null> {
  const { rows } = await sql<{ day: string; hour: number }>`select
      to_char((now() at time zone ${timeZone})::date - 1, 'YYYY-MM-DD') as day,
      extract(hour from now() at time zone ${timeZone})::int as hour`.execute(db);
  return rows[0]!.hour >= DIGEST_HOUR ? rows[0]!.day : null;
}

const PARCEL_KINDS = ['exception', 'deliveryFailure', 'silent'] as const satisfies readonly AlertKind[];

/** Counts of a day's alerts by kind, with their orders (ids), as a digest's params say them. */
function summed(rows: { kind: AlertKind; orderId: number | null }[], day: string) {
  const count = (k: AlertKind) => rows.filter((r) => r.kind === k).length;
  const orderIds = [...new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])))].slice(
    0,
    ALERT_ORDERS_MAX,
  );
  return {
    params: {
      day,
      total: rows.length,
      ...Object.fromEntries(PARCEL_KINDS.map((k) => [k, count(k)])),
      runs: count('syncFailed') + count('refreshFailed'),
    },
    orderIds,
  };
}

/**
 * Makes the digests of `day` (a company day), unless another process made them: how many were raised. The
 * company's own digest (every alert of the day) is told to `tell` (the group robots) in the same transaction.
 */
export async function makeDigest(db: Db, timeZone: string, day: string, tell: AlertsRaisedListener): Promise<number> {
  return inTransaction({ db }, async ({ db: t }) => {
    const took = await t
      .insertInto('alert_digest_days')
      .values({ day })
      .onConflict((oc) => oc.doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!took) return 0;
    const during = sql<boolean>`a.created_at >= (${day}::date)::timestamp at time zone ${timeZone}
      and a.created_at < (${day}::date + 1)::timestamp at time zone ${timeZone} and a.kind <> 'digest'`;
    const people = await t
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select([
        'u.id',
        sql<string[]>`array(select p.permission_code from role_permissions rp
          join permissions p on p.id = rp.permission_id where rp.role_id = r.id)`.as('codes'),
        'r.is_super',
      ])
      .where('u.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('r.is_super', '=', true),
          sql<boolean>`exists (select 1 from role_permissions rp join permissions p on p.id = rp.permission_id
            where rp.role_id = r.id and p.permission_code in (${P.alert.view}, ${P.alert.watch}))`,
        ]),
      )
      .orderBy('u.id')
      .execute();
    let raised = 0;
    for (const person of people) {
      const reader: Reader = {
        id: person.id,
        watch: person.is_super || person.codes.includes(P.alert.watch),
        scope: await resolveScope(t, person),
      };
      const rows = await seen(t, reader)
        .where(during)
        .select(['a.kind', 'a.order_id as orderId'])
        .orderBy('a.id')
        .execute();
      if (!rows.length) continue;
      const { params, orderIds } = summed(rows, day);
      const made = await t
        .insertInto('alerts')
        .values({
          kind: 'digest',
          key: `digest:${person.id}:${day}`,
          user_id: person.id,
          order_ids: orderIds,
          params: JSON.stringify(params),
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (made) raised++;
    }
    const all = await t
      .selectFrom('alerts as a')
      .where(during)
      .select(['a.kind', 'a.order_id as orderId'])
      .orderBy('a.id')
      .execute();
    if (all.length) {
      const { params, orderIds } = summed(all, day);
      const numbers = await t
        .selectFrom('orders')
        .select('numbers')
        .where('id', 'in', orderIds.length ? orderIds : [0])
        .orderBy('id')
        .execute();
      await tell(t, [{ kind: 'digest', ...inEveryLanguage('digest', params), numbers: numbers.map((o) => o.numbers) }]);
    }
    return raised;
  });
}
