import type { QuoteLine } from '@fwd/contract';
import type { Band } from './bands.ts';
import { mul, plain, stepsIn, times, type Dec } from './decimal.ts';
import type { PricedLine } from './surcharges.ts';
import type { Chargeable } from './weight.ts';

/*
 * The base line: the band's model applied to the chargeable weight W.
 * flat: the price; perKg: price × W; firstAdditional (首重/续重): the price
 * for the first `firstKg`, then `stepPrice` per started `stepKg` above it;
 * perKgPlusFee: price × W + `pieceFee` per piece. The detail gives the
 * numbers used (each model's own literal: this runs for every channel).
 */

const line = (band: Band, amount: Dec, detail: QuoteLine['detail']): PricedLine => ({
  amount,
  line: { kind: 'base', name: band.model, ruleId: null, amount: plain(amount), detail },
});

/** Steps started above the first weight (a part of a step counts whole). */
function stepsAbove(band: Band, weight: Dec): number {
  const above = weight - band.firstKg;
  return band.stepKg && above > 0n ? Number(stepsIn(above, band.stepKg)) : 0;
}

export function baseLine(band: Band, weight: Chargeable, pieces: number): PricedLine {
  const { price, texts: t } = band;
  const w = weight.chargeable;
  const kg = weight.view.chargeable;
  switch (band.model) {
    case 'flat':
      return line(band, price, { rate: t.rate, kg, fromKg: t.fromKg, toKg: t.toKg });
    case 'perKg':
      return line(band, mul(price, w), { rate: t.rate, kg, fromKg: t.fromKg, toKg: t.toKg });
    case 'firstAdditional': {
      const steps = stepsAbove(band, w);
      return line(band, price + times(band.stepPrice, steps), { rate: t.rate, kg, fromKg: t.fromKg, toKg: t.toKg, firstKg: t.firstKg, stepKg: t.stepKg, stepPrice: t.stepPrice, steps });
    }
    case 'perKgPlusFee':
      return line(band, mul(price, w) + times(band.pieceFee, pieces), { rate: t.rate, kg, fromKg: t.fromKg, toKg: t.toKg, pieceFee: t.pieceFee, pieces });
  }
}
