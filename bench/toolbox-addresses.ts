/**
 * 地址类型: 1,000 addresses classified by the rules alone (no validation
 * service configured), on the embedded database: the batch route over HTTP
 * in-process (`app.inject`: guard, session, validation, the lists read,
 * 1,000 classifications, the answer written), beside its floor, a route with
 * the same guard taking the same body through the same schema and answering
 * it back (what carrying 1,000 addresses costs with no classifying); and the
 * classifier alone over the lists as loaded. Each measured 40 times after 5
 * warm-up runs. Figures to RESULTS.md (section toolbox-addresses).
 *
 *   npm run bench:addresses
 */
import os from 'node:os';
import { addresses as endpoints, type AddressInput } from '@fwd/contract';
import { classifyByRules } from '../server/src/modules/toolbox/addresses/classify.ts';
import { loadRules } from '../server/src/modules/toolbox/addresses/service.ts';
import { ADMIN_PASSWORD, buildBenchApp, openBenchDatabase } from './app.ts';
import { machine, writeSection } from './results.ts';

const RUNS = 40;
const WARMUP = 5;

/** 1,000 addresses as a forwarder sees them: many countries, companies, units, PO boxes, some long and some with nothing to go on. */
function addressesOf(n: number): AddressInput[] {
  const streets = [
    'Main St',
    'Oak Ave',
    'High Street',
    'Hauptstraße',
    'Rue de la Paix',
    'Calle Mayor',
    '中山路',
    '丸の内',
  ];
  const extras = ['Suite 300', 'Apt 4B', 'Floor 12', 'Unit 7', 'Industrial Park', 'Warehouse 3', 'Flat 2', '', '', ''];
  const companies = [
    'Acme Inc',
    'Müller GmbH',
    '深圳市某某科技有限公司',
    '山田商事株式会社',
    'Blue Bottle',
    '',
    '',
    '',
    '',
    '',
  ];
  const countries = ['US', 'GB', 'DE', 'FR', 'ES', 'CN', 'JP', 'CA', 'AU', 'NL'];
  return Array.from({ length: n }, (_, i) => {
    const extra = extras[i % extras.length]!;
    const company = companies[(i * 7) % companies.length]!;
    const line =
      i % 97 === 0
        ? `PO Box ${i}`
        : `${i + 1} ${streets[i % streets.length]}${i % 50 === 0 ? ` ${'Building West Wing '.repeat(8)}` : ''}`.slice(
            0,
            200,
          );
    return {
      country: countries[(i * 3) % countries.length]!,
      postcode: String(10000 + ((i * 37) % 89999)),
      lines: extra ? [line, extra] : [line],
      ...(company && { company }),
    };
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const database = await openBenchDatabase('pglite', '');
const app = await buildBenchApp(database);
// The floor: the same guard and session lookup, the batch's body schema, an answer as large as the body, no classifying.
app.post('/api/bench/address-floor', { config: { access: 'authenticated' } }, async (req) => ({
  code: 20000,
  message: '',
  data: endpoints.addressBatch.body!.parse(req.body).addresses,
}));
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/users/login',
  payload: { username: 'admin', password: ADMIN_PASSWORD },
});
const token = (login.json() as { data: { token: string } }).data.token;
const addresses = addressesOf(1000);
const post = (url: string) => async () => {
  const r = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: { addresses },
  });
  if (r.statusCode !== 200 || (r.json() as { code: number }).code !== 20000)
    throw new Error(`${url}: ${r.payload.slice(0, 300)}`);
};

const batch = await measure(post('/api/toolbox/address/batch'));
const floorTimes = await measure(post('/api/bench/address-floor'));
const parsed = addresses.map((a) => endpoints.addressClassify.body!.parse(a));
const words = await database.db
  .selectFrom('address_words')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
const alone = await measure(async () => {
  const rules = await loadRules(database.db);
  for (const a of parsed) classifyByRules(rules, a);
});
const types = new Map<string, number>();
const rules = await loadRules(database.db);
for (const a of parsed) {
  const type = classifyByRules(rules, a).type;
  types.set(type, (types.get(type) ?? 0) + 1);
}
await app.close();

const ms = (v: number) => v.toFixed(1);
const rows = [
  `| POST /toolbox/address/batch, 1,000 addresses (rules only) | ${ms(batch.p50)} | ${ms(batch.p99)} |`,
  `| floor: same guard and body schema, the addresses answered back | ${ms(floorTimes.p50)} | ${ms(floorTimes.p99)} |`,
  `| the lists read and 1,000 classifications alone | ${ms(alone.p50)} | ${ms(alone.p99)} |`,
];
writeSection('toolbox-addresses', [
  '## 地址类型: 1,000 addresses by the rules',
  '',
  `Machine: ${machine()}; ${new Date().toISOString()}; load average ${os.loadavg()[0]!.toFixed(1)} when it ended (the machine is shared: figures are upper bounds). Embedded database (PGlite) with the seeded word lists (${words.n} words), no validation service configured; in-process requests (\`app.inject\`), ${RUNS} runs after ${WARMUP} warm-up runs. Addresses from 10 countries with companies, units, PO boxes and some 160-character lines; the rules said ${[...types].map(([k, v]) => `${v} ${k}`).join(', ')}. Target: a batch of 1,000 in about a second (issue 20).`,
  '',
  '| what | p50 ms | p99 ms |',
  '|---|---|---|',
  ...rows,
  '',
  'The batch beyond its floor is the lists read, the classifying, and writing 1,000 verdicts with their reasons (zod encode of the answer).',
]);
console.log(rows.join('\n'));
