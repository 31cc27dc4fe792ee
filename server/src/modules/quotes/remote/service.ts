import {
  POSTCODE_PATTERN,
  REMOTE_BATCH_MAX,
  type Language,
  type RemoteAnswer,
  type RemoteBatchAnswer,
  type RemoteBatchRow,
  type RemoteChannelAdd,
  type remoteBatchBody,
  type remoteQueryParams,
} from '@fwd/contract';
import type { z } from 'zod';
import { clockAt } from '../../../excel/time-zone.ts';
import { readSheet, refuseFile, writeSheet, type Sheet, type SheetCtx } from '../../../excel/sheet.ts';
import type { Ctx, Db } from '../../../http/context.ts';
import type { FileAnswer } from '../../../http/route.ts';
import { fieldError } from '../../../http/rules.ts';
import { translate } from '../../../i18n/index.ts';
import { dec, plain, ZERO } from '../../../quote-engine/decimal.ts';
import { priceQuery, remoteAreaOf, type CompiledBook, type RemoteHit } from '../../../quote-engine/index.ts';
import type { LoadedBook, QuoteBookCache, QuoteCountry } from '../loaded.ts';
import { batchColumns as c, batchStatuses, remoteMessages as m } from './messages.ts';

/*
 * 偏远地区 over the quote book the price query reads (one source): the
 * carriers' lists through the book's remote index, and what a channel adds
 * priced by the quote engine for the same parcel (the remote surcharge lines
 * of its quote), so the tool never says what a quote would not charge.
 */

type Query = z.output<typeof remoteQueryParams>;
type Batch = z.output<typeof remoteBatchBody>;

/** "Today" as the company's clock shows it: lists and rules from tomorrow are not yet in force. */
export const todayIn = (timeZone: string) => clockAt(new Date(), timeZone).toISOString().slice(0, 10);

const carrierKey = (carrier: string) => carrier.trim().toUpperCase();

const countryAnswer = (c: QuoteCountry, lang: Language) => ({
  code: c.code,
  countryNameCn: c.names.zh,
  countryName: c.names[lang],
});

function enabledCountry(ctx: Ctx, loaded: LoadedBook, code: string): QuoteCountry {
  const country = loaded.countries.get(code);
  if (!country) throw fieldError(ctx.lang, 'country', m.unknownCountry, { value: code });
  return country;
}

interface Destination {
  country: string;
  postcode?: string;
  city?: string;
  weight: string;
  date: string;
}

/**
 * What each channel of a carrier holding the destination would add: the
 * engine prices the parcel on those channels alone, and its quotes' remote
 * lines are the answer (the rule's basis, minimum and class as the quote
 * applies them; a fuel surcharge taken on them stays the fuel line's).
 */
function channelAdds(book: CompiledBook, d: Destination, hits: RemoteHit[]): RemoteChannelAdd[] {
  const classes = new Map(hits.map((h) => [carrierKey(h.carrier), h.remoteClass]));
  const channels = book.channels.filter(
    (ch) => ch.channel.carrier !== null && classes.has(carrierKey(ch.channel.carrier)),
  );
  if (!channels.length) return [];
  const priced = priceQuery(book, {
    country: d.country,
    weight: d.weight,
    ...(d.postcode && { postcode: d.postcode }),
    ...(d.city && { city: d.city }),
    cargoType: 'general',
    residential: false,
    date: d.date,
    channelIds: channels.map((ch) => ch.channel.id),
  });
  const quotes = new Map(priced.data.map((q) => [q.channel.id, q]));
  const excluded = new Map(priced.excluded.map((e) => [e.channel.id, e.reason]));
  return channels.map(({ ref }) => {
    const remoteClass = classes.get(carrierKey(ref.carrier!))!;
    const quote = quotes.get(ref.id);
    if (!quote)
      return {
        channel: ref,
        remoteClass,
        currency: null,
        amount: null,
        lines: [],
        excluded: excluded.get(ref.id) ?? null,
      };
    const lines = quote.lines.filter((l) => l.kind === 'remote');
    return {
      channel: ref,
      remoteClass,
      currency: quote.currency,
      amount: plain(lines.reduce((sum, l) => sum + dec(l.amount), ZERO)),
      lines,
      excluded: null,
    };
  });
}

