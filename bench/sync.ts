/**
 * What the order sync's last pass costs: a 31-day window read page by page
 * (what the sync did before, the floor) beside the window's numbers read
 * alone in one answer and the orders the pages missed looked up by number,
 * through the production client against the upstream simulator over HTTP.
 * Medians of 5 runs. Figures to RESULTS.md (section sync).
 *   npm run bench:sync [-- --per-hour=12]
 */
import { startUpstream } from '@fwd/simulators';
import { createUpstreamClient } from '../server/src/outside/upstream/client.ts';
import { machine, writeSection } from './results.ts';

const perHour = Number(process.argv.find((a) => a.startsWith('--per-hour='))?.split('=')[1] ?? 12);
const NOW = Date.parse('2026-06-10T00:00:00Z');
const window = { beginTime: '2026-05-09T00:00:00Z', endTime: '2026-06-09T00:00:00Z' };
const sim = await startUpstream({ key: 'bench', seed: 1, now: () => NOW, ordersPerHour: perHour });
const client = createUpstreamClient({ baseUrl: sim.url, key: 'bench', pageSize: 200 });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T; calls: number }> {
  const times: number[] = [];
  let result!: T;
  const before = sim.stats().requests;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    result = await run();
    times.push(performance.now() - started);
  }
  return { ms: median(times), result, calls: (sim.stats().requests - before) / 5 };
}

const pages = await timed(async () => {
  const numbers: string[] = [];
  for await (const page of client.orders(window)) numbers.push(...page.orders.map((o) => o.numbers));
  return numbers;
});
const listed = await timed(() => client.numbers(window));
const missed = listed.result.filter((_, i) => i % 100 === 0);
const lookup = await timed(async () => {
  let found = 0;
  for await (const page of client.lookup(missed)) found += page.orders.length;
  return found;
});
await sim.close();

const row = (what: string, t: { ms: number; calls: number }, items: number) =>
  `| ${what} | ${items.toLocaleString('en')} | ${t.calls} | ${t.ms.toFixed(0)} | ${((t.ms / pages.ms) * 100).toFixed(0)}% |`;
writeSection('sync', [
  '## Order sync: the cost of the last pass (the window’s numbers, then what the pages missed)',
  '',
  `Machine: ${machine()}; ${new Date().toISOString()}. \`npm run bench:sync\`: the production upstream client against \`simulators/\` over HTTP on this machine, a 31-day window of ${perHour} orders an hour, pages of 200; medians of 5 runs. The floor is the window read page by page, all the sync did before; the last pass adds the numbers read alone, and a look-up of what the pages missed (here every hundredth order, far more than shifting pages skip). The simulator works the window out again for every call, as a system would run its query per page, so a call costs about the same whatever it answers: the last pass adds one call for the numbers and one per 200 orders missed.`,
  '',
  '| read | orders | calls | ms | against the pages |',
  '|---|---|---|---|---|',
  row('the window page by page (floor)', pages, pages.result.length),
  row('its numbers alone, one answer', listed, listed.result.length),
  row('missed orders by number', lookup, lookup.result),
  '',
]);
