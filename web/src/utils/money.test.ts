import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMoney, money } from './money.ts';

describe('formatMoney', () => {
  it('shows the currency in the user’s locale', () => {
    expect(formatMoney('1234.5', 'CNY', 'zh', 2)).toBe('¥1,234.50');
    expect(formatMoney('1234.5', 'USD', 'en', 2)).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'EUR', 'es', 2)).toBe('1234,50\u00a0€');
    expect(formatMoney('1234.5', 'JPY', 'ja', 0)).toBe('￥1,235');
  });

  it('keeps every digit of a decimal string before the rounding', () => {
    expect(formatMoney('12345678901.123456', 'USD', 'en')).toBe('$12,345,678,901.123456');
    expect(formatMoney('0.1', 'USD', 'en')).toBe('$0.10');
    expect(formatMoney('2.675', 'USD', 'en', 2)).toBe('$2.68');
  });
});

describe('formatDecimal', () => {
  it('writes kg and cm as they are, grouped in the locale', () => {
    expect(formatDecimal('1250.125', 'en')).toBe('1,250.125');
    expect(formatDecimal('0.5', 'es')).toBe('0,5');
    expect(formatDecimal(3, 'zh')).toBe('3');
  });
});

describe('money', () => {
  it('writes an amount in the language the console is in, and a dash for none', () => {
    expect(money('260926.65', 'CNY')).toBe('¥260,926.65');
    expect(money(null, 'CNY')).toBe('—');
    expect(money('1.00', null)).toBe('—');
  });
});
