import { currentLanguage } from '../i18n/index.ts';
import { numberFormat } from './intl.ts';

/**
 * A decimal string of money with its currency, in the user's locale
 * (`¥1,234.50`, `1234,50 US$`). Intl formats the string itself, digit for
 * digit: no binary float on the way. `digits` fixes the decimals (a total,
 * rounded to the currency's minor unit); without it, an amount before the
 * rounding keeps every decimal it has (at least the currency's usual ones).
 */
export function formatMoney(amount: string, currency: string, language: string, digits?: number): string {
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits ?? 20,
  }).format(amount as `${number}`);
}

/** A decimal string as written, in the user's locale (`1,234.5`); kg and cm keep their decimals. */
export function formatDecimal(value: string | number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 20 }).format(String(value) as `${number}`);
}

/** An amount as the reader's language writes it (`¥1,234.50`), or a dash when there is none: what a list's cell shows. */
export const money = (amount: string | null | undefined, currency: string | null | undefined): string =>
  amount == null || !currency ? '—' : formatMoney(amount, currency, currentLanguage());
