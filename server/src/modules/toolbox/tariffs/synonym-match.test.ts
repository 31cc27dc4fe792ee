import { describe, expect, it } from 'vitest';
import { nomenclatureRows } from '../../../db/migrations/012_tariffs.ts';
import { buildSynonymBook, synonymKey } from './synonym-match.ts';
import { shippedSynonyms } from './synonyms.ts';

describe('an everyday name as a key', () => {
  it('is one key for every way staff write the same name', () => {
    const forms = (...all: string[]) => new Set(all.map(synonymKey));
    expect(forms('t-shirt', 'tshirt', 'T-Shirts', 't shirts', 'ＴＳＨＩＲＴ', 'T‑shirt')).toEqual(new Set(['tshirt']));
    expect(forms('battery', 'batteries')).toEqual(new Set(['battery']));
    expect(forms('box', 'boxes')).toEqual(new Set(['box']));
    expect(forms('dress', 'dresses')).toEqual(new Set(['dress']));
    expect(forms('watch', 'watches')).toEqual(new Set(['watch']));
    expect(forms('hoodie', 'hoodies', 'hoody')).toEqual(new Set(['hoody']));
    expect(forms('tie', 'ties')).toEqual(new Set(['tie']));
    expect(forms("women's dress", 'womens dress', 'women dress')).toEqual(new Set(['womendress']));
    expect(forms('T恤', 't恤', 'Ｔ恤')).toEqual(new Set(['t恤']));
  });

  it('keeps words that only look plural, and leaves nothing of punctuation', () => {
    expect(['glass', 'bus', 'bikini', 'jeans'].map(synonymKey)).toEqual(['glass', 'bus', 'bikini', 'jean']);
    expect(synonymKey(' -/.,， ')).toBe('');
  });
});

describe('names found in a query', () => {
  const book = buildSynonymBook([
    { word: 'phone', codes: ['851713'] },
    { word: 'phone case', codes: ['392690', '420232'] },
    { word: 'laptop', codes: ['847130'] },
    { word: 'bag', codes: ['4202'] },
    { word: '包', codes: ['4202'] },
    { word: '电脑', codes: ['8471'] },
    { word: '电脑包', codes: ['4202'] },
    { word: 't-shirt', codes: ['6109'] },
  ]);
  const words = (q: string) => book.find(q).map((s) => s.word);

  it('finds a name whole, in any form, and nothing inside another word', () => {
    expect(words('Phone Cases')).toEqual(['phone case']);
    expect(words('tshirts')).toEqual(['t-shirt']);
    expect(words('cotton t shirt for men')).toEqual(['t-shirt']);
    expect(words('airbag')).toEqual([]);
    expect(words('headphones')).toEqual([]);
  });

  it('puts the goods first: the name ending last, the longest there', () => {
    expect(words('laptop bag')).toEqual(['bag', 'laptop']);
    expect(words('电脑包')).toEqual(['电脑包']);
    expect(words('笔记本电脑')).toEqual(['电脑']);
  });

  it('takes one Chinese character for goods only as the whole query', () => {
    expect(words('包')).toEqual(['包']);
    expect(words('面包')).toEqual([]);
  });
});

describe('the shipped list', () => {
  const list = shippedSynonyms();

  it('holds hundreds of everyday names in English and Chinese, each once as the search reads it', () => {
    const keys = list.map((s) => synonymKey(s.word));
    expect(keys.filter((k, i) => !k || keys.indexOf(k) !== i)).toEqual([]);
    expect(list.filter((s) => /[\u4e00-\u9fff]/.test(s.word)).length).toBeGreaterThan(500);
    expect(list.filter((s) => /^[\x20-\x7e]+$/.test(s.word)).length).toBeGreaterThan(500);
  });

  it('means only chapters, headings and subheadings of HS 2022, each at most once a name', () => {
    const hs = new Set(
      nomenclatureRows()
        .filter((r) => r.level !== 'section')
        .map((r) => r.code),
    );
    expect(list.flatMap((s) => s.codes.filter((c) => !hs.has(c)).map((c) => `${s.word}: ${c}`))).toEqual([]);
    expect(
      list.filter((s) => new Set(s.codes).size !== s.codes.length || s.codes.length > 10).map((s) => s.word),
    ).toEqual([]);
  });
});
