import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { day, NO_CONTROL } from './common.ts';
import { P } from './permission-codes.ts';
import { countryCode, positiveKg, postcode } from './measures.ts';
import { channelRef, EXCLUSION_REASONS, quoteLine } from './quote-lines.ts';
import { xlsxExport, xlsxUpload } from './sheets.ts';
import { REMOTE_MATCHES } from './surcharges.ts';

/*
 * 偏远地区 (a toolbox screen, served by quotes: part of its group): is a
 * destination remote, and what would each channel add. The
 * answer reads the carriers' remote-area lists (kept by surcharges) through
 * the quote book's index, and prices the remote surcharge lines with the
 * quote engine, so it is what a price query for the same parcel would charge.
 */

/** Pasted or imported postcodes a batch answers at most. */
export const REMOTE_BATCH_MAX = 1000;

const weight = positiveKg.default('1');
const remoteCity = z.string().trim().max(60).regex(NO_CONTROL);

/** One destination: a postcode (exact, prefix and range entries) or a city, or both (the postcode decides first). */
export const remoteQueryParams = z.strictObject({
  country: countryCode,
  postcode: postcode.optional(),
  city: remoteCity.optional(),
  /** The parcel's weight in kg, for rules charged by the kg or on the base. */
  weight,
  /** Lists and rules in force that day; today when left out. */
  date: day.optional(),
});

export const remoteBatchBody = z.strictObject({
  country: countryCode,
  /** One postcode a line, as pasted or read from a workbook; blank lines are left out. */
  postcodes: z.array(z.string().max(40).regex(NO_CONTROL)).min(1).max(REMOTE_BATCH_MAX),
  weight,
  date: day.optional(),
});

const listRef = z.object({
  id: z.number().int(),
  name: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});

/** A carrier's list in force holding the destination: the entry that did and its class. */
export const remoteCarrierHit = z.object({
  carrier: z.string(),
  remoteClass: z.string(),
  match: z.enum(REMOTE_MATCHES),
  value: z.string(),
  valueTo: z.string().nullable(),
  list: listRef,
});
export type RemoteCarrierHit = z.infer<typeof remoteCarrierHit>;

/**
 * A channel of a carrier holding the destination: the remote surcharge lines
 * its quote would carry and their sum (none when no rule charges that class),
 * or why it has no quote for the parcel.
 */
export const remoteChannelAdd = z.object({
  channel: channelRef,
  remoteClass: z.string(),
  currency: z.string().nullable(),
  amount: z.string().nullable(),
  lines: z.array(quoteLine),
  excluded: z.enum(EXCLUSION_REASONS).nullable(),
});
export type RemoteChannelAdd = z.infer<typeof remoteChannelAdd>;

const countryRef = z.object({ code: z.string(), countryNameCn: z.string(), countryName: z.string() });

export const remoteAnswer = z.object({
  country: countryRef,
  date: z.string(),
  weight: z.string(),
  carriers: z.array(remoteCarrierHit),
  channels: z.array(remoteChannelAdd),
});
export type RemoteAnswer = z.infer<typeof remoteAnswer>;

export const REMOTE_BATCH_STATUSES = ['remote', 'notRemote', 'invalid'] as const;
export const remoteBatchRow = z.object({
  /** As given, trimmed. */
  postcode: z.string(),
  status: z.enum(REMOTE_BATCH_STATUSES),
  carriers: z.array(z.object({ carrier: z.string(), remoteClass: z.string(), listId: z.number().int() })),
  /** The channels that would add something. */
  channels: z.array(z.object({ channelId: z.number().int(), amount: z.string(), currency: z.string() })),
});
export type RemoteBatchRow = z.infer<typeof remoteBatchRow>;
export const remoteBatchAnswer = z.object({
  country: countryRef,
  date: z.string(),
  weight: z.string(),
  /** The channels the rows name. */
  channels: z.array(channelRef),
  rows: z.array(remoteBatchRow),
});
export type RemoteBatchAnswer = z.infer<typeof remoteBatchAnswer>;

export const remoteAreas = {
  remoteQuery: endpoint({
    method: 'GET',
    path: '/toolbox/remote-area/query',
    type: 'toolbox',
    summary:
      "Each carrier's remote class of a destination (postcode or city) and what each channel would add for a weight",
    access: P.remote.view,
    query: remoteQueryParams,
    response: remoteAnswer,
  }),
  remoteBatch: endpoint({
    method: 'POST',
    path: '/toolbox/remote-area/batch',
    type: 'toolbox',
    summary: `Up to ${REMOTE_BATCH_MAX} postcodes of one country at once`,
    access: P.remote.view,
    body: remoteBatchBody,
    response: remoteBatchAnswer,
  }),
  remoteBatchRead: endpoint({
    method: 'POST',
    path: '/toolbox/remote-area/batch/read',
    type: 'toolbox',
    summary: 'The postcodes of a workbook (multipart `file`, a postcode column), for a batch',
    access: P.remote.view,
    ...xlsxUpload,
    response: z.object({ postcodes: z.array(z.string()) }),
  }),
  remoteBatchExport: endpoint({
    method: 'POST',
    path: '/toolbox/remote-area/batch/export',
    type: 'toolbox',
    summary: 'A batch answered as Excel',
    access: P.remote.view,
    body: remoteBatchBody,
    ...xlsxExport,
  }),
};
