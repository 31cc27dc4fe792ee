import { describe, expect, it } from 'vitest';
import { pickLanguage, translate } from './index.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['fr-FR,fr;q=0.9', 'zh'],
    ['en-US,en;q=0.9', 'en'],
    ['fr,ja;q=0.8', 'ja'],
    ['es-419', 'es'],
    ['zh-CN', 'zh'],
  ])('%s -> %s', (header, lang) => expect(pickLanguage(header)).toBe(lang));
});

describe('translate', () => {
  it('fills placeholders and leaves unknown ones', () => {
    const m = { zh: '{a} 和 {b}', en: '{a} and {b}', es: '', ja: '' };
    expect(translate('en', m, { a: 1 })).toBe('1 and {b}');
  });
});
