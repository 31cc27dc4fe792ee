import type { QuoteLine } from '@fwd/contract';
import type { PriceRequest } from './book.ts';
import type { CompiledRule } from './compile.ts';
import { larger, plain, type Dec } from './decimal.ts';
import type { RemoteHit } from './remote.ts';
import type { Shipment, ShipmentPiece } from './weight.ts';

/*
 * Surcharge lines. A rule applies when it is in force on the day
 * (effectiveFrom ≤ date ≤ effectiveTo) and its condition holds: the
 * destination on a remote-area list of the channel's carrier (of the rule's
 * class when it names one), pieces over a size or weight threshold, a
 * residential address, a sensitive cargo type. Its amount is charged per
 * shipment, per qualifying piece (for conditions on the whole shipment: every
 * piece), per chargeable kg, or as a percent of the base (fuel always is, on
 * the base plus the lines flagged `onFuel`, after the others); then at least
 * the rule's minimum. A size rule with no threshold set, or a query without
 * dimensions, finds no oversize piece.
 */

type Detail = QuoteLine['detail'];
export interface PricedLine {
  line: QuoteLine;
  amount: Dec;
}
export interface SurchargeContext {
  req: PriceRequest;
  shipment: Shipment;
  chargeable: Dec;
  base: Dec;
  /** The channel carrier's remote-area entry for the destination. */
  remote: () => RemoteHit | null;
}

const inForce = ({ rule }: CompiledRule, date: string) => rule.effectiveFrom <= date && (rule.effectiveTo === null || date <= rule.effectiveTo);

const countOf = (pieces: ShipmentPiece[], meets: (p: ShipmentPiece) => boolean) => pieces.reduce((n, p) => (meets(p) ? n + p.count : n), 0);

const exceeds = (value: Dec | null, limit: Dec | null) => value !== null && limit !== null && value.gt(limit);

const sameClass = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The pieces a rule charges for (and what the condition found), or null when it does not apply. */
function qualifying(c: CompiledRule, ctx: SurchargeContext): { pieces: number; found: Detail } | null {
  const { rule } = c;
  const all = { pieces: ctx.shipment.pieceCount, found: {} };
  switch (rule.kind) {
    case 'remote': {
      const hit = ctx.remote();
      if (!hit || (rule.remoteClass !== null && !sameClass(rule.remoteClass, hit.remoteClass))) return null;
      return { ...all, found: { remoteClass: hit.remoteClass } };
    }
    case 'oversize': {
      const pieces = countOf(ctx.shipment.pieces, (p) => exceeds(p.longest, c.thresholdCm) || exceeds(p.girth, c.girthCm));
      return pieces ? { pieces, found: { ...(c.thresholdCm && { thresholdCm: plain(c.thresholdCm) }), ...(c.girthCm && { girthCm: plain(c.girthCm) }) } } : null;
    }
    case 'overweight': {
      const pieces = countOf(ctx.shipment.pieces, (p) => exceeds(p.weight, c.thresholdKg));
      return pieces ? { pieces, found: { thresholdKg: plain(c.thresholdKg!) } } : null;
    }
    case 'residential':
      return ctx.req.residential ? all : null;
    case 'sensitive':
      return rule.cargoTypes.includes(ctx.req.cargoType) ? { ...all, found: { cargoType: ctx.req.cargoType } } : null;
    case 'fuel':
      return null;
  }
}

/** The rule's amount by its basis, then at least its minimum. */
function charged(c: CompiledRule, pieces: number, ctx: SurchargeContext, percentOf: Dec, found: Detail): PricedLine {
  const { rule } = c;
  const rate = plain(c.amount);
  const percent = rule.kind === 'fuel' || rule.basis === 'percent';
  const [computed, detail]: [Dec, Detail] = percent
    ? [c.amount.div(100).mul(percentOf), { basis: 'percent', percent: rate, of: plain(percentOf) }]
    : rule.basis === 'piece'
      ? [c.amount.mul(pieces), { basis: 'piece', rate, pieces }]
      : rule.basis === 'kg'
        ? [c.amount.mul(ctx.chargeable), { basis: 'kg', rate, kg: plain(ctx.chargeable) }]
        : [c.amount, { basis: 'shipment', rate }];
  const amount = c.minimum ? larger(computed, c.minimum) : computed;
  return {
    amount,
    line: { kind: rule.kind, name: rule.name, ruleId: rule.id, amount: plain(amount), detail: { ...detail, ...found, ...(c.minimum && { minimum: plain(c.minimum), computed: plain(computed) }) } },
  };
}

/**
 * The surcharge lines for a channel's rules, in rule order, fuel last (one
 * line per fuel rule, each on the base and the flagged lines). A percent basis
 * on another kind is a percent of the base.
 */
export function surchargeLines(rules: CompiledRule[], ctx: SurchargeContext): PricedLine[] {
  const lines: PricedLine[] = [];
  const fuel: CompiledRule[] = [];
  let fuelBase = ctx.base;
  for (const c of rules) {
    if (!inForce(c, ctx.req.date)) continue;
    if (c.rule.kind === 'fuel') {
      fuel.push(c);
      continue;
    }
    const q = qualifying(c, ctx);
    if (!q) continue;
    const priced = charged(c, q.pieces, ctx, ctx.base, q.found);
    lines.push(priced);
    if (c.rule.onFuel) fuelBase = fuelBase.add(priced.amount);
  }
  for (const c of fuel) lines.push(charged(c, ctx.shipment.pieceCount, ctx, fuelBase, {}));
  return lines;
}
