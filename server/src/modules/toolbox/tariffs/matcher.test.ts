import { describe, expect, it } from 'vitest';
import { nomenclatureRows } from '../../../db/migrations/012_tariffs.ts';
import { DEMO_TARIFF_LINES } from '../../../demo/toolbox-tariffs.ts';
import { lineParent } from './index-cache.ts';
import { buildIndex, normalise, QUERY_MAX, type TariffEntry } from './matcher.ts';

const hs = nomenclatureRows();
const lineCodes = new Set(DEMO_TARIFF_LINES.map(([code]) => code));
const entries: TariffEntry[] = [
  ...hs.map((r) => ({
    code: r.code,
    level: r.level,
    parent: r.parent,
    nameEn: r.name_en,
    nameZh: r.name_zh,
    effectiveFrom: null,
    effectiveTo: null,
  })),
  ...DEMO_TARIFF_LINES.map(([code, name]) => ({
    code,
    level: 'line' as const,
    parent: lineParent(code, lineCodes),
    nameEn: null,
    nameZh: name,
    effectiveFrom: '2022-01-01',
    effectiveTo: null,
  })),
];
const index = buildIndex(entries);
const codes = (q: string, limit = 20) => index.search(q, limit).hits.map((h) => h.code);

describe('the HS 2022 data', () => {
  it('holds 21 sections, 97 chapters, 1,229 headings and 5,613 subheadings', () => {
    const count = (level: string) => hs.filter((r) => r.level === level).length;
    expect([count('section'), count('chapter'), count('heading'), count('subheading')]).toEqual([21, 97, 1229, 5613]);
  });

  it('names every section and chapter in Chinese', () => {
    const unnamed = hs.filter(
      (r) => (r.level === 'section' || r.level === 'chapter') && !/[\u4e00-\u9fff]/.test(r.name_zh ?? ''),
    );
    expect(unnamed.map((r) => r.code)).toEqual([]);
  });

  it('hangs each entry under its parent, chapters under their sections (but UN Comtrade’s 99)', () => {
    const codes = new Set(hs.map((r) => r.code));
    expect(hs.filter((r) => r.parent !== null && !codes.has(r.parent))).toEqual([]);
    expect(hs.filter((r) => r.level === 'chapter' && r.parent === null).map((r) => r.code)).toEqual(['99']);
    expect(hs.find((r) => r.code === '61')).toMatchObject({ parent: 'XI', name_zh: '针织或钩编的服装及衣着附件' });
  });

  it('puts every demo line under an HS 2022 subheading', () => {
    const subheadings = new Set(hs.filter((r) => r.level === 'subheading').map((r) => r.code));
    expect(DEMO_TARIFF_LINES.filter(([code]) => !subheadings.has(code.slice(0, 6))).map(([code]) => code)).toEqual([]);
    expect(DEMO_TARIFF_LINES.length).toBeGreaterThanOrEqual(200);
  });
});

describe('search by code', () => {
  it('reads a code with or without dots and spaces', () => {
    for (const q of ['8471.30', '847130', '8471 30', ' 8471-30 ', '８４７１．３０'])
      expect(codes(q)[0], q).toBe('847130');
    expect(codes('8471 30 00')).toEqual(['84713000']);
    const found = index.search('847130', 5);
    expect(found.known).toBe(true);
    expect(found.hits[0]).toMatchObject({ code: '847130', rank: 'exact' });
  });

  it('answers a prefix in tree order, the code itself first, with the total', () => {
    const found = index.search('6109', 50);
    expect(found.hits.map((h) => h.code).slice(0, 4)).toEqual(['6109', '610910', '61091000', '6109100021']);
    expect(found.hits.slice(1).every((h) => h.rank === 'partial')).toBe(true);
    expect(found.total).toBe(found.hits.length);
    expect(index.search('85', 5).total).toBeGreaterThan(100);
  });

  it('shows the path 类 > 章 > 品目 > 子目 > national line', () => {
    const [hit] = index.search('6109100021', 1).hits;
    expect(hit!.path.map((n) => n.code)).toEqual(['XI', '61', '6109', '610910', '61091000']);
    expect(hit!.matches).toEqual([{ field: 'code', ranges: [[0, 10]], pinyin: false }]);
  });

  it('is ambiguous no more than a code is: 61 and 610 and 6100 answer what starts with them', () => {
    expect(codes('61')[0]).toBe('61');
    expect(index.search('610', 5)).toMatchObject({ known: false });
    expect(codes('610', 5)[0]).toBe('6101');
    expect(index.search('6100', 5)).toEqual({ total: 0, hits: [], known: false });
    expect(index.search('12345678901', 5)).toEqual({ total: 0, hits: [], known: false });
  });

  it('finds a section by its roman numeral', () => {
    expect(index.search('xi', 5).hits[0]).toMatchObject({ code: 'XI', level: 'section', rank: 'exact' });
  });
});

