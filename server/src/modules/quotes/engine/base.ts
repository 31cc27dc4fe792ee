import type { QuoteLine } from '@fwd/contract';
import type { Band, BandTexts } from './bands.ts';
import { mul, plain, stepsIn, times, type Dec } from './decimal.ts';
import type { Chargeable } from './weight.ts';

/*
 * The base line: the band's model applied to the chargeable weight W.
 * flat: the price; perKg: price × W; firstAdditional (首重/续重): the price
 * for the first `firstKg`, then `stepPrice` per started `stepKg` above it;
 * perKgPlusFee: price × W + `pieceFee` per piece. The detail gives the
 * numbers used. A query prices every channel (`baseAmount`) and writes the
 * lines of the quotes it answers with only (`baseLine`).
 */

/** Steps started above the first weight (a part of a step counts whole). */
function stepsAbove(band: Band, weight: Dec): number {
  const above = weight - band.firstKg;
  return band.stepKg && above > 0n ? Number(stepsIn(above, band.stepKg)) : 0;
}

export function baseAmount(band: Band, w: Dec, pieces: number): Dec {
  switch (band.model) {
    case 'flat':
      return band.price;
    case 'perKg':
      return mul(band.price, w);
    case 'firstAdditional':
      return band.price + times(band.stepPrice, stepsAbove(band, w));
    case 'perKgPlusFee':
      return mul(band.price, w) + times(band.pieceFee, pieces);
  }
}

/** The base line of `amount` (`baseAmount`'s), its detail from the band's texts. */
export function baseLine(band: Band, t: BandTexts, weight: Chargeable, pieces: number, amount: Dec): QuoteLine {
  const kg = weight.view.chargeable;
  const detail: QuoteLine['detail'] = { rate: t.rate, kg, fromKg: t.fromKg, toKg: t.toKg };
  if (band.model === 'firstAdditional') Object.assign(detail, { firstKg: t.firstKg, stepKg: t.stepKg, stepPrice: t.stepPrice, steps: stepsAbove(band, weight.chargeable) });
  if (band.model === 'perKgPlusFee') Object.assign(detail, { pieceFee: t.pieceFee, pieces });
  return { kind: 'base', name: band.model, ruleId: null, amount: plain(amount), detail };
}
