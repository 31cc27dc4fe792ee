import { describe, expect, it } from 'vitest';
import { checkAvatar } from './checkAvatar.ts';

const MB = 1024 * 1024;

describe('checkAvatar', () => {
  it('accepts png, jpeg and webp up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(checkAvatar({ type, size: 2 * MB })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkAvatar({ type: 'image/gif', size: 10 })).toBe('wrongType');
    expect(checkAvatar({ type: 'image/svg+xml', size: 10 })).toBe('wrongType');
    expect(checkAvatar({ type: 'image/png', size: 2 * MB + 1 })).toBe('tooLarge');
  });
});
