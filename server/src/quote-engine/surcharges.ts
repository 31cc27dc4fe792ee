import type { QuoteLine } from '@fwd/contract';
import type { PriceRequest } from './book.ts';
import type { CompiledRule } from './compile.ts';
import { larger, mul, plain, times, ZERO, type Dec } from './decimal.ts';
import type { RemoteHit } from './remote.ts';
import type { Shipment, ShipmentPiece } from './weight.ts';
import { inForceOn } from './shared.ts';

/*
 * Surcharge lines. A rule applies when it is in force on the day
 * (effectiveFrom ≤ date ≤ effectiveTo) and its condition holds: the
 * destination on a remote-area list of the channel's carrier (of the rule's
 * class when it names one), pieces over a size or weight threshold, a
 * residential address, a sensitive cargo type; peak (its days the season)
 * and other rules charge every shipment in force. Its amount is charged per
 * shipment, per qualifying piece (for conditions on the whole shipment: every
 * piece), per chargeable kg, or as a percent of the base (fuel always is, on
 * the base plus the lines flagged `onFuel`, after the others: one line per
 * fuel rule); then at least the rule's minimum. Lines come in rule order,
 * fuel last. A size rule with no threshold set, or a query without
 * dimensions, finds no oversize piece.
 *
 * Everything but the percents is the same for every channel with the same
 * rules, chargeable weight and carrier, so a query prepares it once for them
 * (`prepareSurcharges`) and each channel only adds what its base decides
 * (`quoteSum`).
 */

type Detail = QuoteLine['detail'];
interface PricedLine {
  line: QuoteLine;
  amount: Dec;
}
/** What the surcharges of a parcel depend on, but the base. */
export interface SurchargeContext {
  req: PriceRequest;
  shipment: Shipment;
  chargeable: Dec;
  /** The chargeable weight as the quote shows it. */
  chargeableText: string;
  /** The channel carrier's remote-area entry for the destination. */
  remote: RemoteHit | null;
}
/** A rule that applies, in rule order: its line already priced, or (charged on the base) what its condition found. */
interface Step {
  rule: CompiledRule;
  priced: PricedLine | null;
  found: Detail;
}
export interface PreparedSurcharges {
  steps: Step[];
  fuel: CompiledRule[];
  /** The priced lines' sum, and the part of it flagged for fuel. */
  pricedSum: Dec;
  pricedOnFuel: Dec;
}

const countOf = (pieces: ShipmentPiece[], meets: (p: ShipmentPiece) => boolean) =>
  pieces.reduce((n, p) => (meets(p) ? n + p.count : n), 0);

const exceeds = (value: Dec | null, limit: Dec | null) => value !== null && limit !== null && value > limit;

const sameClass = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The pieces a rule charges for (and what the condition found), or null when it does not apply. */
function qualifying(c: CompiledRule, ctx: SurchargeContext): { pieces: number; found: Detail } | null {
  const { rule } = c;
  const all = { pieces: ctx.shipment.pieceCount, found: {} };
  switch (rule.kind) {
    case 'remote': {
      const hit = ctx.remote;
      if (!hit || (rule.remoteClass !== null && !sameClass(rule.remoteClass, hit.remoteClass))) return null;
      return { ...all, found: { remoteClass: hit.remoteClass } };
    }
    case 'oversize': {
      const pieces = countOf(
        ctx.shipment.pieces,
        (p) => exceeds(p.longest, c.thresholdCm) || exceeds(p.girth, c.girthCm),
      );
      return pieces
        ? {
            pieces,
            found: {
              ...(c.thresholdCm && { thresholdCm: plain(c.thresholdCm) }),
              ...(c.girthCm && { girthCm: plain(c.girthCm) }),
            },
          }
        : null;
    }
    case 'overweight': {
      const pieces = countOf(ctx.shipment.pieces, (p) => exceeds(p.weight, c.thresholdKg));
      return pieces ? { pieces, found: { thresholdKg: plain(c.thresholdKg!) } } : null;
    }
    case 'residential':
      return ctx.req.residential ? all : null;
    case 'sensitive':
      return rule.cargoTypes.includes(ctx.req.cargoType) ? { ...all, found: { cargoType: ctx.req.cargoType } } : null;
    case 'peak':
      return {
        ...all,
        found: { seasonFrom: rule.effectiveFrom, ...(rule.effectiveTo && { seasonTo: rule.effectiveTo }) },
      };
    case 'other':
    case 'fuel':
      return all; // fuel always: priced apart, on the base
  }
}

