import { dec, fixed, minorUnitOf, type Dec } from '../../quote-engine/decimal.ts';

/*
 * Money as this area keeps it: numeric(14, 2) in SQL, summed there; here a
 * signed fixed-point decimal (the quote engine's bigints) when amounts are
 * split across statements, and text written to the currency's minor unit
 * (scale 2, JPY 0) when it leaves.
 */

/** A decimal text, signed. */
export const signedDec = (text: string): Dec => (text.startsWith('-') ? -dec(text.slice(1)) : dec(text));

/** Written to the currency's minor unit, signed ('-12.50', '1200' for JPY). */
export function moneyText(d: Dec | string, currency: string): string {
  const v = typeof d === 'string' ? signedDec(d) : d;
  const text = fixed(v < 0n ? -v : v, minorUnitOf(currency));
  return v < 0n && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Whether an amount as typed has no more decimals than its currency (JPY none). */
export const fitsCurrency = (amount: string, currency: string) =>
  (amount.split('.')[1] ?? '').length <= minorUnitOf(currency);
