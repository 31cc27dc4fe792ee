import type { CargoType, Piece, QuoteSettings, RateRow, RemoteEntry, SurchargeFields, Zone } from '@fwd/contract';
import type { CompiledSheet } from './sheet.ts';

/*
 * What the quote engine prices against: everything it needs, read from the
 * database by the quotes module and handed over whole, so the engine is pure
 * code (no database, no clock) and can be tested from worked examples.
 */

export interface BookChannel {
  id: number;
  code: string;
  name: string;
  mode: 'express' | 'air' | 'sea';
  incoterm: 'DDP' | 'DDU';
  /** Remote-area lists are the carrier's. */
  carrier: string | null;
  /** Channel order: ties in price go by it. */
  sort: number;
  settings: QuoteSettings;
  /**
   * Its rate sheets, any order: the one in force on a day is the latest
   * `effectiveFrom` not after it. A sheet already compiled (`compileSheet`) is
   * taken as it is: a reload compiles only what changed.
   */
  sheets: (BookSheet | CompiledSheet)[];
}

export interface BookSheet {
  id: number;
  effectiveFrom: string;
  zones: Zone[];
  rates: RateRow[];
}

/** A surcharge rule; `channelIds` empty: every channel. */
export interface BookSurcharge extends Omit<SurchargeFields, 'channelIds'> {
  id: number;
  channelIds: number[];
}

export interface BookRemoteList {
  id: number;
  carrier: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  entries: RemoteEntry[];
}

/** Enabled channels only; disabled rules and lists may be left out by the loader or kept with `enabled`. */
export interface Book {
  channels: BookChannel[];
  surcharges: BookSurcharge[];
  remoteLists: BookRemoteList[];
}

/** A price query after its country is found and its pieces or weight checked. */
export interface PriceRequest {
  /** ISO code. */
  country: string;
  /** The shipment's actual weight in kg (the pieces' sum when pieces are given). */
  weight: string;
  postcode?: string;
  /** Matches the remote-area lists' city entries when no postcode entry holds the destination. */
  city?: string;
  /** Without pieces, the shipment is one piece of `weight` with no dimensions. */
  pieces?: Piece[];
  /**
   * Without pieces: how many parcels the weight is (an order records its count, not their sizes), for
   * what is charged per piece; the chargeable weight stays the whole weight's. One when left out.
   */
  pieceCount?: number;
  cargoType: CargoType;
  residential: boolean;
  /** `YYYY-MM-DD`: sheets, rules and lists in force that day. */
  date: string;
  /** Only these channels. */
  channelIds?: number[];
  /** The quotes answered with, by rank: `limit` from `offset` (all when left out). */
  page?: { offset: number; limit: number };
}