/** At least the rule's minimum. */
const amountOf = ({ minimum }: CompiledRule, computed: Dec) => (minimum ? larger(computed, minimum) : computed);

/** A rule's line: `computed` by its basis, then at least its minimum. */
function lineOf(c: CompiledRule, computed: Dec, detail: Detail): PricedLine {
  const { rule, minimum } = c;
  const amount = amountOf(c, computed);
  return {
    amount,
    line: {
      kind: rule.kind,
      name: rule.name,
      ruleId: rule.id,
      amount: plain(amount),
      detail: minimum ? { ...detail, minimum: plain(minimum), computed: plain(computed) } : detail,
    },
  };
}

function byBasis(c: CompiledRule, pieces: number, ctx: SurchargeContext, found: Detail): PricedLine {
  const rate = c.amountText;
  switch (c.rule.basis) {
    case 'piece':
      return lineOf(c, times(c.amount, pieces), { basis: 'piece', rate, pieces, ...found });
    case 'kg':
      return lineOf(c, mul(c.amount, ctx.chargeable), { basis: 'kg', rate, kg: ctx.chargeableText, ...found });
    default:
      return lineOf(c, c.amount, { basis: 'shipment', rate, ...found });
  }
}

/** A percent of `of`, its line written into `lines` when they are asked for. */
function percentOf(c: CompiledRule, of: Dec, found: Detail, lines: QuoteLine[] | undefined): Dec {
  const computed = mul(c.fraction, of);
  if (!lines) return amountOf(c, computed);
  const priced = lineOf(c, computed, { basis: 'percent', percent: c.amountText, of: plain(of), ...found });
  lines.push(priced.line);
  return priced.amount;
}

/** Everything a channel's rules charge that does not depend on its base. */
export function prepareSurcharges(rules: CompiledRule[], ctx: SurchargeContext): PreparedSurcharges {
  const prepared: PreparedSurcharges = { steps: [], fuel: [], pricedSum: ZERO, pricedOnFuel: ZERO };
  for (const c of rules) {
    if (!inForceOn(c.rule, ctx.req.date)) continue;
    if (c.rule.kind === 'fuel') {
      prepared.fuel.push(c);
      continue;
    }
    const q = qualifying(c, ctx);
    if (!q) continue;
    if (c.rule.basis === 'percent') {
      prepared.steps.push({ rule: c, priced: null, found: q.found });
      continue;
    }
    const priced = byBasis(c, q.pieces, ctx, q.found);
    prepared.steps.push({ rule: c, priced, found: q.found });
    prepared.pricedSum += priced.amount;
    if (c.rule.onFuel) prepared.pricedOnFuel += priced.amount;
  }
  return prepared;
}

/**
 * A channel's sum: its base and its surcharges. A query sums every channel
 * to rank them and writes the lines of those it answers with only: given
 * `lines` (the base's), the surcharges' lines are added to it, in order.
 */
export function quoteSum(base: Dec, prepared: PreparedSurcharges, lines?: QuoteLine[]): Dec {
  if (!prepared.steps.length && !prepared.fuel.length) return base;
  let sum = base + prepared.pricedSum;
  let fuelBase = base + prepared.pricedOnFuel;
  for (const step of prepared.steps) {
    if (step.priced) {
      lines?.push(step.priced.line);
      continue;
    }
    const amount = percentOf(step.rule, base, step.found, lines);
    sum += amount;
    if (step.rule.rule.onFuel) fuelBase += amount;
  }
  for (const c of prepared.fuel) sum += percentOf(c, fuelBase, {}, lines);
  return sum;
}
