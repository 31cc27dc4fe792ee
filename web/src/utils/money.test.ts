import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../test/i18n.ts';
import { formatDecimal, formatMoney } from './money.ts';

describe('formatMoney', () => {
  afterEach(() => switchLanguage('zh'));

  it('shows the currency, its minor unit at least and the price’s own decimals up to four', () => {
    expect(formatMoney('1234.5', 'CNY')).toBe('¥1,234.50');
    expect(formatMoney('0.1234', 'USD')).toBe('US$0.1234');
    expect(formatMoney('1500', 'JPY')).toBe('JP¥1,500');
  });

  it('keeps every digit of a large amount (no float in between)', () => {
    expect(formatMoney('12345678901234.5678', 'CNY')).toBe('¥12,345,678,901,234.5678');
  });

  it('follows the user’s language', async () => {
    await switchLanguage('es');
    expect(formatMoney('1234.5', 'EUR')).toBe('1234,50\u00a0€');
    await switchLanguage('en');
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
  });
});

describe('formatDecimal', () => {
  it('groups and keeps the decimals there are', () => {
    expect(formatDecimal('12000.5')).toBe('12,000.5');
    expect(formatDecimal('0.500')).toBe('0.5');
  });
});
