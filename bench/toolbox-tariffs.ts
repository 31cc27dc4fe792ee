/**
 * 海关编码's search over HS 2022 (6,960 entries, migration 012) and 15,000
 * national lines, on the embedded database and, when DATABASE_URL is set, on
 * PostgreSQL (in schema bench_tariffs, dropped first).
 *
 * Server time as bench/quotes.ts takes it: the app built in this process
 * listens on a local port, the client is `fetch` in a process of its own
 * (quotes-client.ts), one request at a time, and each request's time is the
 * server's own (`reply.elapsedTime`). The queries are what staff type: codes
 * with and without dots and spaces, short and long prefixes, English and
 * Chinese words, everyday names of goods (the shipped list's), pinyin
 * initials, mixes, and the worst cases (one letter, a
 * two-digit prefix with thousands under it, a long paste). Each set is asked
 * once to warm up, then timed. Beside them, in the same run, two floors: a
 * bare Fastify route (no guard, no database) and a route doing `select 1`
 * behind the same guard and session check. And the index: how long a rebuild
 * takes after a change (the first search that meets a new version pays it).
 *
 *   npm run bench:tariffs
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type Database } from '../server/src/db/database.ts';
import { DEMO_TARIFF_LINES } from '../server/src/demo/toolbox-tariffs.ts';
import { tariffIndexBuild } from '../server/src/modules/toolbox/tariffs/index-cache.ts';
import { ADMIN_PASSWORD, buildBenchApp, openBenchDatabase } from './app.ts';
import { machine, writeSection } from './results.ts';

const LINES = 15_000;
const ROUNDS = 5;

const open = (kind: 'pglite' | 'postgres') => openBenchDatabase(kind, 'bench_tariffs');

/** Each answered request's server time, in order. */
const serverTimes: number[] = [];

