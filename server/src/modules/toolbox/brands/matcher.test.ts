import type { BrandHit } from '@fwd/contract';
import { describe, expect, it } from 'vitest';
import { buildMatcher, foldName, type MatcherBrand } from './matcher.ts';

const refusing = [{ id: 7, code: 'DHL', name: 'DHL 快递' }];
let next = 1;
const brand = (name: string, aliases: string[] = [], extra: Partial<MatcherBrand> = {}): MatcherBrand => ({
  id: next++,
  name,
  aliases,
  category: 'infringing',
  riskLevel: 'high',
  wholeWord: false,
  channels: refusing,
  ...extra,
});

const BRANDS = [
  brand('Nike', ['耐克']),
  brand('Apple', ['苹果', 'iPhone'], { wholeWord: true, category: 'sensitive' }),
  brand('Louis Vuitton', ['路易威登', 'LV']),
  brand('Adidas', ['阿迪达斯']),
  brand('Chanel', ['香奈儿']),
  brand('Hermès', ['爱马仕']),
  brand('Balenciaga', ['巴黎世家']),
  brand('Vuitton'),
  brand('HP'),
  brand('Swatch'),
  brand('Gucci', ['古驰']),
  brand('Samsung', ['三星']),
  brand('Fendi', ['芬迪']),
  brand('Casio'),
  brand("Levi's", ['Levis']),
  brand('Asics'),
  brand('New Balance'),
  brand('Omega', [], { wholeWord: true }),
];
const matcher = buildMatcher(BRANDS, ['苹果汁', 'apple juice', 'Nike Town Road']);
const found = (text: string) => matcher.check(text).map((h) => [h.brand, h.matched, h.how, h.distance]);
const one = (text: string): BrandHit => {
  const hits = matcher.check(text);
  expect(hits, text).toHaveLength(1);
  return hits[0]!;
};

