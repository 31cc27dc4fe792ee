import { LANGUAGES, RATE_MODELS, ZONE_MATCHES } from '@fwd/contract';
import type { Kind } from '../../excel/sheet.ts';
import type { Message } from '../../i18n/index.ts';
import { matchLabels } from '../surcharges/messages.ts';
import { rateItemLabels, rateModelLabels, rateSheetLabels } from './messages.ts';

/*
 * The rate sheet workbook, as carriers send theirs: the first worksheet a
 * grid (weight bands as rows: from, to, model, then one price column per zone
 * code), the second the zone list (a row per member). A grid row's `item`
 * says what its zone cells hold: the price (the default), or, for the price
 * row above it with the same band and model, the additional-step price
 * (首重续重) or the per-piece fee. Headers and words are read in any of the
 * four languages or as the contract's keys; exports write the caller's.
 */

export const GRID_COLUMNS = ['fromKg', 'toKg', 'model', 'item', 'firstKg', 'stepKg'] as const;
export type GridColumn = (typeof GRID_COLUMNS)[number];
export const GRID_REQUIRED: GridColumn[] = ['fromKg', 'toKg', 'model'];
/** What the grid's cells hold: weights and words, and in each zone's column its prices. */
export const GRID_KINDS: Record<GridColumn, Kind> = {
  fromKg: 'kg',
  toKg: 'kg',
  model: 'text',
  item: 'text',
  firstKg: 'kg',
  stepKg: 'kg',
};
export const ZONE_PRICES: Kind = 'money';
export const ZONE_COLUMNS = ['zone', 'name', 'country', 'match', 'value', 'valueTo'] as const;
export type ZoneColumn = (typeof ZONE_COLUMNS)[number];
export const ZONE_REQUIRED: ZoneColumn[] = ['zone', 'country', 'match'];
export const RATE_ITEMS = ['price', 'stepPrice', 'pieceFee'] as const;
export type RateItem = (typeof RATE_ITEMS)[number];

/** A word → its key: the key itself or its label in any language, whatever the case. */
function vocabulary<K extends string>(keys: readonly K[], labels: Record<K, Message>): (word: string) => K | undefined {
  const known = new Map(
    keys.flatMap((k) => [k, ...LANGUAGES.map((l) => labels[k][l])].map((w) => [w.trim().toLowerCase(), k] as const)),
  );
  return (word) => known.get(word.trim().toLowerCase());
}

export const gridColumnOf = vocabulary(GRID_COLUMNS, rateSheetLabels);
export const zoneColumnOf = vocabulary(ZONE_COLUMNS, rateSheetLabels);
export const modelOf = vocabulary(RATE_MODELS, rateModelLabels);
export const itemOf = vocabulary(RATE_ITEMS, rateItemLabels);
export const zoneMatchOf = vocabulary(ZONE_MATCHES, matchLabels);
