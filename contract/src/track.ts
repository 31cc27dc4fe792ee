import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, NO_CONTROL } from './common.ts';
import { LANGUAGES } from './constants.ts';
import { P } from './permission-codes.ts';
import { trackingStatus } from './orders.ts';

/*
 * The customer's side: an order's public tracking link, and what anyone may know of a parcel without signing in.
 * The public answers carry the company's name, the waybill number, the destination country, the status and the
 * events, and nothing else: no consignee, phone, address, customer, agent, price or remark.
 */

/** A link's token: 32 bytes as base64url (modules/track/links.ts says how it is made). */
export const TRACK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Numbers one public lookup takes at most. */
export const TRACK_LOOKUP_MAX = 20;
/** What the public lookup reads as one number: letters, digits and the marks waybill numbers use. */
export const TRACK_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,49}$/;

/** Where an order's public page is, to copy; the console adds its own address. */
export const trackLink = z.object({ path: z.string() });
export type TrackLink = z.infer<typeof trackLink>;

export const publicEvent = z.object({
  /** ISO 8601, UTC. */
  time: z.string(),
  location: z.string().nullable(),
  description: z.string(),
  status: trackingStatus,
  /** The status in the reader's language. */
  statusName: z.string(),
});

/** A parcel as the public sees it. */
export const publicParcel = z.object({
  companyName: z.string(),
  number: z.string(),
  /** ISO 3166 alpha-2, and its name in the reader's language. */
  countryCode: z.string(),
  country: z.string(),
  /** The provider's main status; null before it has said anything (then `statusName` is the company's own status). */
  status: trackingStatus.nullable(),
  statusName: z.string(),
  /** YYYY-MM-DD, when the provider expects delivery; null when it does not say. */
  expectedDelivery: z.string().nullable(),
  /** Newest first. */
  events: z.array(publicEvent),
});
export type PublicParcel = z.infer<typeof publicParcel>;

const lang = z.object({ lang: z.enum(LANGUAGES).optional() });

export const lookupBody = z.strictObject({
  numbers: z
    .array(z.string().trim().max(50).regex(NO_CONTROL).regex(TRACK_NUMBER_PATTERN))
    .min(1)
    .max(TRACK_LOOKUP_MAX),
});

/** Each number asked, found or not: the same answer whether a number does not exist or is not the company's. */
export const lookupAnswer = z.array(
  z.union([
    z.object({ query: z.string(), found: z.literal(true), parcel: publicParcel }),
    z.object({ query: z.string(), found: z.literal(false) }),
  ]),
);

export const track = {
  link: endpoint({
    method: 'GET',
    path: '/orders/:id/track-link',
    type: 'order',
    summary: 'An order’s public tracking link, to copy (made the first time it is asked for)',
    access: P.order.view,
    params: idParams,
    response: trackLink,
  }),
  revokeLink: endpoint({
    method: 'POST',
    path: '/orders/:id/track-link/revoke',
    type: 'order',
    summary: 'Revoke an order’s tracking link: the old one answers not found, a new one replaces it',
    access: P.order.edit,
    params: idParams,
    response: trackLink,
  }),
  parcel: endpoint({
    method: 'GET',
    path: '/track/:token',
    type: 'track',
    summary: 'A parcel by its tracking link (no sign-in; rate-limited per address)',
    access: 'public',
    params: z.object({ token: z.string().regex(TRACK_TOKEN_PATTERN) }),
    query: lang,
    response: publicParcel,
  }),
  lookup: endpoint({
    method: 'POST',
    path: '/track/lookup',
    type: 'track',
    summary: 'Parcels by waybill number or 转单号, at most 20 (no sign-in; rate-limited per address)',
    access: 'public',
    query: lang,
    body: lookupBody,
    response: lookupAnswer,
  }),
};
