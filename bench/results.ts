import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RESULTS = path.join(import.meta.dirname, 'RESULTS.md');

export const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;

/**
 * RESULTS.md holds one section per benchmark between marker comments; each
 * benchmark rewrites only its own, so running one keeps the others' figures.
 */
export function writeSection(name: string, lines: readonly string[]): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = [start, ...lines, end].join('\n');
  const current = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(RESULTS, next);
}
