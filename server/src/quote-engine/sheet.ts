import type { Quote, Zone } from '@fwd/contract';
import type { Bands } from './bands.ts';
import type { PostcodeIndex } from './postcode.ts';

/*
 * A rate sheet as the engine prices with it (compile.ts makes it): its zones,
 * each with its bands packed, and per country the zones it goes by. Apart
 * from the compiler because a book may hand sheets over already compiled.
 */

export interface CompiledZone {
  code: string;
  name: string | null;
  /** As a quote names it. */
  ref: Quote['zone'];
  /** As the sheet lists them (the shipping query shows a country's). */
  members: Zone['members'];
  bands: Bands;
}
/** A country's zones on one sheet: the whole-country one and those by postcode. */
export interface CountryZones {
  whole: CompiledZone | null;
  postcodes: PostcodeIndex<CompiledZone>;
}
export interface CompiledSheet {
  id: number;
  effectiveFrom: string;
  /** In sheet order. */
  zones: CompiledZone[];
  countries: Map<string, CountryZones>;
}
