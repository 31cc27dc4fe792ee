import type { QuoteLine } from '@fwd/contract';
import type { CompiledBand } from './compile.ts';
import { plain, tidy, type Dec } from './decimal.ts';
import type { PricedLine } from './surcharges.ts';
import type { Chargeable } from './weight.ts';

/*
 * The base line: the band's model applied to the chargeable weight W.
 * flat: the price; perKg: price × W; firstAdditional (首重/续重): the price
 * for the first `firstKg`, then `stepPrice` per started `stepKg` above it;
 * perKgPlusFee: price × W + `pieceFee` per piece. The detail gives the
 * numbers used (each model's own literal: this runs for every channel).
 */

const line = (band: CompiledBand, amount: Dec, detail: QuoteLine['detail']): PricedLine => ({
  amount,
  line: { kind: 'base', name: band.row.model, ruleId: null, amount: plain(amount), detail },
});

/** Steps started above the first weight (a part of a step counts whole). */
function stepsAbove(band: CompiledBand, weight: Dec): number {
  const above = weight.sub(band.firstKg);
  return band.stepKg?.gt(0) && above.gt(0) ? above.div(band.stepKg).ceil().toNumber() : 0;
}

/** The band's own numbers as the detail shows them: the few bands a query uses, written when first used. */
function textsOf(band: CompiledBand) {
  const { row } = band;
  return (band.texts ??= {
    rate: tidy(row.price),
    fromKg: tidy(row.fromKg),
    toKg: tidy(row.toKg),
    firstKg: tidy(row.firstKg ?? '0'),
    stepKg: tidy(row.stepKg ?? '0'),
    stepPrice: tidy(row.stepPrice ?? '0'),
    pieceFee: tidy(row.pieceFee ?? '0'),
  });
}

export function baseLine(band: CompiledBand, weight: Chargeable, pieces: number): PricedLine {
  const { price } = band;
  const t = textsOf(band);
  const w = weight.chargeable;
  const kg = weight.view.chargeable;
  switch (band.row.model) {
    case 'flat':
      return line(band, price, { rate: t.rate, kg, fromKg: t.fromKg, toKg: t.toKg });
    case 'perKg':
      return line(band, price.mul(w), { rate: t.rate, kg, fromKg: t.fromKg, toKg: t.toKg });
    case 'firstAdditional': {
      const steps = stepsAbove(band, w);
      return line(band, price.add(band.stepPrice.mul(steps)), { rate: t.rate, kg, fromKg: t.fromKg, toKg: t.toKg, firstKg: t.firstKg, stepKg: t.stepKg, stepPrice: t.stepPrice, steps });
    }
    case 'perKgPlusFee':
      return line(band, price.mul(w).add(band.pieceFee.mul(pieces)), { rate: t.rate, kg, fromKg: t.fromKg, toKg: t.toKg, pieceFee: t.pieceFee, pieces });
  }
}