describe('search by words', () => {
  it('ranks whole words before parts of words', () => {
    const found = index.search('bags', 50);
    const ranks = found.hits.map((h) => h.rank);
    expect(ranks.indexOf('partial') === -1 || ranks.lastIndexOf('word') < ranks.indexOf('partial')).toBe(true);
    expect(found.hits[0]!.rank).toBe('word');
    const [handbags] = index.search('handbag', 5).hits;
    expect(handbags).toMatchObject({ rank: 'word', matches: [{ field: 'nameEn' }] });
    expect(handbags!.nameEn!.toLowerCase().slice(...handbags!.matches[0]!.ranges[0]!)).toBe('handbags');
  });

  it('needs every word, and highlights each', () => {
    const [hit] = index.search('cotton t-shirts', 5).hits;
    expect(hit!.code).toBe('610910');
    const en = hit!.nameEn!.toLowerCase();
    expect(hit!.matches.map((m) => en.slice(...m.ranges[0]!))).toEqual(['cotton', 't-shirts']);
  });

  it('finds Chinese names, the whole name first', () => {
    const found = index.search('智能手机', 5);
    expect(found.hits[0]).toMatchObject({
      code: '85171300',
      rank: 'word',
      matches: [{ field: 'nameZh', ranges: [[0, 4]], pinyin: false }],
    });
    expect(index.search('手机保护壳', 5).hits.map((h) => h.code)).toEqual(['3926909010', '4016999010']);
    expect(index.search('手机壳', 5).hits[0]).toMatchObject({ code: '39269090', rank: 'word' });
    expect(index.search('针织或钩编的服装', 5).hits[0]!.code).toBe('61');
  });

  it('finds pinyin initials and highlights the characters they stand for', () => {
    const found = index.search('znsj', 5);
    expect(found.hits[0]).toMatchObject({
      code: '85171300',
      rank: 'word',
      matches: [{ field: 'nameZh', ranges: [[0, 4]], pinyin: true }],
    });
    const phrase = index.search('sjk', 20).hits.find((h) => h.code === '39269090');
    expect(phrase).toMatchObject({ rank: 'word', matches: [{ pinyin: true }] });
    expect(phrase!.nameZh!.slice(...phrase!.matches[0]!.ranges[0]!)).toBe('手机壳');
    const partial = index.search('sjbh', 20).hits.find((h) => h.code === '3926909010');
    expect(partial).toMatchObject({ rank: 'partial' });
    expect(partial!.nameZh!.slice(...partial!.matches[0]!.ranges[0]!)).toBe('手机保护');
  });

  it('mixes a code prefix with words', () => {
    expect(codes('6109 棉')).toEqual(expect.arrayContaining(['61091000', '6109100021']));
    expect(codes('6109 棉').every((c) => c.startsWith('6109'))).toBe(true);
  });
});

