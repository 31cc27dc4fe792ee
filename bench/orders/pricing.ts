/**
 * 运单计费's bulk pricing over the 1,000,000 orders of load.ts in the PostgreSQL at DATABASE_URL: the
 * chargePricing job's handler (scope unbilled: every order) as the worker runs it, a batch a transaction, with its
 * orders/s; beside it the same orders priced by the engine alone (their inputs read in the same batches, nothing
 * written) and the floor: the same number of charge and history rows written into the same tables by one plain
 * `insert … select` each.
 * The bench channels get what pricing needs first (once): quote settings, a sale sheet and a cost sheet from 800
 * days back over every bench country in three zones, a sale and a cost fuel surcharge, a residential and a battery
 * surcharge; and the orders their cargo types, address types and, for two in five, sizes (from md5 of the id).
 *
 *   DATABASE_URL=postgres://… npm run bench:pricing
 */
import os from 'node:os';
import { quoteSettingsBody, rateSheetFields, surchargeFields, type RateRow } from '@fwd/contract';
import { sql } from 'kysely';
import { openDatabase } from '../../server/src/db/database.ts';
import { asAdministrator } from '../../server/src/demo/staff.ts';
import { quoteBookBuild } from '../../server/src/modules/quotes/book.ts';
import { saveChannelSettings } from '../../server/src/modules/quotes/settings.ts';
import { createSheet } from '../../server/src/modules/quotes/sheets.ts';
import { pricingBooks } from '../../server/src/modules/settlement/books.ts';
import { pricingHandler } from '../../server/src/modules/settlement/jobs.ts';
// The app's decorations jobs.ts registers with (types only: this script runs the handler without an app).
import type {} from '../../server/src/modules/settlement/plugin.ts';
import { createCostSheet, createCostSurcharge } from '../../server/src/modules/settlement/levels.ts';
import { orderInputs, priceOrder } from '../../server/src/modules/settlement/pricing.ts';
import { createSurcharge } from '../../server/src/modules/surcharges/rules.ts';
import type { JobRun } from '../../server/src/plugins/jobs/worker.ts';
import { machine, writeSection } from '../results.ts';
import { load } from './load.ts';

const url = process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL of the orders bench (loaded first when it is not)');
const TZ = 'Asia/Shanghai';
const BATCH = 2000;

const loadBefore = os.loadavg();
await load(url);
const database = await openDatabase({ url, poolSize: 4 });
const { db } = database;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Once: the channels priced, the orders given their pricing inputs. */
async function prepare() {
  const priced = await db.selectFrom('rate_sheets').select('id').limit(1).executeTakeFirst();
  if (priced) return;
  const ctx = await asAdministrator(db);
  const countries = (
    await sql<{ code: string }>`select code from bench_country_share order by per_mille desc`.execute(db)
  ).rows;
  const zones = [
    { code: 'NA', members: ['US', 'CA', 'MX'] },
    {
      code: 'EU',
      members: countries.map((c) => c.code).filter((c) => /^(GB|DE|FR|IT|ES|NL|PL|SE|BE|CH|AT|IE)$/.test(c)),
    },
  ];
  zones.push({
    code: 'RW',
    members: countries.map((c) => c.code).filter((c) => !zones.some((z) => z.members.includes(c))),
  });
  const rates = (scale: number): RateRow[] =>
    zones.flatMap((z, i) => {
      const at = (v: number) => String(Math.round(v * scale * (1 + i / 5) * 100) / 100);
      const row = (fromKg: string, toKg: string, model: RateRow['model'], price: string, more = {}): RateRow => ({
        zone: z.code,
        fromKg,
        toKg,
        model,
        price,
        firstKg: null,
        stepKg: null,
        stepPrice: null,
        pieceFee: null,
        ...more,
      });
      return [
        row('0', '2', 'firstAdditional', at(40), { firstKg: '0.5', stepKg: '0.5', stepPrice: at(9) }),
        row('2', '30', 'perKg', at(30)),
        row('30', '1000', 'perKg', at(24)),
      ];
    });
  const sheet = (scale: number) =>
    rateSheetFields.parse({
      effectiveFrom: day(-800),
      zones: zones.map((z) => ({
        code: z.code,
        members: z.members.map((country) => ({ country, match: 'country' })),
      })),
      rates: rates(scale),
    });
  const channels = await db.selectFrom('channels').select('id').orderBy('id').execute();
  for (const { id } of channels) {
    await saveChannelSettings(
      ctx,
      id,
      quoteSettingsBody.parse({ version: 0, divisor: 6000, step: '0.5', cargoTypes: ['general', 'battery'] }),
    );
    await createSheet(ctx, day(-801), id, sheet(1));
    await createCostSheet(ctx, day(-801), id, sheet(0.72));
  }
  const rule = { effectiveFrom: day(-900) };
  await createSurcharge(
    ctx,
    surchargeFields.parse({ ...rule, name: '燃油', kind: 'fuel', basis: 'percent', amount: '15' }),
  );
  await createSurcharge(
    ctx,
    surchargeFields.parse({ ...rule, name: '住宅', kind: 'residential', basis: 'shipment', amount: '20' }),
  );
  await createSurcharge(
    ctx,
    surchargeFields.parse({
      ...rule,
      name: '带电',
      kind: 'sensitive',
      basis: 'shipment',
      amount: '30',
      cargoTypes: ['battery'],
    }),
  );
  await createCostSurcharge(
    ctx,
    surchargeFields.parse({ ...rule, name: '燃油（成本）', kind: 'fuel', basis: 'percent', amount: '10' }),
  );
  // From md5 of the id: 85 % general, 10 % battery, 5 % liquid (refused: cargo); 60 % residential; 40 % with sizes.
  await sql`update orders set
      cargo_type = case when h < 0.85 then 'general' when h < 0.95 then 'battery' else 'liquid' end,
      address_type = case when h2 < 0.6 then 'residential' else 'commercial' end,
      length_cm = case when h3 < 0.4 then 40 end, width_cm = case when h3 < 0.4 then 30 end, height_cm = case when h3 < 0.4 then 20 end
    from (select id as oid,
        ('x' || substr(md5(id::text || 'p'), 1, 8))::bit(32)::bigint / 4294967296.0 as h,
        ('x' || substr(md5(id::text || 'p'), 9, 8))::bit(32)::bigint / 4294967296.0 as h2,
        ('x' || substr(md5(id::text || 'p'), 17, 8))::bit(32)::bigint / 4294967296.0 as h3
      from orders) x
    where id = oid`.execute(db);
  await sql`vacuum analyze orders`.execute(db);
}

