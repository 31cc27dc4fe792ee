/*
 * Intl formatters made once per language and options: making one costs far
 * more than formatting with it, and a page of orders formats ninety dates, a
 * price list hundreds of amounts.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = made.get(key) as F | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`date ${language} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));

export const numberFormat = (language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(`number ${language} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));