describe('the brand matcher', () => {
  it('finds nothing in nothing, and nothing in a matcher without brands', () => {
    expect(matcher.check('')).toEqual([]);
    expect(matcher.check('   \n\t ')).toEqual([]);
    expect(buildMatcher([], []).check('Nike 耐克')).toEqual([]);
    expect(buildMatcher([], []).brands).toBe(0);
  });

  it('says where each hit is, as the text is written, with its category and refusing channels', () => {
    const hit = one('Mens NIKE running shoes');
    expect(hit).toMatchObject({
      brand: 'Nike',
      alias: 'Nike',
      matched: 'NIKE',
      start: 5,
      end: 9,
      how: 'wholeWord',
      distance: 0,
      category: 'infringing',
      riskLevel: 'high',
    });
    expect(hit.channels).toEqual(refusing);
    const chinese = one('男士耐克跑鞋');
    expect(chinese).toMatchObject({ alias: '耐克', matched: '耐克', start: 2, end: 4, how: 'exact' });
  });

  it('folds case, full width and accents, keeping offsets', () => {
    expect(one('ＮＩＫＥ 全角')).toMatchObject({ matched: 'ＮＩＫＥ', start: 0, end: 4 });
    expect(matcher.check('sac Hermes et hermès').map((h) => h.brand)).toEqual(['Hermès', 'Hermès']);
    expect(matcher.check('sac Hermes et hermès').map((h) => h.matched)).toEqual(['Hermes', 'hermès']);
    expect(foldName('  Louis-Vuitton ')).toBe('louis vuitton');
  });

  it('tells a whole word from one inside a word; short names and whole-word brands only as whole words', () => {
    expect(found('nikeshoes')).toEqual([['Nike', 'nike', 'exact', 0]]);
    expect(found('pineapple snapple')).toEqual([]);
    expect(found('apple iphone case')).toEqual([
      ['Apple', 'apple', 'wholeWord', 0],
      ['Apple', 'iphone', 'wholeWord', 0],
    ]);
    expect(found('HP laptop; shp; chip')).toEqual([['HP', 'HP', 'wholeWord', 0]]);
    // Chinese has no word breaks: a name between Chinese characters stands alone.
    expect(found('正品apple手机')).toEqual([['Apple', 'apple', 'wholeWord', 0]]);
  });

  it('keeps common words from flagging: a hit inside a phrase of the not-a-brand list is none', () => {
    expect(found('新鲜苹果汁 1L')).toEqual([]);
    expect(found('Apple juice 1L')).toEqual([]);
    expect(found('苹果手机壳')).toEqual([['Apple', '苹果', 'exact', 0]]);
    expect(found('12 Nike Town Road')).toEqual([]);
    expect(found('苹果汁和苹果手机')).toEqual([['Apple', '苹果', 'exact', 0]]);
  });

  it('reports overlapping brands each, and a brand once where its longer name covers a shorter one', () => {
    expect(found('Louis Vuitton bag')).toEqual([
      ['Louis Vuitton', 'Louis Vuitton', 'wholeWord', 0],
      ['Vuitton', 'Vuitton', 'wholeWord', 0],
    ]);
    expect(found('LV 路易威登')).toEqual([
      ['Louis Vuitton', 'LV', 'wholeWord', 0],
      ['Louis Vuitton', '路易威登', 'exact', 0],
    ]);
    expect(matcher.check('Nike耐克 nike').map((h) => h.start)).toEqual([0, 4, 7]);
  });

  it("finds misspellings within the edit distance the name's length allows, no further", () => {
    expect(found('adidass shoes')).toEqual([['Adidas', 'adidass', 'fuzzy', 1]]);
    expect(found('adadass shoes')).toEqual([]);
    expect(found('Balenciagga Balanciaga Balenciago')).toEqual([
      ['Balenciaga', 'Balenciagga', 'fuzzy', 1],
      ['Balenciaga', 'Balanciaga', 'fuzzy', 1],
      ['Balenciaga', 'Balenciago', 'fuzzy', 1],
    ]);
    expect(found('Balanciagga')).toEqual([['Balenciaga', 'Balanciagga', 'fuzzy', 2]]);
    expect(found('Bolanciagga')).toEqual([]);
    expect(found('Louis Vuiton wallet')).toEqual([
      ['Louis Vuitton', 'Louis Vuiton', 'fuzzy', 1],
      ['Vuitton', 'Vuiton', 'fuzzy', 1],
    ]);
    expect(found('Nikee chanell')).toEqual([
      ['Nike', 'Nikee', 'fuzzy', 1],
      ['Chanel', 'chanell', 'fuzzy', 1],
    ]);
  });

  it('counts two neighbouring letters swapped as one edit, and finds the near misses of short names', () => {
    expect(found('Nkie shoes, Samsnug case, Gucchi bag, Rloex')).toEqual([
      ['Nike', 'Nkie', 'fuzzy', 1],
      ['Samsung', 'Samsnug', 'fuzzy', 1],
      ['Gucci', 'Gucchi', 'fuzzy', 1],
    ]);
    expect(found('Guci Casoi Hremes')).toEqual([
      ['Gucci', 'Guci', 'fuzzy', 1],
      ['Casio', 'Casoi', 'fuzzy', 1],
      ['Hermès', 'Hremes', 'fuzzy', 1],
    ]);
    // Three letters say too little to be a near miss of anything.
    expect(found('nik guc')).toEqual([]);
  });

  it('does not take ordinary words for near misses of a brand, unless the brand itself is written', () => {
    for (const text of [
      '20mm watch strap',
      'wall switch',
      'TV channel remote',
      'pet carrier',
      'super heroes',
      'nice bike lock',
      'Under Armor',
    ])
      expect(found(text), text).toEqual([]);
    expect(found('Swatch watch strap')).toEqual([['Swatch', 'Swatch', 'wholeWord', 0]]);
    // A run of words is a near miss only where some word of it is no ordinary word.
    expect(found('new valance curtain; New Balanse shoes')).toEqual([['New Balance', 'New Balanse', 'fuzzy', 1]]);
    expect(found('Louis Vuiton')).toContainEqual(['Louis Vuitton', 'Louis Vuiton', 'fuzzy', 1]);
  });

  it('does not find a name inside a longer ordinary word, but does inside any other', () => {
    expect(found('kids basics, special occasion dress, television stand')).toEqual([]);
    expect(found('asicsshoes Levis')).toEqual([
      ['Asics', 'asics', 'exact', 0],
      ["Levi's", 'Levis', 'wholeWord', 0],
    ]);
  });

  it('finds a whole-word brand misspelt, never inside a word nor by the sound of its Chinese name', () => {
    expect(found('Omgea watch; omegas; megaomega')).toEqual([['Omega', 'Omgea', 'fuzzy', 1]]);
    expect(found('iphnoe case; apply; aple')).toEqual([
      ['Apple', 'iphnoe', 'fuzzy', 1],
      ['Apple', 'aple', 'fuzzy', 1],
    ]);
  });

  it('finds a Chinese name in pinyin and in other characters that sound the same', () => {
    expect(found('naike xiangnaier')).toEqual([
      ['Nike', 'naike', 'pinyin', 0],
      ['Chanel', 'xiangnaier', 'pinyin', 0],
    ]);
    expect(one('正品耐客运动鞋')).toMatchObject({ brand: 'Nike', matched: '耐客', start: 2, end: 4, how: 'pinyin' });
    expect(found('阿迪达四')).toEqual([['Adidas', '阿迪达四', 'pinyin', 0]]);
    // Not in an ordinary word that sounds the same: 粉底 (foundation) is no 芬迪.
    expect(found('粉底液 30ml')).toEqual([]);
    expect(found('分迪手袋')).toEqual([['Fendi', '分迪', 'pinyin', 0]]);
    // A whole-word brand sounds like nothing: 平果 is no 苹果, pingguo no Apple.
    expect(found('平果 pingguo')).toEqual([]);
    expect(found('unaikes')).toEqual([]);
  });

  it('takes odd characters in its stride', () => {
    expect(found('\u0000\uffff\ud800 😀 Nike\u200b耐克 \u{1F600}')).toEqual([
      ['Nike', 'Nike', 'wholeWord', 0],
      ['Nike', '耐克', 'exact', 0],
    ]);
    expect(found('N.i.k.e  n-i-k-e')).toEqual([]);
    expect(
      buildMatcher([brand('  '), brand('C&A'), brand('Dolce & Gabbana')], [])
        .check('C&A Dolce & Gabbana')
        .map((h) => h.matched),
    ).toEqual(['C&A', 'Dolce & Gabbana']);
  });

  it('checks 100,000 characters at once, finding each hit where it is', () => {
    const filler = '普通商品描述 plain goods description 123 ';
    const text = `${filler.repeat(2500)}Nike${filler.repeat(400)}`.slice(0, 100_000);
    expect(text.length).toBe(100_000);
    const started = performance.now();
    const hits = matcher.check(text);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(hits).toHaveLength(1);
    expect(text.slice(hits[0]!.start, hits[0]!.end)).toBe('Nike');
    // A hit every few characters, some inside common words: still one pass, no pairwise comparison. Each
    // 26-character piece has two hits (its Nike in Nike Town Road is none): 3,846 pieces, and a Nike left over.
    const dense = 'Nike 耐克 12 Nike Town Road '.repeat(3847).slice(0, 100_000);
    const at = performance.now();
    expect(matcher.check(dense)).toHaveLength(3846 * 2 + 1);
    expect(performance.now() - at).toBeLessThan(2000);
  });
});
