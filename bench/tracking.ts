/**
 * Tracking refresh of 10,000 numbers through the production 17TRACK client
 * against the simulator (its real limits: 40 numbers a call, 3 calls a
 * second): calls a second achieved against the limit, numbers a second, and
 * how many the simulator refused with 429 (the client should cause none).
 * Fresh numbers take two calls each batch (register, then gettrackinfo);
 * registered ones one. Figures to RESULTS.md (section tracking).
 *   npm run bench:tracking [-- --numbers=10000]
 */
import { startTracking } from '@fwd/simulators';
import { createTrackingClient } from '../server/src/outside/tracking/client.ts';
import { machine, writeSection } from './results.ts';

const count = Number(process.argv.find((a) => a.startsWith('--numbers='))?.split('=')[1] ?? 10_000);
const numbers = Array.from({ length: count }, (_, i) => ({ number: `YT${String(8_000_000_000_000_000 + i * 7919)}` }));
const sim = await startTracking({ key: 'bench', seed: 1 });
const client = createTrackingClient({ baseUrl: sim.url, key: 'bench' });

async function pass(label: string, registered?: ReadonlySet<string>) {
  const before = sim.stats();
  const started = performance.now();
  const { results, rejected } = await client.track(numbers, registered ? { registered } : {});
  const seconds = (performance.now() - started) / 1000;
  const after = sim.stats();
  const calls = after.requests - before.requests;
  const refused = after.rateLimited - before.rateLimited;
  const perSecond = calls / seconds;
  return `| ${label} | ${count.toLocaleString('en')} | ${results.length.toLocaleString('en')} / ${rejected.length} | ${calls} | ${seconds.toFixed(1)} | ${perSecond.toFixed(2)} (${Math.round((perSecond / 3) * 100)}% of 3) | ${Math.round(count / seconds)} | ${refused} |`;
}

const fresh = await pass('fresh numbers (register, then ask)');
const again = await pass('registered numbers (ask only)', new Set(numbers.map((n) => n.number)));
await sim.close();

writeSection('tracking', [
  '## Tracking refresh against the 17TRACK simulator',
  '',
  `Machine: ${machine()}; ${new Date().toISOString()}. The production client (\`server/src/outside/tracking/client.ts\`) against \`simulators/\` over HTTP on this machine; the simulator refuses a 4th call within a second with 429. Target: at least 90% of 3 calls a second of 40 numbers.`,
  '',
  '| pass | numbers | answered / rejected | calls | seconds | calls a second | numbers a second | 429s |',
  '|---|---|---|---|---|---|---|---|',
  fresh,
  again,
  '',
  'The client keeps 3 calls in any 1.1 s (a margin for the way there), so 2.73 calls a second, 91% of the limit, is its ceiling.',
]);
console.log(fresh);
console.log(again);
