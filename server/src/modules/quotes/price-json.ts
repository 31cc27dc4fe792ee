import type { PriceList, Quote, QuoteLine } from '@fwd/contract';

/*
 * The price list's answer written by hand. It holds a page of quotes (all
 * of them when asked: hundreds), and much of each is shared with others: a
 * channel and its zone, the surcharge lines every channel with the same
 * rules owes (the engine hands these over as one object each).
 * Each shared object is written once per answer and its text reused, by
 * identity; what is a quote's own (its base, its percent lines, its sums) is
 * written here, strings escaped only when they need it. A serializer compiled from the schema
 * (fast-json-stringify) wrote all of it afresh, a 500 KB string from tens of
 * thousands of pieces: its garbage was most of a price query's time.
 * price-json.test.ts holds it to the contract: what it writes parses, through
 * the response schema, to exactly itself.
 */

type Texts = Map<object, string>;

/** Channel and zone refs belong to the compiled book and never change: their text is kept as long as they live. */
const refTexts = new WeakMap<object, string>();
function refJson(ref: object): string {
  let text = refTexts.get(ref);
  if (text === undefined) refTexts.set(ref, (text = JSON.stringify(ref)));
  return text;
}

function once<T extends object>(texts: Texts, value: T, write: (value: T) => string = JSON.stringify): string {
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = write(value)));
  return text;
}

/** What JSON must escape (quotes, backslashes, control characters) or JSON.stringify writes escaped (lone surrogates). */
const NEEDS_ESCAPE = /["\\\p{Cc}\p{Cs}]/u;
const str = (s: string) => (NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`);

/** Keys and kinds are the engine's own words; names and details may be anyone's. */
function lineJson(line: QuoteLine): string {
  let detail = '';
  for (const key in line.detail) {
    const value = line.detail[key]!;
    detail += `${detail ? ',"' : '"'}${key}":${typeof value === 'number' ? value : str(value)}`;
  }
  return `{"kind":"${line.kind}","name":${str(line.name)},"ruleId":${line.ruleId},"amount":"${line.amount}","detail":{${detail}}}`;
}

/** The base and a percent of it are the quote's own: kept out of the map (a fresh key costs it more than it saves). */
const ownLine = (line: QuoteLine) => line.kind === 'base' || line.detail['basis'] === 'percent';

function quoteJson(texts: Texts, q: Quote): string {
  let lines = '';
  for (const line of q.lines)
    lines += (lines ? ',' : '') + (ownLine(line) ? lineJson(line) : once(texts, line, lineJson));
  return (
    `{"channel":${refJson(q.channel)},"zone":${refJson(q.zone)},"sheetId":${q.sheetId},"currency":${str(q.currency)}` +
    `,"chargeable":"${q.chargeable}","weightIndex":${q.weightIndex},"lines":[${lines}],"sum":"${q.sum}","total":"${q.total}","minorUnit":${q.minorUnit}` +
    `,"transitMin":${q.transitMin},"transitMax":${q.transitMax},"remark":${JSON.stringify(q.remark)}}`
  );
}

/**
 * The success envelope around a price list, as bytes: written part by part
 * into one buffer, so no string of the whole answer is made. A string that
 * large (300 KB and more) is born in V8's old generation, and one per query
 * brought a full collection every second or so.
 */
export function priceListJson({ code, message, data }: { code: number; message: string; data: PriceList }): Buffer {
  const texts: Texts = new Map();
  const parts = [`{"code":${code},"message":${JSON.stringify(message)},"data":{"data":[`];
  data.data.forEach((q, i) => parts.push(i ? `,${quoteJson(texts, q)}` : quoteJson(texts, q)));
  parts.push(
    `],"total":${data.total},"cheapest":${JSON.stringify(data.cheapest)},"currencies":${JSON.stringify(data.currencies)},"excluded":${JSON.stringify(data.excluded)},"weights":${JSON.stringify(data.weights)}`,
    `,"country":${JSON.stringify(data.country)},"date":${JSON.stringify(data.date)},"brandWarnings":${JSON.stringify(data.brandWarnings)}${data.address ? `,"address":${JSON.stringify(data.address)}` : ''}}}`,
  );
  const out = Buffer.allocUnsafe(parts.reduce((bytes, part) => bytes + Buffer.byteLength(part), 0));
  parts.reduce((at, part) => at + out.write(part, at), 0);
  return out;
}