async function start(database: Database) {
  const app = await buildBenchApp(database);
  // The floors: a bare route, and the same guard and session lookup with the least a database route can do.
  app.get('/bench/bare', async () => ({ code: 20000, message: '', data: 1 }));
  app.get('/api/bench/floor', { config: { access: 'authenticated' } }, async () => {
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    return { code: 20000, message: '', data: rows[0] };
  });
  app.addHook('onResponse', async (_req, reply) => {
    serverTimes.push(reply.elapsedTime);
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base };
}

const MATERIALS = [
  '棉制',
  '合成纤维制',
  '塑料制',
  '硅胶',
  '不锈钢',
  '皮革',
  '木制',
  '玻璃',
  '陶瓷',
  '铝合金',
  '竹制',
  '羊毛',
  '尼龙',
  '涤纶',
  '纸制',
];
const GOODS = [
  '手机壳',
  '收纳盒',
  '背包',
  '钱包',
  '运动鞋',
  '拖鞋',
  '连衣裙',
  'T恤衫',
  '袜子',
  '帽子',
  '玩具车',
  '积木',
  '耳机',
  '充电器',
  '数据线',
  '台灯',
  '水杯',
  '餐具',
  '首饰',
  '太阳镜',
];

/** The demo's lines, then made-up ones (a material and a kind of goods) under every subheading, up to LINES. */
async function seedLines(database: Database) {
  const subheadings = (
    await database.db
      .selectFrom('tariff_nomenclature')
      .select('code')
      .where('level', '=', 'subheading')
      .orderBy('code')
      .execute()
  ).map((r) => r.code);
  const taken = new Set(DEMO_TARIFF_LINES.map(([code]) => code));
  const rows = DEMO_TARIFF_LINES.map(([code, name, unit1, unit2, , rebate, supervision]) => ({
    code,
    name,
    unit1,
    unit2,
    rebate_rate: rebate,
    supervision,
  }));
  for (let i = 0; rows.length < LINES; i++) {
    const sub = subheadings[i % subheadings.length]!;
    const code = `${sub}${String(10 + Math.floor(i / subheadings.length) * 10).padStart(2, '0')}${i % 4 === 0 ? '00' : ''}`;
    if (taken.has(code)) continue;
    taken.add(code);
    rows.push({
      code,
      name: `${MATERIALS[i % MATERIALS.length]}${GOODS[(i * 7) % GOODS.length]}（${sub}）`,
      unit1: '千克',
      unit2: null,
      rebate_rate: '13',
      supervision: null,
    });
  }
  const values = rows.map((r) => ({
    ...r,
    subheading: r.code.slice(0, 6),
    elements: '0:品牌类型;1:出口享惠情况;2:用途;3:材质;4:品牌;5:型号',
    remark: null,
    effective_from: '2022-01-01',
    effective_to: null,
  }));
  for (let i = 0; i < values.length; i += 1000)
    await database.db
      .insertInto('tariff_lines')
      .values(values.slice(i, i + 1000))
      .execute();
  return rows.length;
}

/** What staff type, and the worst of it. */
const QUERIES = [
  '8471.30',
  '847130',
  '8471 30 00',
  '84713000',
  '6109.10.00',
  '6109100021',
  '4202.92',
  '3926 90 90',
  '8517.13',
  '9503',
  '61',
  '85',
  '8',
  '0101',
  '6204 43',
  '9999',
  '1234567890',
  'cotton',
  'bags',
  'handbags leather',
  'mobile phones',
  'machines parts',
  'of',
  'e',
  'toys',
  'footwear rubber',
  't-shirts knitted',
  'lithium',
  '棉制',
  '手机壳',
  '玩具',
  '针织',
  '连衣裙',
  '蓝牙耳机',
  '不锈钢餐具',
  '塑料',
  '制',
  'sjk',
  'mz',
  'wj',
  'zzhgbdfz',
  'lyej',
  'ly',
  '6109 棉',
  '8517 智能',
  '42 背包',
  'cotton 6109',
  'laptop',
  '电脑',
  'phone case',
  'tshirt',
  'cotton t-shirts for men',
  '男士纯棉T恤',
  'iphone 15 case',
  'usb-c cable',
  'x'.repeat(100),
  'the quick brown fox jumps over the lazy dog and keeps running for a very long way until it is tired',
];

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

/** Asks `urls` twice from the client process: once to warm up, then timed (server times). */
async function timed(base: string, token: string, urls: string[]) {
  const from = serverTimes.length;
  const client = fork(path.join(import.meta.dirname, 'quotes-client.ts'), { execArgv: ['--import', 'tsx'] });
  const done = new Promise<void>((resolve, reject) => {
    client.once('message', () => resolve());
    client.once('exit', (code) => (code ? reject(new Error(`the client stopped (exit code ${code})`)) : resolve()));
  });
  client.send({ base, token, urls: [...urls, ...urls] });
  await done;
  const ms = serverTimes.slice(from + urls.length);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms), n: ms.length };
}

async function measure(kind: 'pglite' | 'postgres') {
  const database = await open(kind);
  const { app, base } = await start(database);
  try {
    const lines = await seedLines(database);
    const r = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const token = (r.json() as { data: { token: string } }).data.token;
    const searches = Array.from({ length: ROUNDS }, () =>
      QUERIES.map((q) => `/api/tariff/search?q=${encodeURIComponent(q)}`),
    ).flat();
    const bare = await timed(
      base,
      token,
      Array.from({ length: searches.length }, () => '/bench/bare'),
    );
    const floor = await timed(
      base,
      token,
      Array.from({ length: searches.length }, () => '/api/bench/floor'),
    );
    const search = await timed(base, token, searches);
    const opens = await timed(
      base,
      token,
      Array.from(
        { length: ROUNDS * 10 },
        (_, i) =>
          `/api/tariff/node/${['XI', '61', '6109', '610910', '61091000', '85', '8517', '851713', '85171300', '4202'][i % 10]}`,
      ),
    );
    // A rebuild, as after an edit: a fresh cache over the same database, built once.
    const builds: number[] = [];
    let loaded;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      loaded = await tariffIndexBuild.build(database.db, undefined);
      builds.push(performance.now() - t0);
    }
    // The matcher alone, as CPU time (what a loaded machine's waiting does not inflate): each query 20 times.
    const cpu = QUERIES.map((q) => {
      const c0 = process.cpuUsage();
      for (let i = 0; i < 20; i++) loaded!.index.search(q, 20);
      const c = process.cpuUsage(c0);
      return (c.user + c.system) / 1000 / 20;
    });
    const heap = process.memoryUsage().heapUsed / 2 ** 20;
    return {
      kind,
      lines,
      bare,
      floor,
      search,
      opens,
      build: Math.min(...builds),
      heap,
      cpu: { p50: percentile(cpu, 50), max: Math.max(...cpu) },
    };
  } finally {
    await app.close();
    await database.close();
  }
}

