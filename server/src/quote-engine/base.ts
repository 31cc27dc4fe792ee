import type { QuoteLine } from '@fwd/contract';
import type { Band, BandTexts } from './bands.ts';
import { fromUnits, mulUnits, plain, times, type Dec } from './decimal.ts';
import type { Chargeable } from './weight.ts';

/*
 * The base line: the band's model applied to the chargeable weight W.
 * flat: the price; perKg: price × W; firstAdditional (首重/续重): the price
 * for the first `firstKg`, then `stepPrice` per started `stepKg` above it;
 * perKgPlusFee: price × W + `pieceFee` per piece. The detail gives the
 * numbers used. A query prices every channel (`baseAmount`) and writes the
 * lines of the quotes it answers with only (`baseLine`).
 */

/**
 * Steps started above the first weight (a part of a step counts whole), from
 * the chargeable weight in grams rounded up: with whole-gram first weight F
 * and step S, ⌈(W − F) / S⌉ = ⌈(⌈W⌉ − F) / S⌉.
 */
function stepsAbove(band: Band, weightG: number): number {
  const above = weightG - band.firstG;
  return band.stepG && above > 0 ? Math.ceil(above / band.stepG) : 0;
}

const money = (units: number) => fromUnits(units, 4);

export function baseAmount(band: Band, weight: Chargeable, pieces: number): Dec {
  switch (band.model) {
    case 'flat':
      return money(band.price);
    case 'perKg':
      return mulUnits(band.price, 4, weight.chargeable);
    case 'firstAdditional':
      return money(band.price) + times(money(band.stepPrice), stepsAbove(band, weight.chargeableG));
    case 'perKgPlusFee':
      return mulUnits(band.price, 4, weight.chargeable) + times(money(band.pieceFee), pieces);
  }
}

/** The base line of `amount` (`baseAmount`'s), its detail from the band's texts. */
export function baseLine(band: Band, t: BandTexts, weight: Chargeable, pieces: number, amount: Dec): QuoteLine {
  const kg = weight.view.chargeable;
  const detail: QuoteLine['detail'] = { rate: t.rate, kg, fromKg: t.fromKg, toKg: t.toKg };
  if (band.model === 'firstAdditional')
    Object.assign(detail, {
      firstKg: t.firstKg,
      stepKg: t.stepKg,
      stepPrice: t.stepPrice,
      steps: stepsAbove(band, weight.chargeableG),
    });
  if (band.model === 'perKgPlusFee') Object.assign(detail, { pieceFee: t.pieceFee, pieces });
  return { kind: 'base', name: band.model, ruleId: null, amount: plain(amount), detail };
}
