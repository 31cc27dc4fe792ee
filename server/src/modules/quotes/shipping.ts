import type { remarkFields, remarkRow, shippingQueryParams, shippingRow } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { fieldError } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { channelMessages } from '../channels/messages.ts';
import { quotingOn, rowsOf, sheetOn, type CompiledSheet } from '../../quote-engine/index.ts';
import type { QuoteBookCache } from './loaded.ts';
import { quoteMessages as m } from './messages.ts';
import { countryIn } from './price.ts';
import { assertChannel } from './settings.ts';
import type { SheetUses } from './uses.ts';

/*
 * 运费查询: for a country, each channel that serves it on a day, with the
 * zones and rate rows in force, transit days and the latest remark; and the
 * remarks themselves (the drawer), kept per channel and country.
 */

type ShippingRow = z.infer<typeof shippingRow>;
type RemarkRow = z.infer<typeof remarkRow>;

/** A zone's postcodes in the country, as people write them (`100*, 90000–96199, 10001`); null: the whole country. */
function postcodesIn(zone: CompiledSheet['zones'][number], country: string): string | null {
  const parts = zone.members
    .filter((mb) => mb.country === country && mb.match !== 'country')
    .map((mb) =>
      mb.match === 'prefix' ? `${mb.value}*` : mb.match === 'range' ? `${mb.value}–${mb.valueTo}` : mb.value!,
    );
  return parts.length ? parts.join(', ') : null;
}

const remarks = (db: Db) =>
  db
    .selectFrom('shipping_remarks as r')
    .innerJoin('users as u', 'u.id', 'r.author_id')
    .select(['r.id', 'r.channel_id', 'r.content', 'u.name as author', 'r.created_at']);
const remarkOf = (r: { id: number; content: string; author: string; created_at: Date }): RemarkRow => ({
  id: r.id,
  content: r.content,
  author: r.author,
  createdAt: r.created_at.toISOString(),
});

/** The channels serving the country on the day, each with its rates in force (the sheets shown are marked used). */
export async function shippingQuery(
  ctx: Ctx,
  book: QuoteBookCache,
  uses: SheetUses,
  today: string,
  q: z.output<typeof shippingQueryParams>,
): Promise<ShippingRow[]> {
  const loaded = await book.current();
  const country = countryIn(loaded, q.country);
  if (!country) throw fieldError(ctx.lang, 'country', m.unknownCountry, { value: q.country });
  const day = q.date ?? today;
  const latest = await remarks(ctx.db)
    .distinctOn('r.channel_id')
    .where('r.country', '=', country.code)
    .orderBy('r.channel_id')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  const remarkOfChannel = new Map(latest.map((r) => [r.channel_id, r]));
  const shown: number[] = [];
  const rows = loaded.compiled.channels.flatMap((c) => {
    const sheet = quotingOn(c.channel, day) ? sheetOn(c, day) : null;
    const zones = sheet?.zones.filter((z) => z.members.some((mb) => mb.country === country.code)) ?? [];
    if (!sheet || !zones.length) return [];
    shown.push(sheet.id);
    const { settings } = c.channel;
    const remark = remarkOfChannel.get(c.channel.id);
    return [
      {
        channel: c.ref,
        currency: settings.currency,
        transitMin: settings.transitMin,
        transitMax: settings.transitMax,
        zones: zones.map((z) => ({ code: z.code, name: z.name, postcodes: postcodesIn(z, country.code) })),
        rates: zones.flatMap((z) => rowsOf(z.bands, z.code)),
        remark: remark ? remarkOf(remark) : null,
      },
    ];
  });
  await uses.record(shown);
  return rows;
}

export async function channelRemarks(db: Db, channelId: number, country: string): Promise<RemarkRow[]> {
  await assertChannel(db, channelId);
  const rows = await remarks(db)
    .where('r.channel_id', '=', channelId)
    .where('r.country', '=', country)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map(remarkOf);
}

export function addRemark(ctx: Ctx, f: z.output<typeof remarkFields>): Promise<RemarkRow> {
  return inTransaction(ctx, async (t) => {
    const channel = await t.db
      .selectFrom('channels')
      .select('id')
      .where('id', '=', f.channelId)
      .forShare()
      .executeTakeFirst();
    if (!channel) throw fieldError(t.lang, 'channelId', channelMessages.notFound);
    const country = await t.db.selectFrom('countries').select('code').where('code', '=', f.country).executeTakeFirst();
    if (!country) throw fieldError(t.lang, 'country', m.unknownCountry, { value: f.country });
    const { id } = await t.db
      .insertInto('shipping_remarks')
      .values({ channel_id: f.channelId, country: f.country, content: f.content, author_id: t.user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = remarkOf(await remarks(t.db).where('r.id', '=', id).executeTakeFirstOrThrow());
    await audit(t, 'create', 'shippingRemark', id, null, { channelId: f.channelId, country: f.country, ...row });
    return row;
  });
}
