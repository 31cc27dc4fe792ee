import type { Exclusion } from '@fwd/contract';
import type { BookChannel, PriceRequest } from './book.ts';
import type { CompiledChannel } from './compile.ts';
import { plain, tidy, type Dec } from './decimal.ts';
import type { Shipment } from './weight.ts';

/*
 * What a channel refuses to carry, checked in this order (the first that
 * applies is the reason): the cargo type, then the shipment's actual weight
 * over `maxWeight`, a piece's actual weight over `maxPieceWeight`, its
 * longest side over `maxLongestSide`, its girth over `maxGirth`. Weight
 * limits are the carriers' and weigh what is handed over, never the
 * chargeable weight: a light, bulky parcel is carried and billed by volume
 * (the chargeable weight only picks the band). Limits left null do not
 * apply; a query without dimensions meets no size limit. Each detail carries
 * the limit and the value.
 */

export interface Refusal {
  reason: Exclusion['reason'];
  detail: Exclusion['detail'];
}

const over = (value: number | null, limit: number | null) => value !== null && limit !== null && value > limit;
const refusal = (reason: Exclusion['reason'], limit: string | null, value: Dec | null): Refusal => ({
  reason,
  detail: { limit: tidy(limit!), value: plain(value!) },
});

export function refusalOf(ch: CompiledChannel, req: PriceRequest, shipment: Shipment): Refusal | null {
  const s: BookChannel['settings'] = ch.channel.settings;
  const l = ch.settings;
  if (!s.cargoTypes.includes(req.cargoType))
    return { reason: 'cargo', detail: { value: req.cargoType, limit: s.cargoTypes.join(',') } };
  if (over(shipment.actualG, l.maxWeightG)) return refusal('overWeight', s.maxWeight, shipment.actual);
  if (over(shipment.heaviestG, l.maxPieceWeightG)) return refusal('pieceWeight', s.maxPieceWeight, shipment.heaviest);
  if (over(shipment.longestMm, l.maxLongestSideMm)) return refusal('longestSide', s.maxLongestSide, shipment.longest);
  if (over(shipment.girthMm, l.maxGirthMm)) return refusal('girth', s.maxGirth, shipment.girth);
  return null;
}
