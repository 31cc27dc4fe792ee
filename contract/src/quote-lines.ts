import { z } from 'zod';
import { surchargeKind } from './surcharges.ts';

/*
 * What a quote is made of, shared by the price query (quotes.ts) and the
 * 偏远地区 tool's answer (remote-areas.ts), both of the quotes group.
 */

/** One line of a quote, before the final rounding. */
export const quoteLine = z.object({
  /** 'base' or a surcharge kind. */
  kind: z.union([z.literal('base'), surchargeKind]),
  /** The rule's name for surcharges; the rate model for the base. */
  name: z.string(),
  ruleId: z.number().int().nullable(),
  amount: z.string(),
  /**
   * How it was reached, as numbers the UI words (money and kg as decimal strings):
   * the base `{ rate, kg, fromKg, toKg }` (its band), with `{ firstKg, stepKg, stepPrice, steps }`
   * for firstAdditional and `{ pieceFee, pieces }` for perKgPlusFee; a surcharge by its `basis`:
   * percent `{ percent, of }`, shipment `{ rate }`, piece `{ rate, pieces }`, kg `{ rate, kg }`;
   * with what its condition found (`remoteClass`, `thresholdCm`, `girthCm`, `thresholdKg`,
   * `cargoType`, a peak's season `seasonFrom`, `seasonTo`) and, for a rule with a minimum,
   * `{ minimum, computed }`.
   */
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type QuoteLine = z.infer<typeof quoteLine>;

export const channelRef = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mode: z.string(),
  incoterm: z.string(),
  carrier: z.string().nullable(),
});

/**
 * Why a channel was left out; `detail` carries the numbers: `{ limit, value }`
 * for overWeight (kg: the shipment's actual weight), pieceWeight (kg: the
 * heaviest piece's actual weight), longestSide (cm) and girth (cm);
 * notQuoting `{ date, from?, to? }`, noSheet `{ date, from? }` (the first
 * sheet's day), countryNotServed `{ country }`, noZone `{ country, postcode }`,
 * cargo `{ value, limit }` (the cargo type, the accepted ones comma-joined),
 * noRate `{ zone, value, limit? }` (the chargeable kg, the last band's end).
 */
export const EXCLUSION_REASONS = [
  'notQuoting',
  'noSheet',
  'countryNotServed',
  'noZone',
  'overWeight',
  'pieceWeight',
  'longestSide',
  'girth',
  'noRate',
  'cargo',
] as const;
