import Decimal from 'decimal.js';

/*
 * The engine's numbers: weights and money are decimals, never binary floats.
 * Forty significant digits hold any product of the contract's kg (9,3) and
 * money (12,4) exactly, so every line is exact; the only inexact quotient, a
 * volume over the divisor, is rounded up to the gram where it is made.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Dec = Decimal;

export const ZERO = new Dec(0);
export const dec = (value: string | number) => new Dec(value);
export const decOrNull = (value: string | null) => (value === null ? null : new Dec(value));
export const larger = (a: Dec, b: Dec) => (a.gte(b) ? a : b);

/** How amounts and weights leave the engine: plain notation, no exponent, no trailing zeros ('12.5', '3', '0.125'). */
export const plain = (d: Dec) => d.toFixed();

/** A decimal text as `plain` writes it (no leading or trailing zeros), from its digits: compiling a book reads many. */
export const tidy = (text: string) => text.replace(/^0+(?=\d)/, '').replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/*
 * Bounds and limits compare as whole grams and millimetres: integers (kg has
 * three decimals, cm one), exact far beyond any real parcel (2^53), cheap to
 * compare, read from a decimal text's digits. A measure is rounded up:
 * against a whole bound B, x > B exactly when ⌈x⌉ > B, and x ≤ B exactly
 * when ⌈x⌉ ≤ B.
 */
function unitsUp(text: string, places: number): number {
  const [whole = '', fraction = ''] = text.split('.');
  const beyond = fraction.length > places && /[1-9]/.test(fraction.slice(places));
  return Number(whole + fraction.slice(0, places).padEnd(places, '0')) + (beyond ? 1 : 0);
}
export const grams = (kg: string) => unitsUp(kg, 3);
export const millimetres = (cm: string) => unitsUp(cm, 1);

/** Up to the next multiple of `step` (a step of 0: as it is). */
export const roundUpTo = (value: Dec, step: Dec) => (step.isZero() ? value : value.div(step).ceil().mul(step));

const minorUnits = new Map<string, number>();
/** Decimal places of a currency (CNY, USD 2; JPY 0), as Intl knows them. */
export function minorUnitOf(currency: string): number {
  let digits = minorUnits.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    minorUnits.set(currency, digits);
  }
  return digits;
}
