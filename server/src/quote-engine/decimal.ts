/*
 * The engine's numbers: weights and money are decimals, never binary floats.
 * A decimal is a bigint counting 10^-32: fixed point, so sums and
 * comparisons are the bigint's own (`a + b`, `a > b`) and a product is one
 * multiplication and one exact division (`mul`). Thirty-two places hold every
 * line exactly: the contract's kg have three decimals, cm one, money and
 * percents four, so a volume has 3, cubic metres 9, a sea weight unrounded
 * 12, a base 16, a percent of it 22, fuel on that 28. The only inexact
 * quotient, a volume over the divisor, is rounded up to the gram where it is
 * made. A book's hundreds of thousands of numbers and a query's thousands
 * were decimal.js objects before: their allocation and collection were most
 * of a price query's time. The rest of the quotes module reads and compares
 * its decimals here too, so production code has one decimal representation
 * (decimal.js stays only as the tests' independent oracle).
 */
export type Dec = bigint;

const PLACES = 32;
const ONE = 10n ** BigInt(PLACES);
const pow10 = Array.from({ length: PLACES + 1 }, (_, n) => 10n ** BigInt(n));

export const ZERO: Dec = 0n;

/** A decimal text (digits, at most one point, no sign: what the contract lets through) or a whole number. */
export function dec(value: string | number): Dec {
  const text = String(value);
  const point = text.indexOf('.');
  if (point < 0) return BigInt(text) * ONE;
  const fraction = text.slice(point + 1);
  return BigInt(text.slice(0, point) + fraction) * pow10[PLACES - fraction.length]!;
}
export const decOrNull = (value: string | null) => (value === null ? null : dec(value));
export const larger = (a: Dec, b: Dec) => (a >= b ? a : b);
/** Array#sort's comparator (-1, 0, 1), for lists ordered by a decimal the way their texts would misorder them ('10' before '9.5'). */
export const compare = (a: Dec, b: Dec): number => (a < b ? -1 : a > b ? 1 : 0);

/** A product's digits at the scale: exact, or a RangeError (a product beyond 32 places, which the engine never makes on a book the contract admits). */
function exactly(product: bigint, unit: bigint): Dec {
  const q = product / unit;
  if (q * unit !== product) throw new RangeError('a product beyond 32 decimal places');
  return q;
}
/** a × b. */
export const mul = (a: Dec, b: Dec): Dec => exactly(a * b, ONE);
/** a × (whole units of 10^-places), without making that decimal first. */
export const mulUnits = (units: number, places: number, a: Dec): Dec => exactly(BigInt(units) * a, pow10[places]!);
/** A whole multiple. */
export const times = (a: Dec, n: number): Dec => a * BigInt(n);
/** a / 10^n: exact for the engine's figures (a percent's fraction, cm³ to m³). */
export const shift = (a: Dec, n: number): Dec => a / pow10[n]!;

/** How many whole `step`s reach `value`: ⌈value / step⌉ (both positive). */
export const stepsIn = (value: Dec, step: Dec): bigint => (value + step - 1n) / step;
/** Up to the next multiple of `step` (a step of 0: as it is). */
export const roundUpTo = (value: Dec, step: Dec) => (step === 0n ? value : stepsIn(value, step) * step);

/** Rounded up to `places` decimals, in whole units of 10^-places: against a whole bound B, x > B exactly when ⌈x⌉ > B. */
export const unitsOf = (d: Dec, places: number) => Number(stepsIn(d, pow10[PLACES - places]!));

/** How amounts and weights leave the engine: plain notation, no exponent, no trailing zeros ('12.5', '3', '0.125'). */
export function plain(d: Dec): string {
  const digits = d.toString().padStart(PLACES + 1, '0');
  const point = digits.length - PLACES;
  let end = digits.length;
  while (end > point && digits.charCodeAt(end - 1) === 48) end--;
  return end === point ? digits.slice(0, point) : `${digits.slice(0, point)}.${digits.slice(point, end)}`;
}

/** Rounded half up to `places` decimals, in whole units of 10^-places (1230n for 12.30). */
export const roundedUnits = (d: Dec, places: number): bigint =>
  (d + halves[PLACES - places]!) / pow10[PLACES - places]!;
const halves = pow10.map((unit) => unit / 2n);

/** Rounded half up to `places` decimals and written with exactly that many ('12.30', '7'). */
export function fixed(d: Dec, places: number): string {
  const units = roundedUnits(d, places);
  if (!places) return units.toString();
  const digits = units.toString().padStart(places + 1, '0');
  return `${digits.slice(0, digits.length - places)}.${digits.slice(digits.length - places)}`;
}

/** A decimal text as `plain` writes it (no leading or trailing zeros), from its digits: compiling a book reads many. */
export const tidy = (text: string) =>
  text
    .replace(/^0+(?=\d)/, '')
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');

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
/** Money in whole 1/10,000s: exact, the contract's money having four decimals. */
export const tenThousandths = (money: string) => unitsUp(money, 4);

const SCALES = [1, 10, 100, 1000, 10_000];

/** Whole units of 10^-places (at most 4) back to a decimal text as `plain` writes it (12500, 3 → '12.5'). */
export function unitsText(units: number, places: number): string {
  let scale = SCALES[places]!;
  let fraction = units % scale;
  const whole = (units - fraction) / scale;
  if (!fraction) return String(whole);
  while (fraction % 10 === 0) {
    fraction /= 10;
    scale /= 10;
  }
  return `${whole}.${String(fraction).padStart(String(scale).length - 1, '0')}`;
}

/** A decimal from whole units of 10^-places (`unitsText`'s input). */
export const fromUnits = (units: number, places: number): Dec => BigInt(units) * pow10[PLACES - places]!;

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
