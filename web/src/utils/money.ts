import { i18n } from '../i18n/index.ts';

/*
 * Amounts and weights arrive as decimal strings; Intl formats a numeric string
 * exactly (no binary float in between), in the user's language.
 */

type Numeric = Intl.StringNumericLiteral;

/** An amount with its currency in the user's locale: the currency's minor unit at least, up to the four decimals prices keep (¥1,234.50, $0.1234). */
export function formatMoney(amount: string, currency: string): string {
  return new Intl.NumberFormat(i18n.language, { style: 'currency', currency, maximumFractionDigits: 4 }).format(amount as Numeric);
}

/** A decimal (a weight, a percent) in the user's locale, with the decimals it has (up to four), grouped: 1,234.5. */
export function formatDecimal(value: string): string {
  return new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 }).format(value as Numeric);
}
