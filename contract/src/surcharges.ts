import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { day, id, idParams, keyword, nothing, optionalText, page, paged, ref, text, version } from './common.ts';
import { P } from './permission-codes.ts';
import { cargoType, CARGO_TYPES, cm, countryCode, kg, money } from './measures.ts';
import { previewCounts } from './preview.ts';
import { importResult, xlsxExport } from './sheets.ts';

/*
 * Surcharges (附加费规则): rules priced on top of a channel's base rate, and
 * the carriers' remote-area lists the remote surcharge (and the toolbox's
 * 偏远地区) read. Amounts as decimal strings, like the rest of the quotes.
 */

// ── Surcharge rules ───────────────────────────────────────────────────────

/**
 * What a rule charges for, and its condition:
 * - fuel: `amount` % of the base and of the surcharges with `onFuel`
 * - remote: the destination is on a remote-area list of the channel's
 *   carrier (of `remoteClass` when set)
 * - oversize: a piece's longest side over `thresholdCm` or girth over `girthCm`
 * - overweight: a piece's actual weight over `thresholdKg`
 * - residential: the address is residential
 * - sensitive: the cargo is one of `cargoTypes`
 * - peak (旺季附加费): every shipment in the season, the rule's days (its
 *   end required), per chargeable kg or per piece as carriers charge it
 * - other (其他附加费): every shipment while in force
 * `basis` says what `amount` multiplies: the shipment (once), each piece
 * that meets the condition, each chargeable kg; `minimum` is the least the
 * line comes to. Fuel's basis is always percent.
 */
export const SURCHARGE_KINDS = [
  'fuel',
  'remote',
  'oversize',
  'overweight',
  'residential',
  'sensitive',
  'peak',
  'other',
] as const;
export const surchargeKind = z.enum(SURCHARGE_KINDS);
export type SurchargeKind = z.infer<typeof surchargeKind>;
export const SURCHARGE_BASES = ['shipment', 'piece', 'kg', 'percent'] as const;
export const surchargeFields = z.strictObject({
  name: text(50),
  kind: surchargeKind,
  basis: z.enum(SURCHARGE_BASES),
  amount: money,
  minimum: money.nullish().transform((v) => v ?? null),
  /** Included in what fuel is charged on. */
  onFuel: z.boolean().default(false),
  remoteClass: optionalText(20),
  thresholdKg: kg.nullish().transform((v) => v ?? null),
  thresholdCm: cm.nullish().transform((v) => v ?? null),
  girthCm: cm.nullish().transform((v) => v ?? null),
  cargoTypes: z.array(cargoType).max(CARGO_TYPES.length).default([]),
  /** Empty: every channel. */
  channelIds: z.array(ref).max(1000).default([]),
  effectiveFrom: day,
  effectiveTo: day.nullish().transform((v) => v ?? null),
  enabled: z.boolean().default(true),
});
export type SurchargeFields = z.output<typeof surchargeFields>;
export const surchargeRow = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: surchargeKind,
  basis: z.enum(SURCHARGE_BASES),
  amount: z.string(),
  minimum: z.string().nullable(),
  onFuel: z.boolean(),
  remoteClass: z.string().nullable(),
  thresholdKg: z.string().nullable(),
  thresholdCm: z.string().nullable(),
  girthCm: z.string().nullable(),
  cargoTypes: z.array(cargoType),
  channels: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type SurchargeRow = z.infer<typeof surchargeRow>;
export const SURCHARGE_PAGE_SIZE = 20;
/**
 * Which price a rule adds to: the sale price (the quote pages'), or the expected cost (settlement's cost
 * surcharges, which only a caller holding charge:cost reads or keeps).
 */
export const SURCHARGE_SIDES = ['sale', 'cost'] as const;
export const surchargeSideQuery = z.object({ side: z.enum(SURCHARGE_SIDES).default('sale') });

export const surchargePageQuery = page(SURCHARGE_PAGE_SIZE).extend({
  ...surchargeSideQuery.shape,
  keyword,
  kind: surchargeKind.optional(),
  channelId: id.optional(),
});

// ── Remote-area lists ─────────────────────────────────────────────────────

/**
 * A carrier's remote-area list as imported from its spreadsheet, in force
 * between its days. Each entry: a country and a postcode (exact, prefix or
 * range, as zones compare them) or a city, and the carrier's remote class.
 * The toolbox's 偏远地区 and the quote's remote surcharge read the same lists.
 */
