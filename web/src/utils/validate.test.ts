import { describe, expect, it } from 'vitest';
import { isExternal, validURL } from './validate.ts';

describe('isExternal', () => {
  it('accepts http, https, mailto and tel links', () => {
    for (const link of ['http://a.com', 'https://a.com/x', 'mailto:a@b.com', 'tel:+8610'])
      expect(isExternal(link)).toBe(true);
  });

  it('rejects app paths and other schemes', () => {
    for (const link of ['/homeDashboard', 'profile', 'ftp://a.com', 'javascript:alert(1)'])
      expect(isExternal(link)).toBe(false);
  });
});

describe('validURL', () => {
  it('accepts absolute web URLs', () => {
    for (const url of [
      'https://example.com',
      'http://sub.example.cn:8080/a/b?c=1#d',
      'ftp://files.example.org',
      'http://127.0.0.1:3000',
      'http://localhost:3000/x',
    ]) {
      expect(validURL(url)).toBe(true);
    }
  });

  it('rejects relative paths, other schemes and bare words', () => {
    for (const url of ['/a/b', 'example.com', 'mailto:a@b.com', 'http://nodot', 'https//example.com', ''])
      expect(validURL(url)).toBe(false);
  });
});
