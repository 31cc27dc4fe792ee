/**
 * Finds pointers to files that are not there: every path-like reference (a file with a known extension,
 * after any folders, or a folder ending in a slash) in the Markdown files and in the comments of the code,
 * checked against the repository's files. A reference is written relative to whatever its reader has in
 * mind (the repository, a workspace, `server/src`, the file's own folder), so it counts as found when some
 * file's path ends with it. Part of `npm run lint`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f !== '' && existsSync(path.join(root, f)));

const files = new Set(tracked);
const dirs = new Set(
  tracked.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

/** Written by the benches run by run (their words are in bench/*.ts): a record, not a guide. */
const RECORDS = new Set(['bench/RESULTS.md']);
/** Named on purpose though outside the repository: the static server beside the build `npm run bench:web` compares with. */
const OUTSIDE = new Set(['serve-static.mjs']);

function exists(ref: string, dir: boolean): boolean {
  const set = dir ? dirs : files;
  if (set.has(ref)) return true;
  for (const p of set) if (p.endsWith(`/${ref}`)) return true;
  // A package's name (decimal.js) reads like a file.
  return existsSync(path.join(root, 'node_modules', ref));
}

const EXTENSIONS = 'ts|tsx|js|cjs|mjs|json|md|tsv|csv|sql|ya?ml|html|css|sh';
const REFERENCE = new RegExp(
  String.raw`(?<=^|[\s\`'"(\[,;])((?:[\w.@-]+/)*(?:\.?[\w@-]+\.(?:${EXTENSIONS})|))(?![\w/<{]|\.\w)`,
  'gm',
);

/** The text a reader takes for prose: a Markdown file whole, a code file's comments. */
function prose(file: string, text: string): string {
  if (file.endsWith('.md')) return text;
  return (text.match(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$/gm) ?? []).join('\n');
}

const stale: string[] = [];
for (const file of tracked) {
  if (RECORDS.has(file) || !/\.(md|ts|tsx|js|cjs|mjs)$/.test(file)) continue;
  for (const [, ref = ''] of prose(file, readFileSync(path.join(root, file), 'utf8')).matchAll(REFERENCE)) {
    // Relative steps and an ellipsis (…/db/schema.ts) leave the segments a path ends with.
    const segments = ref.split('/').filter((s) => s !== '' && !/^\.+$/.test(s));
    if (segments.length === 0 || OUTSIDE.has(ref)) continue;
    if (!exists(segments.join('/'), ref.endsWith('/'))) stale.push(`${file}: ${ref}`);
  }
}

if (stale.length > 0) {
  console.error(`Pointers to files that are not in the repository:\n${stale.map((s) => `  ${s}`).join('\n')}`);
  process.exit(1);
}