export const REMOTE_MATCHES = ['exact', 'prefix', 'range', 'city'] as const;
export const remoteEntry = z.strictObject({
  country: countryCode,
  match: z.enum(REMOTE_MATCHES),
  value: text(50),
  valueTo: optionalText(12),
  remoteClass: text(20),
});
export type RemoteEntry = z.output<typeof remoteEntry>;
export const remoteListFields = z.strictObject({
  carrier: text(50),
  name: text(50),
  effectiveFrom: day,
  effectiveTo: day.nullish().transform((v) => v ?? null),
});
export const remoteListRow = z.object({
  id: z.number().int(),
  carrier: z.string(),
  name: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  entryCount: z.number().int(),
  /** Entries an import would refuse (kept before the checks they fail, or by a path that skipped them): the screen shows each with its reason. */
  badEntries: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type RemoteListRow = z.infer<typeof remoteListRow>;
export const remoteEntryRow = z.object({
  id: z.number().int(),
  country: z.string(),
  match: z.enum(REMOTE_MATCHES),
  value: z.string(),
  valueTo: z.string().nullable(),
  remoteClass: z.string(),
  /** Why an import would refuse the entry, in the caller's language; null: nothing wrong. */
  problem: z.string().nullable(),
});
export const REMOTE_PAGE_SIZE = 50;

const remoteEntryShown = z.object({
  country: z.string(),
  match: z.enum(REMOTE_MATCHES),
  value: z.string(),
  valueTo: z.string().nullable(),
  remoteClass: z.string(),
});
/**
 * A list as an import would keep it, against the carrier's list in force on
 * its first day (entries keyed by country, match and postcode or city): what
 * it adds, what it no longer lists (the older list, in force beside it until
 * its end date, still holds those) and what it classes otherwise.
 */
export const remotePreview = z.object({
  against: remoteListRow.nullable(),
  entryCount: z.number().int(),
  counts: previewCounts(['added', 'removed', 'changed']),
  added: z.array(remoteEntryShown),
  removed: z.array(remoteEntryShown),
  changed: z.array(remoteEntryShown.extend({ before: remoteEntryShown.pick({ valueTo: true, remoteClass: true }) })),
});
export type RemotePreview = z.infer<typeof remotePreview>;

export const surcharges = {
  surchargePage: endpoint({
    method: 'GET',
    path: '/surcharge/page',
    type: 'surcharge',
    summary: 'Surcharge rules, paged',
    access: P.surcharge.view,
    query: surchargePageQuery,
    response: paged(surchargeRow),
  }),
  createSurcharge: endpoint({
    method: 'POST',
    path: '/surcharge',
    type: 'surcharge',
    summary: 'Create a surcharge rule (on the cost side: charge:cost too)',
    access: P.surcharge.add,
    query: surchargeSideQuery,
    body: surchargeFields,
    response: surchargeRow,
  }),
  updateSurcharge: endpoint({
    method: 'PUT',
    path: '/surcharge/:id',
    type: 'surcharge',
    summary: 'Edit a surcharge rule (version checked)',
    access: P.surcharge.edit,
    params: idParams,
    query: surchargeSideQuery,
    body: surchargeFields.extend({ version }),
    response: surchargeRow,
  }),
  removeSurcharge: endpoint({
    method: 'DELETE',
    path: '/surcharge/:id',
    type: 'surcharge',
    summary: 'Delete a surcharge rule',
    access: P.surcharge.delete,
    params: idParams,
    query: surchargeSideQuery,
    response: nothing,
  }),
  remoteLists: endpoint({
    method: 'GET',
    path: '/remote-area/lists',
    type: 'surcharge',
    summary: 'Remote-area lists, newest first',
    access: P.remote.view,
    query: z.object({ carrier: keyword }),
    response: z.array(remoteListRow),
  }),
  remoteEntries: endpoint({
    method: 'GET',
    path: '/remote-area/lists/:id/entries',
    type: 'surcharge',
    summary: "A remote-area list's entries, paged; keyword matches postcode or city",
    access: P.remote.view,
    params: idParams,
    query: page(REMOTE_PAGE_SIZE).extend({
      keyword,
      country: countryCode.optional(),
      /** Only the entries with a problem. */
      problems: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
    }),
    response: paged(remoteEntryRow),
  }),
  importRemote: endpoint({
    method: 'POST',
    path: '/remote-area/import',
    type: 'surcharge',
    summary:
      'Import a remote-area list from Excel (multipart: `file`, `carrier`, `name`, `effectiveFrom`, `effectiveTo`), whole or not at all',
    access: P.remote.import,
    upload: { fields: remoteListFields },
    response: importResult,
  }),
  previewRemote: endpoint({
    method: 'POST',
    path: '/remote-area/preview',
    type: 'surcharge',
    summary:
      'Read a remote-area list from Excel as the import would, without saving it: its differences from the list in force',
    access: P.remote.import,
    upload: { fields: remoteListFields },
    response: remotePreview,
  }),
  exportRemote: endpoint({
    method: 'GET',
    path: '/remote-area/lists/:id/export',
    type: 'surcharge',
    summary: 'A remote-area list as Excel',
    access: P.remote.view,
    params: idParams,
    ...xlsxExport,
    readBy: 'previewRemote',
  }),
  remoteTemplate: endpoint({
    method: 'GET',
    path: '/remote-area/template',
    type: 'surcharge',
    summary: 'An empty remote-area workbook to fill in',
    access: P.remote.import,
    ...xlsxExport,
    readBy: 'previewRemote',
  }),
  removeRemote: endpoint({
    method: 'DELETE',
    path: '/remote-area/lists/:id',
    type: 'surcharge',
    summary: 'Delete a remote-area list',
    access: P.remote.delete,
    params: idParams,
    response: nothing,
  }),
};
