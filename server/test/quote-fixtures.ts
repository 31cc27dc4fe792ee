import { rateSheetFields, type PriceList, type RateSheetFields, type RateSheetSummary } from '@fwd/contract';
import { expect } from 'vitest';
import { asAdministrator } from '../src/demo/staff.ts';
import { dayIn } from '../src/i18n/days.ts';
import { createSheet } from '../src/modules/quotes/sheets.ts';
import type { Caller, Reply } from './harness.ts';

/*
 * Quote records for the route tests: channels, sheets and queries through the
 * API, with numbers simple enough to check by hand.
 */

export const today = () => dayIn('Asia/Shanghai');
/** `n` days from today in the company's time zone (negative: before). */
export function dayFrom(n: number): string {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

type SheetInput = Omit<RateSheetFields, 'zones' | 'rates' | 'note'> & {
  note?: string | null;
  zones: {
    code: string;
    name?: string | null;
    members: { country: string; match: string; value?: string | null; valueTo?: string | null }[];
  }[];
  rates: {
    zone: string;
    fromKg: string;
    toKg: string;
    model: string;
    price: string;
    firstKg?: string;
    stepKg?: string;
    stepPrice?: string;
    pieceFee?: string;
  }[];
};

/** US by ZIP: 0–4 in zone A, the rest of the country in B; per kg up to 10 kg, then per kg cheaper. */
export const usSheet = (effectiveFrom: string, perKg = '20'): SheetInput => ({
  effectiveFrom,
  zones: [
    { code: 'A', name: 'East', members: [{ country: 'US', match: 'range', value: '00000', valueTo: '49999' }] },
    { code: 'B', members: [{ country: 'US', match: 'country' }] },
  ],
  rates: [
    { zone: 'A', fromKg: '0', toKg: '10', model: 'perKg', price: perKg },
    { zone: 'A', fromKg: '10', toKg: '100', model: 'perKg', price: '15' },
    { zone: 'B', fromKg: '0', toKg: '100', model: 'flat', price: '300' },
  ],
});

export async function givenChannel(t: Caller, token: string, code: string, extra: object = {}): Promise<number> {
  const r = await t.call<{ id: number }>('POST', '/api/channel', {
    token,
    body: { code, name: `${code} 渠道`, mode: 'express', incoterm: 'DDP', carrier: 'UPS', ...extra },
  });
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data.id;
}

export const postSheet = (t: Caller, token: string, channelId: number, sheet: object) =>
  t.call<RateSheetSummary>('POST', `/api/quote/channel/${channelId}/sheets`, { token, body: sheet });

/**
 * A sheet as staff saved it: through the API, or from a day gone (which the API refuses now) through the
 * service on the day before its own, when it was saved, the app's quote book then caught up; answered as
 * the sheet list reads it today.
 */
export async function givenSheet(
  t: Caller,
  token: string,
  channelId: number,
  sheet: object,
): Promise<RateSheetSummary> {
  const fields = rateSheetFields.parse(sheet);
  if (fields.effectiveFrom >= today()) {
    const r = await postSheet(t, token, channelId, sheet);
    expect(r.body.code, JSON.stringify(r.body)).toBe(20000);
    return r.body.data;
  }
  const { id } = await createSheet(await asAdministrator(t.db), dayBefore(fields.effectiveFrom), channelId, fields);
  // Written past the app, as staff wrote it then: the next query prices with it, as after a write through the API.
  await t.app.versionedCaches.settle();
  const listed = await t.call<RateSheetSummary[]>('GET', `/api/quote/channel/${channelId}/sheets`, { token });
  return listed.body.data.find((s) => s.id === id)!;
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export const priceQuery = (t: Caller, token: string, query: Record<string, string>): Promise<Reply<PriceList>> =>
  t.call<PriceList>('GET', `/api/price-query?${new URLSearchParams(query)}`, { token });

/** The total each channel (by code) quotes. */
export const totals = (list: PriceList) => Object.fromEntries(list.data.map((q) => [q.channel.code, q.total]));
