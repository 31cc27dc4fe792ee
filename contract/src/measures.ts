import { z } from 'zod';

/*
 * What quotes measure: weights in kg, lengths in cm, money as decimal strings
 * (never floats; `numeric` in the database), cargo types, postcodes.
 */

/**
 * A decimal as a string (never a float, never a JSON number, which a client's
 * parser may already have rounded): weight in kg, money. The pattern is the
 * whole rule, so the published document says exactly what is accepted.
 */
export const decimal = (digits: number, scale: number) => z.string().regex(new RegExp(`^\\d{1,${digits - scale}}(\\.\\d{1,${scale}})?$`));
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
export const countryCode = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/);

