import { z } from 'zod';

/*
 * What quotes measure: weights in kg, lengths in cm, money as decimal strings
 * (never floats; `numeric` in the database), cargo types, postcodes.
 */

/** Each decimal's pattern (as an issue quotes it) → its scale: a failed pattern is said as the `number` fault. */
const DECIMAL_SCALES = new Map<string, number>();

/**
 * A decimal as a string (never a float, never a JSON number, which a client's
 * parser may already have rounded): weight in kg, money. The pattern is the
 * whole rule, so the published document says exactly what is accepted.
 */
export const decimal = (digits: number, scale: number) => {
  const pattern = new RegExp(`^\\d{1,${digits - scale}}(\\.\\d{1,${scale}})?$`);
  DECIMAL_SCALES.set(String(pattern), scale);
  return z.string().regex(pattern);
};
/** Kilograms, three decimals. */
export const kg = decimal(9, 3);
/** Centimetres, one decimal. */
export const cm = decimal(5, 1);
/** A price or an amount: four decimals, rounded to the currency's minor unit only at the end of a quote. */
export const money = decimal(12, 4);

/** 普货, 带电, 液体, 粉末, 带磁: what a channel accepts and what a sensitive-cargo surcharge charges for. */
export const CARGO_TYPES = ['general', 'battery', 'liquid', 'powder', 'magnetic'] as const;
export const cargoType = z.enum(CARGO_TYPES);
export type CargoType = z.infer<typeof cargoType>;

/** A postcode as carriers list it: letters, digits, spaces and dashes (compared upper case, without spaces and dashes). */
export const POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/;
export const postcode = z.string().trim().regex(POSTCODE_PATTERN);
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

/**
 * What a measure can be wrong by, each said the same way wherever it is met (the price query, the weight
 * calculator, the quick quote, surcharge rules, rate sheets): the server's and the web's messages are keyed
 * by these, one fault a field.
 * - required: left out
 * - number: not a number of at most `scale` decimals
 * - positive: 0 where only more than 0 makes sense (a weight, a side)
 * - count: not a whole number from 1 to 999 (alike pieces)
 * - pieceParts: a piece of more parts than L,W,H,kg[,count]
 * - percent: a percentage over 100
 */
export const MEASURE_FAULTS = ['required', 'number', 'positive', 'count', 'pieceParts', 'percent'] as const;
export type MeasureFault = (typeof MEASURE_FAULTS)[number];
export interface Fault {
  fault: MeasureFault;
  scale?: number;
}
const faultIssue = (fault: MeasureFault) => ({ params: { fault } });

/** The measure fault an issue (a zod issue, or one as a validation error carries it) says, if it says one. */
export function faultOf(issue: { code?: string; format?: string; pattern?: unknown; params?: unknown }): Fault | null {
  const named = (issue.params as { fault?: MeasureFault } | undefined)?.fault;
  if (issue.code === 'custom' && named) return { fault: named };
  const scale = issue.format === 'regex' ? DECIMAL_SCALES.get(String(issue.pattern)) : undefined;
  return scale === undefined ? null : { fault: 'number', scale };
}

/** A decimal's pattern refusing zero, for the published document (the server says the two faults apart). */
const aboveZero = (schema: z.ZodType) => {
  const { pattern } = z.toJSONSchema(schema, { io: 'input' });
  return pattern ? { pattern: `^(?!0+(\\.0+)?$)${pattern.slice(1)}` } : {};
};
/** More than 0, checked once the value is a number (a bad number is its one fault). */
export const positive = (schema: z.ZodType<string, unknown>) =>
  schema.meta(aboveZero(schema)).pipe(z.string().refine((v) => Number(v) > 0, faultIssue('positive')));
/** A weight that must weigh something. */
export const positiveKg = positive(kg);
/** A side that must be some length. */
export const positiveCm = positive(cm);
/** A count of alike pieces as typed (a query's text, or a form's number): 1 to 999, whole. */
export const pieceCount = z
  .union([z.string().trim(), z.number().transform(String)])
  .refine((v) => /^[1-9]\d{0,2}$/.test(v), faultIssue('count'))
  .transform(Number);
/** At most 100 %. */
export const PERCENT_MAX = 100;
