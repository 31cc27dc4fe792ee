import { readFileSync } from 'node:fs';
import { nomenclatureRows } from '../src/db/migrations/012_tariffs.ts';
import { buildIndex, type TariffEntry } from '../src/modules/toolbox/tariffs/matcher.ts';
import { shippedSynonyms } from '../src/modules/toolbox/tariffs/synonyms.ts';

/*
 * 海关编码's accuracy on everyday goods: the labelled queries of
 * bench/data/tariff-goods.tsv (written before the synonym list and the
 * ranking, and not tuned to them) searched over what every installation
 * ships: HS 2022 and the shipped everyday names, no national lines. A query is right at k when one of
 * the first k hits lies under a heading it accepts.
 */

export const GOODS_FILE = new URL('../../bench/data/tariff-goods.tsv', import.meta.url);

export interface GoodsQuery {
  query: string;
  headings: string[];
}

export const goodsQueries = (): GoodsQuery[] =>
  readFileSync(GOODS_FILE, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [query, headings] = l.split('\t');
      return { query: query!, headings: headings!.split('|') };
    });

export interface GoodsAccuracy {
  queries: number;
  top1: number;
  top3: number;
  /** The queries whose first three hits all miss, with what came first. */
  missed: { query: string; headings: string[]; first: string[] }[];
}

/** The accuracy over the set, or the part of it `which` keeps. */
export function goodsAccuracy(which: (q: GoodsQuery) => boolean = () => true): GoodsAccuracy {
  const entries: TariffEntry[] = nomenclatureRows().map((r) => ({
    code: r.code,
    level: r.level,
    parent: r.parent,
    nameEn: r.name_en,
    nameZh: r.name_zh,
    effectiveFrom: null,
    effectiveTo: null,
  }));
  const index = buildIndex(entries, shippedSynonyms());
  const queries = goodsQueries().filter(which);
  let top1 = 0;
  let top3 = 0;
  const missed: GoodsAccuracy['missed'] = [];
  for (const { query, headings } of queries) {
    const first = index.search(query, 3).hits.map((h) => h.code);
    const right = first.map((code) => headings.some((h) => code.startsWith(h)));
    if (right[0]) top1++;
    if (right.some(Boolean)) top3++;
    else missed.push({ query, headings, first });
  }
  return { queries: queries.length, top1: top1 / queries.length, top3: top3 / queries.length, missed };
}
