import { ADDRESS_BATCH_MAX, addressInput, type Address, type AddressVerdict } from '@fwd/contract';
import {
  readSheet,
  refuseFile,
  refuseImport,
  rowError,
  validRows,
  writeSheet,
  type Sheet,
} from '../../../excel/sheet.ts';
import { z } from 'zod';
import type { Ctx, Db } from '../../../http/context.ts';
import type { FileAnswer } from '../../../http/route.ts';
import { fieldErrors, type RuleFailure } from '../../../http/rules.ts';
import { translate } from '../../../i18n/index.ts';
import { isSlow, type AddressClient } from '../../../outside/address/client.ts';
import { OutsideServiceError } from '../../../outside/errors.ts';
import type { OutsideClients } from '../../../plugins/outside-clients.ts';
import { storedKey } from '../../apis/keys.ts';
import { classifyByRules, compileRules, decide, normalize, type Rules, type ServiceOutcome } from './classify.ts';
import {
  addressColumns as c,
  addressMessages as m,
  missNames,
  reasonText,
  sourceNames,
  typeNames,
} from './messages.ts';

/*
 * Classifying: the lists read once per call (or batch), the service asked
 * for what no known address decides and it covers, the rules standing in
 * whenever it fails, is slow or does not know. quotes (the price query) and
 * the order drawer ask through classifyAddress too.
 */

/** The enabled words, every known address and district: a few hundred rows, read per call. */
export async function loadRules(db: Db): Promise<Rules> {
  const [words, known, districts] = await Promise.all([
    db
      .selectFrom('address_words')
      .select(['kind', 'country', 'lang', 'word', 'match_key as key'])
      .where('enabled', '=', true)
      .orderBy('id')
      .execute(),
    db.selectFrom('address_known').select(['match_key as key', 'type', 'street']).execute(),
    db.selectFrom('address_districts').select(['country', 'postcode']).execute(),
  ]);
  return compileRules(words, known, districts);
}

// ── What can be classified ────────────────────────────────────────────────

/** A line or a company with a letter or a digit in it: without either, neither the rules nor the service has anything to read. */
const classifiable = (a: Address) => !!normalize(a.company ?? '') || a.lines.some((l) => normalize(l) !== '');

const countriesIn = async (db: Db, codes: string[]) =>
  new Set(
    codes.length
      ? (
          await db
            .selectFrom('countries')
            .select('code')
            .where('code', 'in', [...new Set(codes)])
            .execute()
        ).map((r) => r.code)
      : [],
  );

/** Where a fault of an address is said: its fields as the caller's input names them. */
export type AddressPaths = (field: 'country' | 'lines') => string;

/** Each address's country among the country records, and something to classify in each: 40000 naming every fault, or nothing. */
async function assertClassifiable(
  ctx: Pick<Ctx, 'db' | 'lang'>,
  addresses: { address: Address; at: AddressPaths }[],
): Promise<void> {
  const known = await countriesIn(
    ctx.db,
    addresses.map(({ address }) => address.country),
  );
  const failures: RuleFailure[] = addresses.flatMap(({ address: a, at }) => [
    ...(known.has(a.country) ? [] : [{ path: at('country'), msg: m.unknownCountry, params: { value: a.country } }]),
    ...(classifiable(a) ? [] : [{ path: at('lines'), msg: m.nothingToClassify }]),
  ]);
  if (failures.length) throw fieldErrors(ctx.lang, failures);
}

// ── Classifying ────────────────────────────────────────────────────────────

/** Consecutive failures after which a batch stops asking the service: a service that is down would otherwise cost a timeout per address. */
const GIVE_UP_AFTER = 3;
/** Calls to the service at once in a batch. */
const CONCURRENCY = 8;

/** The address service's client as the key stored now makes it; null: none is stored. */
export type AddressService = () => Promise<AddressClient | null>;

export const addressService =
  (db: Db, outside: OutsideClients): AddressService =>
  async () =>
    outside.address(await storedKey(db, 'address'));