const runs = [await measure('pglite'), ...(process.env.DATABASE_URL ? [await measure('postgres')] : [])];
const ms = (x: number) => x.toFixed(2);
const name = { pglite: 'embedded (PGlite)', postgres: 'PostgreSQL' };
writeSection('tariffs', [
  '## 海关编码: tariff code search',
  '',
  `Machine: ${machine()}; ${new Date().toISOString()}; load average ${os.loadavg()[0]!.toFixed(2)} at the end. HS 2022 (21 sections, 97 chapters, 1,229 headings, 5,613 subheadings) and ${LINES.toLocaleString('en')} national lines; ${QUERIES.length} queries × ${ROUNDS} (codes with and without dots and spaces, prefixes down to one digit, English and Chinese words, everyday names of goods alone and in longer queries, pinyin initials, mixes, a one-letter query, 100-character pastes), one at a time over HTTP on a local port after the same as warm-up, each timed by the server itself (\`reply.elapsedTime\`), the client \`fetch\` in a process of its own (\`npm run bench:tariffs\`). Target: p99 at most 20 ms on both databases.`,
  '',
  '| database | search p50 | p99 | max | open a code p50 / p99 | floor: bare route p50 / p99 | floor: `select 1` behind the guard p50 / p99 | matcher alone, CPU per query: median / worst | index rebuild after a change | heap after |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...runs.map(
    (r) =>
      `| ${name[r.kind]} | ${ms(r.search.p50)} ms | ${ms(r.search.p99)} ms | ${ms(r.search.max)} ms | ${ms(r.opens.p50)} / ${ms(r.opens.p99)} ms | ${ms(r.bare.p50)} / ${ms(r.bare.p99)} ms | ${ms(r.floor.p50)} / ${ms(r.floor.p99)} ms | ${ms(r.cpu.p50)} / ${ms(r.cpu.max)} ms | ${r.build.toFixed(0)} ms | ${r.heap.toFixed(0)} MB |`,
  ),
  '',
  `Reading it: each search's time is the guarded floor's (session, guard, one small read) plus the matcher's CPU time (the column beside it: median ${runs.map((r) => ms(r.cpu.p50)).join(' / ')} ms, worst ${runs.map((r) => ms(r.cpu.max)).join(' / ')} ms, for a one-letter query or a word in thousands of names) and the answer written. On a machine shared with other work the waits between them grow with the load: compare the search's p99 with the guarded floor's in the same run, not with the target alone.`,
  '',
  "How: the nomenclature, the lines and the everyday names of goods (about 1,700 shipped, `tariff_synonyms`) are read once per change into an in-memory index (`modules/toolbox/tariffs/matcher.ts`, the `tariff-index` plugin): codes sorted as text so a prefix is one binary search and a contiguous run, each entry's English words, Chinese phrases and pinyin initials prepared once, the everyday names by their key (a query's spans are looked up, at most 12 units each). Every write to any of those tables bumps `tariff_index.version` in its transaction (statement triggers, migrations 012 and 021); a search reads that one row, the same as the floor's `select 1`, and rebuilds only when it moved, so what is left above the guarded floor is the scan of the entries for a word query. The rebuild (reading 22,000 rows, pinyin of every Chinese name) is paid by the first search after a change, not by every search. How often the heading meant comes first: the everyday goods section below.",
]);
for (const r of runs) console.log(r.kind, { search: r.search, floor: r.floor, bare: r.bare, build: r.build });