await prepare();
const loaded = await pricingBooks(db, await quoteBookBuild.build(db, undefined));
// Nothing changes the books while this runs: the job reads them as built once.
const books = { current: async () => loaded };
const { n: orders } = await db
  .selectFrom('orders')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();

// The engine alone: each batch's inputs read and priced, nothing written.
let read = 0;
let priceMs = 0;
const engineStarted = performance.now();
for (let after = 0; ;) {
  const ids = (
    await db.selectFrom('orders').select('id').where('id', '>', after).orderBy('id').limit(BATCH).execute()
  ).map((r) => r.id);
  if (!ids.length) break;
  const readStarted = performance.now();
  const inputs = await orderInputs(db, TZ, ids);
  read += performance.now() - readStarted;
  const started = performance.now();
  for (const o of inputs) priceOrder(loaded, o);
  priceMs += performance.now() - started;
  after = ids.at(-1)!;
}
const engineMs = performance.now() - engineStarted;

// The job, from nothing priced: every order's charge and history row written.
await sql`truncate order_charge_history, order_charges`.execute(db);
const counts: Record<string, number> = {};
const run: JobRun = {
  signal: new AbortController().signal,
  total: () => {},
  advance: () => {},
  count: (name, n = 1) => void (counts[name] = (counts[name] ?? 0) + n),
  error: () => {},
  notice: () => {},
  flush: async () => {},
  now: () => new Date(),
};
const job = {
  id: 0,
  kind: 'chargePricing' as const,
  params: { scope: 'unbilled' },
  trigger: 'manual' as const,
  createdBy: null,
  attempt: 1,
};
const jobStarted = performance.now();
await pricingHandler(db, TZ, books)(job, run);
const jobMs = performance.now() - jobStarted;

// Again, every order priced already: the charges updated in place.
const againStarted = performance.now();
await pricingHandler(db, TZ, books)(job, { ...run, count: () => {} });
const againMs = performance.now() - againStarted;

// The floor: the same charge and history rows written by one insert … select each, into the same tables (their keys,
// indexes and foreign keys), after emptying them.
await sql`truncate order_charge_history, order_charges`.execute(db);
const floorStarted = performance.now();
await sql`insert into order_charges (order_id, state, inputs, chargeable_weight, currency, sale_total, sale_lines, cost_currency, cost_total, cost_lines)
  select id, 'priced', id::text || '|' || weight::text, weight, 'CNY', weight * 30, '[{"kind":"base","name":"perKg","amount":"30"}]'::jsonb,
    'CNY', weight * 21.6, '[{"kind":"base","name":"perKg","amount":"21.6"}]'::jsonb from orders`.execute(db);
await sql`insert into order_charge_history (order_id, cause, user_id, snapshot)
  select id, 'bulk', null, jsonb_build_object('state', 'priced', 'total', weight * 30) from orders`.execute(db);
const floorMs = performance.now() - floorStarted;
const loadAfter = os.loadavg();
await database.close();

const perSecond = (ms: number) => Math.round((Number(orders) / ms) * 1000).toLocaleString('en');
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const lines = [
  '## Bulk pricing (`npm run bench:pricing`)',
  '',
  `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machine()} · PostgreSQL · load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} at the start, ${loadAfter.map((l) => l.toFixed(1)).join(' ')} at the end (a machine shared with other work)`,
  '',
  `${Number(orders).toLocaleString('en')} orders (load.ts), 20 channels with a sale and a cost sheet of three zones, fuel, residential and battery surcharges; 40 % of the orders with sizes. The job prices ${BATCH} orders a transaction.`,
  '',
  '| what | time | orders/s |',
  '| --- | --- | --- |',
  `| chargePricing, nothing priced before (${counts.priced?.toLocaleString('en')} priced, ${counts.pending?.toLocaleString('en')} pending) | ${s(jobMs)} | ${perSecond(jobMs)} |`,
  `| chargePricing again, every order priced (charges updated) | ${s(againMs)} | ${perSecond(againMs)} |`,
  `| the engine alone: inputs read in the same batches (${s(read)}) and priced (${s(priceMs)}), nothing written | ${s(engineMs)} | ${perSecond(engineMs)} |`,
  `| floor: the same charge and history rows, into the same tables, by one \`insert … select\` each | ${s(floorMs)} | ${perSecond(floorMs)} |`,
];
console.log(lines.join('\n'));
writeSection('pricing', lines);
