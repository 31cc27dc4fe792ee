import { LANGUAGES as CONTRACT_LANGUAGES } from '@fwd/contract';
import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGES } from './languages.ts';

describe('languages', () => {
  it('are exactly the contract languages, Chinese first', () => {
    expect(LANGUAGES).toEqual([...CONTRACT_LANGUAGES]);
  });
});

describe('detectLanguage', () => {
  it('prefers the language cookie', () => {
    expect(detectLanguage('ja', ['en-US'])).toBe('ja');
  });

  it('else matches the browser languages among en, zh, es, ja', () => {
    expect(detectLanguage(undefined, ['fr-FR', 'zh-CN', 'en'])).toBe('zh');
    expect(detectLanguage('xx', ['es-MX'])).toBe('es');
    expect(detectLanguage(undefined, ['EN-gb'])).toBe('en');
  });

  it('else falls back to English', () => {
    expect(detectLanguage(undefined, ['fr', 'de-DE'])).toBe('en');
    expect(detectLanguage(undefined, [])).toBe('en');
  });
});