/** The service for one classification call or batch: configured or not, and, once it keeps failing, not asked again. */
async function serviceFor(ctx: Pick<Ctx, 'log'>, address: AddressService) {
  let client: AddressClient | null;
  try {
    client = await address();
  } catch (err) {
    // A key SECRET_KEY cannot read: the rules answer, and the log says why.
    ctx.log.warn({ err }, 'address validation key unreadable');
    return {
      configured: true,
      ask: async (): Promise<ServiceOutcome> => ({ kind: 'miss', miss: 'failed', detail: (err as Error).message }),
    };
  }
  let failures = 0;
  return {
    configured: client !== null,
    async ask(a: Address, lang: Ctx['lang']): Promise<ServiceOutcome> {
      if (!client) return { kind: 'none' };
      if (!client.covers(a.country)) return { kind: 'miss', miss: 'notCovered', detail: translate(lang, m.notCovered) };
      // The rules answer while the service has asked to wait or its budget is spent: not a failure.
      if (failures >= GIVE_UP_AFTER)
        return { kind: 'miss', miss: 'failed', detail: translate(lang, m.skipped, { count: failures }) };
      try {
        const said = await client.classify(a);
        failures = 0;
        return { kind: 'answer', ...said };
      } catch (err) {
        if (!(err instanceof OutsideServiceError)) throw err;
        if (err.status === 429) return { kind: 'miss', miss: 'busy', detail: null };
        failures += 1;
        ctx.log.info({ err }, 'address validation failed; the rules decide');
        return { kind: 'miss', miss: isSlow(err) ? 'slow' : 'failed', detail: err.message };
      }
    },
  };
}

/** One address: known, then the service, then the rules. `at`: where its faults are said (the price query calls its line `street`). */
export async function classifyAddress(
  ctx: Pick<Ctx, 'db' | 'lang' | 'log'>,
  address: AddressService,
  a: Address,
  at: AddressPaths = (field) => field,
): Promise<AddressVerdict> {
  await assertClassifiable(ctx, [{ address: a, at }]);
  const [rules, service] = await Promise.all([loadRules(ctx.db), serviceFor(ctx, address)]);
  return verdictOf(rules, service, a, ctx.lang);
}

/** A known address decides without asking the service. */
async function verdictOf(
  rules: Rules,
  service: Awaited<ReturnType<typeof serviceFor>>,
  a: Address,
  lang: Ctx['lang'],
): Promise<AddressVerdict> {
  const byRules = classifyByRules(rules, a);
  if (byRules.known) return decide(byRules, { kind: service.configured ? 'skipped' : 'none' });
  return decide(byRules, await service.ask(a, lang));
}

/** Many addresses: the lists read once, the service asked a few at a time. `at`: where an address's faults are said. */
export async function classifyBatch(
  ctx: Pick<Ctx, 'db' | 'lang' | 'log'>,
  address: AddressService,
  addresses: Address[],
  at = (i: number): AddressPaths =>
    (field) =>
      `addresses.${i}.${field}`,
) {
  await assertClassifiable(
    ctx,
    addresses.map((address, i) => ({ address, at: at(i) })),
  );
  const [rules, service] = await Promise.all([loadRules(ctx.db), serviceFor(ctx, address)]);
  const results: { address: Address; verdict: AddressVerdict }[] = new Array(addresses.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < addresses.length; i = next++) {
      const a = addresses[i]!;
      results[i] = { address: a, verdict: await verdictOf(rules, service, a, ctx.lang) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, addresses.length) }, worker));
  return results;
}

// ── The batch's sheets ─────────────────────────────────────────────────────