describe('unhappy queries', () => {
  it('answers nothing for empty or blank', () => {
    for (const q of ['', '   ', '\t', '...', '- -'])
      expect(index.search(q, 5), JSON.stringify(q)).toEqual({ total: 0, hits: [], known: false });
  });

  it('cuts 100k characters and still answers, quickly', () => {
    expect(normalise('x'.repeat(100_000))).toHaveLength(QUERY_MAX);
    const started = performance.now();
    expect(index.search('a'.repeat(100_000), 5).total).toBe(0);
    expect(index.search('1'.repeat(100_000), 5).total).toBe(0);
    expect(index.search('bag '.repeat(25_000), 5).hits.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('takes odd characters as nothing to match, never as a pattern', () => {
    for (const q of ['.*', '(', '[a-z]+', '%', '_', '\\', '😀', '🀄️', '\u0000', '<script>']) {
      expect(() => index.search(q, 5), q).not.toThrow();
    }
    expect(index.search('.*', 5).total).toBe(0);
    expect(index.search('%', 5).total).toBe(0);
    expect(codes('bags!!!')[0]).toBe(codes('bags')[0]);
  });

  it('answers a node with its parent and children, and nothing for an unknown code', () => {
    expect(index.node('610910')).toMatchObject({
      path: [{ code: 'XI' }, { code: '61' }, { code: '6109' }],
      children: [{ code: '61091000' }],
    });
    expect(index.node('61091000')!.children.map((c) => c.code)).toEqual(['6109100021', '6109100022', '6109100023']);
    expect(index.node('XI')!.children.map((c) => c.code)).toContain('61');
    expect(index.node('999')).toBeUndefined();
  });
});

describe('words as staff type them', () => {
  it('keeps a hyphenated word whole: t-shirts is not every t and every shirt', () => {
    const found = index.search('cotton t-shirts', 50);
    expect(found.hits[0]!.code).toBe('610910');
    expect(found.hits.every((h) => h.nameEn === null || /t-shirts/i.test(h.nameEn))).toBe(true);
  });

  it('reads Chinese with Latin letters in any case (t恤 finds T恤)', () => {
    expect(index.search('t恤', 50).hits.map((h) => h.code)).toContain('61091000');
    const [hit] = index.search('T恤衫', 5).hits;
    expect(hit!.nameZh!.slice(...hit!.matches[0]!.ranges[0]!)).toBe('T恤衫');
  });

  it('finds a Chinese word with a character or two between (手机壳 in 手机保护壳), as a partial match', () => {
    const found = index.search('手机壳', 20).hits;
    const spread = found.find((h) => h.code === '3926909010');
    expect(spread).toMatchObject({
      rank: 'partial',
      matches: [
        {
          field: 'nameZh',
          ranges: [
            [3, 4],
            [4, 5],
            [7, 8],
          ],
        },
      ],
    });
    expect(found.findIndex((h) => h.code === '39269090')).toBeLessThan(found.findIndex((h) => h.code === '3926909010'));
    expect(index.search('手壳', 50).hits.map((h) => h.code)).not.toContain('3926909010');
  });
});

describe('everyday names of goods', () => {
  const named = buildIndex(entries, [
    { word: 'laptop', codes: ['847130'] },
    { word: 'computer', codes: ['8471'] },
    { word: '电脑', codes: ['8471'] },
    { word: 't-shirt', codes: ['6109'] },
    { word: 'phone case', codes: ['392690', '420232', '401699'] },
    { word: 'shirt', codes: ['6205', '6105'] },
    { word: 'ghost', codes: ['999999999'] },
  ]);
  const first = (q: string, limit = 20) => named.search(q, limit).hits;

  it('answers the codes a name means before any word of the descriptions, in the order staff gave them', () => {
    expect(codes('tshirt', 3)).not.toContain('6109');
    expect(first('tshirt', 1)[0]).toMatchObject({ code: '6109', rank: 'synonym', synonym: 't-shirt', matches: [] });
    expect(
      first('T-Shirts')
        .map((h) => h.code)
        .slice(0, 1),
    ).toEqual(['6109']);
    expect(first('laptop', 1)[0]).toMatchObject({
      code: '847130',
      path: [{ code: 'XVI' }, { code: '84' }, { code: '8471' }],
    });
    expect(first('电脑').map((h) => h.code)[0]).toBe('8471');
    expect(first('Phone Case').map((h) => [h.code, h.rank])).toEqual([
      ['392690', 'synonym'],
      ['420232', 'synonym'],
      ['401699', 'synonym'],
    ]);
  });

  it('names the goods of a longer query first, and marks the description words it also holds', () => {
    const hits = first('cotton shirt');
    expect(hits.slice(0, 2).map((h) => h.code)).toEqual(['6205', '6105']);
    expect(hits[2]).toMatchObject({ rank: 'word' });
    expect(hits[0]!.matches.map((m) => m.field)).toEqual(['nameEn']);
  });

  it('counts each code once, and passes over codes the nomenclature does not hold', () => {
    const all = named.search('computer', 50);
    expect(all.hits.filter((h) => h.code === '8471')).toHaveLength(1);
    expect(all.total).toBe(index.search('computer', 50).total + 1);
    expect(first('ghost').every((h) => h.rank !== 'synonym')).toBe(true);
  });

  it('leaves codes to the code search: 8471 is a code, not a name', () => {
    expect(first('8471', 1)[0]).toMatchObject({ code: '8471', rank: 'exact', synonym: null });
  });
});
