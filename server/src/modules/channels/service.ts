import {
  Code,
  type ChannelListRow,
  type ChannelRow,
  type channelFields,
  type channelPageQuery,
  type MethodOption,
} from '@fwd/contract';
import type { ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { assertUnique, containing } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { channelMessages as m } from './messages.ts';

type Fields = z.output<typeof channelFields>;
type Query = z.output<typeof channelPageQuery>;
type Filter = Omit<Query, 'currentPage' | 'pageSize'>;

const columns = (f: Fields) => ({
  code: f.code,
  name: f.name,
  mode: f.mode,
  incoterm: f.incoterm,
  carrier: f.carrier,
  enabled: f.enabled,
  sort: f.sort,
});
const CODE = { table: 'channels', column: 'code', field: 'code' };

const rows = (db: Db) =>
  db.selectFrom('channels').select(['id', 'code', 'name', 'mode', 'incoterm', 'carrier', 'enabled', 'sort', 'version']);
const channelById = (db: Db, id: number): Promise<ChannelRow | undefined> =>
  rows(db).where('id', '=', id).executeTakeFirst();

/** Why the channel prices nothing on `today` (ChannelListRow.priceGap), the way the quote engine decides it. */
const priceGap = (today: string) => (eb: ExpressionBuilder<DB, 'channels'>) =>
  eb
    .case()
    .when('channels.enabled', '=', false)
    .then(null)
    .when(
      eb.exists(
        eb
          .selectFrom('quote_settings as s')
          .select('s.channel_id')
          .whereRef('s.channel_id', '=', 'channels.id')
          .where((w) => w.or([w('s.quote_from', '>', today), w('s.quote_to', '<', today)])),
      ),
    )
    .then('notQuoting')
    .when(
      eb.not(
        eb.exists(
          eb
            .selectFrom('rate_sheets as r')
            .select('r.id')
            .whereRef('r.channel_id', '=', 'channels.id')
            .where('r.kind', '=', 'sale')
            .where('r.effective_from', '<=', today),
        ),
      ),
    )
    .then('noSheet')
    .else(null)
    .end()
    .$castTo<ChannelListRow['priceGap']>();

function matching(db: Db, today: string, f: Filter) {
  let q = rows(db).select((eb) => priceGap(today)(eb).as('priceGap'));
  if (f.unpriced !== undefined)
    q = q.where((eb) => (f.unpriced ? eb(priceGap(today)(eb), 'is not', null) : eb(priceGap(today)(eb), 'is', null)));
  if (f.mode) q = q.where('mode', '=', f.mode);
  if (f.incoterm) q = q.where('incoterm', '=', f.incoterm);
  if (f.keyword) {
    const pattern = containing(f.keyword);
    q = q.where((eb) =>
      eb.or([eb('code', 'ilike', pattern), eb('name', 'ilike', pattern), eb('carrier', 'ilike', pattern)]),
    );
  }
  return q;
}

/** A page of channels, each with what keeps it from pricing on `today` (the company's day). */
export async function channelPage(db: Db, today: string, { currentPage, pageSize, ...f }: Query) {
  const [records, { total }] = await Promise.all([
    matching(db, today, f)
      .orderBy('sort')
      .orderBy('id')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    matching(db, today, f)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total };
}

export const methodOptions = (db: Db): Promise<MethodOption[]> =>
  db
    .selectFrom('channels')
    .select(['id', 'code', 'name', 'mode', 'incoterm'])
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export function createChannel(ctx: Ctx, f: Fields): Promise<ChannelRow> {
  return inTransaction(ctx, async (t) => {
    await assertUnique(t, CODE, f.code);
    const { id } = await t.db.insertInto('channels').values(columns(f)).returning('id').executeTakeFirstOrThrow();
    const row = (await channelById(t.db, id))!;
    await audit(t, 'create', 'channel', id, null, row);
    return row;
  });
}

export function updateChannel(
  ctx: Ctx,
  id: number,
  { version, ...f }: Fields & { version: number },
): Promise<ChannelRow> {
  return inTransaction(ctx, async (t) => {
    const before = await channelById(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await assertUnique(t, CODE, f.code, id);
    return updateVersioned(t, {
      table: 'channels',
      id,
      version,
      set: columns(f),
      read: (db) => channelById(db, id),
      notFound: m.notFound,
      audit: { entity: 'channel', before },
    });
  });
}

/** Refused (40900, naming what still refers to it) while an agent serves it; the foreign keys decide. */
export async function deleteChannel(ctx: Ctx, id: number): Promise<null> {
  await inTransaction(ctx, async (t) => {
    const before = await channelById(t.db, id);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await t.db.deleteFrom('channels').where('id', '=', id).execute();
    await audit(t, 'delete', 'channel', id, before, null);
  });
  return null;
}
