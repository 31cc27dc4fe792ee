import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { switchLanguage } from '../../test/i18n.ts';
import { formatDateTime, relativeTime, timeAgo } from './time.ts';

const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
const ago = (ms: number) => now - ms;
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  afterEach(() => switchLanguage('zh'));

  it('says just now under 30 seconds', () => {
    expect(relativeTime(ago(0), now)).toBe('刚刚');
    expect(relativeTime(ago(29 * S), now)).toBe('刚刚');
  });

  it('counts minutes under an hour, hours under a day', () => {
    expect(relativeTime(ago(30 * S), now)).toBe('1 分钟前');
    expect(relativeTime(ago(59 * M), now)).toBe('59 分钟前');
    expect(relativeTime(ago(H), now)).toBe('1 小时前');
    expect(relativeTime(ago(23 * H + 59 * M), now)).toBe('23 小时前');
  });

  it('says 1 day ago under two days, then shows the date', () => {
    expect(relativeTime(ago(D), now)).toBe('1 天前');
    expect(relativeTime(ago(2 * D - 1), now)).toBe('1 天前');
    expect(relativeTime(ago(2 * D), now)).toBe(formatDateTime(ago(2 * D), now));
    expect(relativeTime(ago(2 * D), now)).toMatch(/6.*13/);
  });

  it('accepts Date objects and ISO strings', () => {
    expect(relativeTime(new Date(ago(5 * M)), now)).toBe('5 分钟前');
    expect(relativeTime(new Date(ago(2 * H)).toISOString(), now)).toBe('2 小时前');
  });

  it('speaks the current language with plurals', async () => {
    await switchLanguage('en');
    expect(relativeTime(ago(M), now)).toBe('1 minute ago');
    expect(relativeTime(ago(3 * M), now)).toBe('3 minutes ago');
    expect(relativeTime(ago(36 * H), now)).toBe('1 day ago');
    expect(i18n.language).toBe('en');
  });
});

describe('timeAgo', () => {
  afterEach(() => switchLanguage('zh'));

  it('reads minutes under an hour, hours under a day, else days', () => {
    expect(timeAgo(ago(10 * M), now)).toBe('10 分钟');
    expect(timeAgo(ago(5 * H), now)).toBe('5 小时');
    expect(timeAgo(ago(3 * D + H), now)).toBe('3 天');
  });

  it('pluralises in English', async () => {
    await switchLanguage('en');
    expect(timeAgo(ago(M), now)).toBe('1 minute');
    expect(timeAgo(ago(2 * D), now)).toBe('2 days');
  });
});

describe('formatDateTime', () => {
  it('adds the year only for another year', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 9, 5), now)).not.toContain('2024');
    expect(formatDateTime(new Date(2023, 0, 2, 9, 5), now)).toContain('2023');
  });
});
