import http from 'node:http';
import os from 'node:os';
import { launchBrowser } from './browser.ts';
import { ADMIN_PASSWORD, buildBenchApp, openBenchDatabase } from './app.ts';
import { machine, writeSection } from './results.ts';

/*
 * The public tracking page (/track/{token}) as a customer's phone gets it: a 390 × 844 viewport, Chromium's CPU
 * slowed 4 times and the network of DevTools' "Slow 4G" preset (150 ms round trip, 1.6 Mbit/s down), cache off.
 * Per load: the bytes that crossed the network (every response of the page, headers included) and the first
 * contentful paint; beside them the same for the console's sign-in page (what the customer would get were the
 * page a screen of the console's bundle). An order with ten events, its link asked for as staff do.
 */

/**
 * 17TRACK's and AfterShip's public tracking pages, for scale: neither publishes its page's size in its documentation,
 * and a search of the stored public pages and documentation (the `search` tool's pages and docs corpora, queries on
 * 17TRACK / AfterShip tracking page size, weight, load time) found no figure; none is invented here.
 */
const COMPARED = [
  '',
  'Reading it: the step from the one-item floor to the same bytes is painting the page itself on the slowed CPU (its CJK glyphs, the language names and a Chinese company name, were about 100 ms of it when put in the one-item floor alone). The step from the same bytes to the product is the product’s server and headers: the server answers in about 15 ms (fetch, 15 calls), and the rest of that step, 150–250 ms in these runs, was not traced further (the helmet headers, cross-origin-opener-policy among them, did not explain it when the floor sent them too).',
  '',
  '17TRACK and AfterShip publish no size for their public tracking pages, and a search of stored public pages and documentation found none; no saved copy was measured (this machine reaches neither site).',
];

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const database = await openBenchDatabase('pglite', 'bench_track');
const app = await buildBenchApp(database);
const db = database.db;
const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
const customer = await db
  .insertInto('customers')
  .values({ short_name: '测速客户', full_name: '测速客户有限公司', owner_user_id: admin.id })
  .returning('id')
  .executeTakeFirstOrThrow();
const { id: status } = await db
  .selectFrom('number_statuses')
  .select('id')
  .where('code', '=', 'ordered')
  .executeTakeFirstOrThrow();
const { id: country } = await db
  .selectFrom('countries')
  .select('id')
  .where('code', '=', 'US')
  .executeTakeFirstOrThrow();
const order = await db
  .insertInto('orders')
  .values({
    numbers: 'BENCH-TRACK-1',
    customer_id: customer.id,
    country_id: country,
    consignee_name: 'Bench Person',
    weight: '1.000',
    owner_user_id: admin.id,
    status_id: status,
    tracking_status: 'InTransit',
    expected_delivery: '2026-12-24',
  })
  .returning('id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('tracking_events')
  .values(
    Array.from({ length: 10 }, (_, i) => ({
      order_id: order.id,
      time: new Date(Date.UTC(2026, 10, 10 + i, 8)).toISOString(),
      location: ['Shenzhen, CN', 'Hong Kong, HK', 'Los Angeles, CA, US'][i % 3]!,
      description: `Shipment event number ${i + 1}: processed at the facility`,
      status: 'InTransit',
    })),
  )
  .execute();
const login = await app.inject({
  method: 'POST',
  url: '/api/users/login',
  payload: { username: 'admin', password: ADMIN_PASSWORD },
});
const token = (login.json() as { data: { token: string } }).data.token;
const link = await app.inject({
  method: 'GET',
  url: `/api/orders/${order.id}/track-link`,
  headers: { authorization: `Bearer ${token}` },
});
const path = (link.json() as { data: { path: string } }).data.path;
const address = await app.listen({ port: 0, host: '127.0.0.1' });

/*
 * Two floors: the least a page can be (one list item), and the tracking page's own bytes from a bare Node server
 * (no framework, no database), so what the product's server adds and what painting the page costs stand apart.
 */
const samePage = await (await fetch(`${address}${path}`)).text();
const floor = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    req.url === '/same'
      ? samePage
      : '<!doctype html><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><ol><li>floor</li></ol>',
  );
});
await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
const floorUrl = `http://127.0.0.1:${(floor.address() as { port: number }).port}/`;

interface Sample {
  bytes: number;
  requests: number;
  fcp: number;
  lcp: number;
}

const browser = await launchBrowser();

async function load(url: string, ready: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
      requests++;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(ready);
    await page.waitForLoadState('networkidle');
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    // The largest paint is the page's content; a first paint may be only a loading frame (the console's is).
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    return { bytes, requests, fcp, lcp };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

const loadBefore = os.loadavg();
const targets = [
  { name: 'floor: a bare Node page, one list item', url: floorUrl, ready: 'ol li' },
  { name: 'floor: the tracking page’s bytes from a bare Node server', url: `${floorUrl}same`, ready: 'ol li' },
  { name: 'public tracking page `/track/{token}`', url: `${address}${path}`, ready: 'ol li' },
  { name: 'the console’s sign-in page `/login` (for scale)', url: `${address}/login`, ready: 'input[type=password]' },
];
// Rounds alternate between the pages, so a drift in the machine's load falls on all of them alike.
for (const target of targets) await load(target.url, target.ready);
const samples = targets.map((): Sample[] => []);
for (let i = 0; i < RUNS; i++) {
  for (const [t, target] of targets.entries()) samples[t]!.push(await load(target.url, target.ready));
}
const rows = targets.map((target, t) => {
  const of = (key: keyof Sample) => median(samples[t]!.map((s) => s[key]));
  const slowest = Math.max(...samples[t]!.map((s) => s.lcp));
  return `| ${target.name} | ${of('requests')} | ${(of('bytes') / 1024).toFixed(1)} KB | ${of('fcp').toFixed(0)} ms | ${of('lcp').toFixed(0)} ms | ${slowest.toFixed(0)} ms |`;
});
console.log(rows.join('\n'));
const loadAfter = os.loadavg();
await browser.close();
await app.close();
floor.close();

writeSection('track-page', [
  '## Public tracking page (`npm run bench:track-page`)',
  '',
  `${new Date().toISOString().slice(0, 10)}, ${machine()}; load average ${loadBefore.map((l) => l.toFixed(1)).join(' / ')} before, ${loadAfter.map((l) => l.toFixed(1)).join(' / ')} after.`,
  `Chromium at 390 × 844, CPU slowed 4×, DevTools' Slow 4G (150 ms RTT, 1.6 Mbit/s down), cache off; ${RUNS} alternating rounds after one to warm the server; an order with 10 events. Bytes: every response's encoded length, headers included.`,
  '',
  '| page | requests | bytes on the wire | first contentful paint, median | largest contentful paint, median | slowest largest paint |',
  '| ---- | -------- | ----------------- | ------------------------------ | -------------------------------- | --------------------- |',
  ...rows,
  ...COMPARED,
]);