const INPUT_COLUMNS = [
  { key: 'country', label: c.country, width: 10 },
  { key: 'postcode', label: c.postcode, width: 12, optional: true },
  { key: 'city', label: c.city, optional: true },
  { key: 'line1', label: c.line1, width: 36 },
  { key: 'line2', label: c.line2, width: 24, optional: true },
  { key: 'line3', label: c.line3, width: 16, optional: true },
  { key: 'company', label: c.company, width: 24, optional: true },
];
export const batchInputSheet: Sheet = { name: c.batchSheet, columns: INPUT_COLUMNS };
export const batchResultSheet: Sheet = {
  name: c.batchSheet,
  columns: [
    ...INPUT_COLUMNS,
    { key: 'type', label: c.type, width: 10 },
    { key: 'confidence', label: c.confidence, kind: 'integer', width: 10 },
    { key: 'source', label: c.source, width: 14 },
    { key: 'poBox', label: c.poBox, kind: 'boolean', width: 8 },
    { key: 'reasons', label: c.reasons, width: 48 },
    { key: 'service', label: c.service, width: 32 },
  ],
};

const optionalLine = z.string().trim().max(200).optional();
const batchRow = z.object({
  country: addressInput.shape.country,
  postcode: addressInput.shape.postcode,
  city: addressInput.shape.city,
  line1: z.string().trim().max(200),
  line2: optionalLine,
  line3: optionalLine,
  company: addressInput.shape.company,
});

const toAddress = (r: z.output<typeof batchRow>): Address => ({
  country: r.country,
  ...(r.postcode && { postcode: r.postcode }),
  ...(r.city && { city: r.city }),
  lines: [r.line1, r.line2, r.line3].filter((l): l is string => !!l),
  ...(r.company && { company: r.company }),
});

/** The addresses of an uploaded sheet, all read or the file refused with every bad cell. */
export async function addressesOfSheet(ctx: Ctx, file: Buffer): Promise<Address[]> {
  const rows = await readSheet(ctx, batchInputSheet, file);
  if (rows.length > ADDRESS_BATCH_MAX) throw refuseFile(ctx.lang, m.tooMany, { max: ADDRESS_BATCH_MAX });
  // Every row stands alone: no natural key, no row repeats another.
  const { rows: checked, errors } = validRows(ctx.lang, batchInputSheet, rows, batchRow, 'line1', () => undefined);
  const known = await countriesIn(
    ctx.db,
    checked.flatMap((r) => (r.value.country ? [r.value.country] : [])),
  );
  for (const { row, value: v } of checked) {
    if (v.country && !known.has(v.country))
      errors.push(rowError(ctx.lang, batchInputSheet, row, 'country', m.unknownCountry, { value: v.country }));
    if (v.line1 !== undefined && !classifiable(toAddress({ ...v, country: v.country ?? '', line1: v.line1 })))
      errors.push(rowError(ctx.lang, batchInputSheet, row, 'line1', m.nothingToClassify));
  }
  if (errors.length) throw refuseImport(errors.sort((a, b) => a.row - b.row));
  return checked.flatMap((r) => (r.complete ? [toAddress(r.value)] : []));
}

/** The results as a sheet: each address as given, its type, and its reasons in the reader's words. */
export function batchSheetOf(ctx: Ctx, results: { address: Address; verdict: AddressVerdict }[]): Promise<FileAnswer> {
  const said = (v: AddressVerdict) => v.reasons.map((r) => reasonText(ctx.lang, r)).join('; ');
  const rows = results.map(({ address: a, verdict: v }) => ({
    country: a.country,
    postcode: a.postcode,
    city: a.city,
    line1: a.lines[0],
    line2: a.lines[1],
    line3: a.lines[2],
    company: a.company,
    type: typeNames[v.type][ctx.lang],
    confidence: v.confidence,
    source: sourceNames[v.source][ctx.lang],
    poBox: v.poBox,
    reasons: said(v),
    service: v.service.miss
      ? `${missNames[v.service.miss][ctx.lang]}${v.service.detail ? `: ${v.service.detail}` : ''}`
      : null,
  }));
  return writeSheet(
    ctx,
    batchResultSheet,
    (async function* () {
      if (rows.length) yield rows;
    })(),
  );
}

export const batchTemplate = (ctx: Ctx) => writeSheet(ctx, batchInputSheet, (async function* () {})());