/** The lists' names and days by id (the book keeps what prices, not what staff call a list). */
async function listsOf(db: Db, ids: number[]) {
  if (!ids.length)
    return new Map<number, { id: number; name: string; effectiveFrom: string; effectiveTo: string | null }>();
  const rows = await db
    .selectFrom('remote_lists')
    .select(['id', 'name', 'effective_from as effectiveFrom', 'effective_to as effectiveTo'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Each carrier's class of one destination, with its list, and what each of its channels adds for the weight. */
export async function remoteQuery(ctx: Ctx, book: QuoteBookCache, today: string, q: Query): Promise<RemoteAnswer> {
  if (!q.postcode && !q.city) throw fieldError(ctx.lang, 'postcode', m.needPlace);
  const loaded = await book.current();
  const country = enabledCountry(ctx, loaded, q.country);
  const d: Destination = {
    country: country.code,
    weight: q.weight,
    date: q.date ?? today,
    ...(q.postcode && { postcode: q.postcode }),
    ...(q.city && { city: q.city }),
  };
  const hits = remoteAreaOf(loaded.compiled, d);
  const lists = await listsOf(
    ctx.db,
    hits.map((h) => h.listId),
  );
  return {
    country: countryAnswer(country, ctx.lang),
    date: d.date,
    weight: d.weight,
    carriers: hits.map((h) => ({
      carrier: h.carrier,
      remoteClass: h.remoteClass,
      match: h.match,
      value: h.value,
      valueTo: h.valueTo,
      // A list deleted since the book was read is gone from the next answer; this one still names it by id.
      list: lists.get(h.listId) ?? { id: h.listId, name: '', effectiveFrom: '', effectiveTo: null },
    })),
    channels: channelAdds(loaded.compiled, d, hits),
  };
}

/** Up to REMOTE_BATCH_MAX postcodes of one country: each one's carriers' classes and the channels that would add something. */
export async function remoteBatch(ctx: Ctx, book: QuoteBookCache, today: string, b: Batch): Promise<RemoteBatchAnswer> {
  const postcodes = b.postcodes.map((p) => p.trim()).filter(Boolean);
  if (!postcodes.length) throw fieldError(ctx.lang, 'postcodes', m.noPostcodes);
  const loaded = await book.current();
  const country = enabledCountry(ctx, loaded, b.country);
  const date = b.date ?? today;
  const named = new Map<number, RemoteChannelAdd['channel']>();
  const rows = postcodes.map((postcode): RemoteBatchRow => {
    if (!POSTCODE_PATTERN.test(postcode)) return { postcode, status: 'invalid', carriers: [], channels: [] };
    const d = { country: country.code, postcode, weight: b.weight, date };
    const hits = remoteAreaOf(loaded.compiled, d);
    if (!hits.length) return { postcode, status: 'notRemote', carriers: [], channels: [] };
    const adds = channelAdds(loaded.compiled, d, hits).filter((a) => a.amount !== null && dec(a.amount) > ZERO);
    for (const a of adds) named.set(a.channel.id, a.channel);
    return {
      postcode,
      status: 'remote',
      carriers: hits.map((h) => ({ carrier: h.carrier, remoteClass: h.remoteClass, listId: h.listId })),
      channels: adds.map((a) => ({ channelId: a.channel.id, amount: a.amount!, currency: a.currency! })),
    };
  });
  return { country: countryAnswer(country, ctx.lang), date, weight: b.weight, channels: [...named.values()], rows };
}

/** A row per postcode and channel that adds to it (the amount a number Excel sums), one for a postcode none adds to. */
const batchSheet: Sheet = {
  name: c.sheet,
  columns: [
    { key: 'postcode', label: c.postcode, width: 14 },
    { key: 'status', label: c.status, width: 14, exportOnly: true },
    { key: 'carriers', label: c.carriers, width: 30, exportOnly: true },
    { key: 'channel', label: c.channel, width: 24, exportOnly: true },
    { key: 'surcharge', label: c.surcharge, kind: 'money', width: 14, exportOnly: true },
    { key: 'currency', label: c.currency, width: 8, exportOnly: true },
  ],
};

/** The postcodes of a workbook's postcode column (its other columns as a batch export writes them: a postcode once), for a batch; more than a batch takes is refused. */
export async function readBatch(ctx: SheetCtx, file: Buffer): Promise<{ postcodes: string[] }> {
  const rows = await readSheet(ctx, batchSheet, file);
  const postcodes = [
    ...new Set(
      rows
        .map((r) =>
          r.values.postcode === null || r.values.postcode === undefined ? '' : String(r.values.postcode).trim(),
        )
        .filter(Boolean),
    ),
  ];
  if (postcodes.length > REMOTE_BATCH_MAX) throw refuseFile(ctx.lang, m.tooManyPostcodes, { max: REMOTE_BATCH_MAX });
  return { postcodes };
}

/** A batch answered as a workbook: each postcode with its result, its carriers' classes and what each channel adds. */
export async function exportBatch(ctx: Ctx, book: QuoteBookCache, today: string, b: Batch): Promise<FileAnswer> {
  const answer = await remoteBatch(ctx, book, today, b);
  const names = new Map(answer.channels.map((ch) => [ch.id, ch.name]));
  const values = answer.rows.flatMap((r) => {
    const shared = {
      postcode: r.postcode,
      status: translate(ctx.lang, batchStatuses[r.status]),
      carriers: r.carriers.map((x) => `${x.carrier} ${x.remoteClass}`).join('; '),
    };
    return r.channels.length
      ? r.channels.map((x) => ({
          ...shared,
          channel: names.get(x.channelId),
          surcharge: x.amount,
          currency: x.currency,
        }))
      : [shared];
  });
  return writeSheet(
    ctx,
    batchSheet,
    (async function* () {
      yield values;
    })(),
  );
}
