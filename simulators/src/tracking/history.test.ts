import { describe, expect, it } from 'vitest';
import { historyOf } from './history.ts';
import { MAIN_STATUSES } from './scenarios.ts';

const T0 = Date.parse('2026-03-01T00:00:00Z');
const DAY = 86_400_000;
const numbers = Array.from({ length: 1000 }, (_, i) => `SIM${String(i).padStart(7, '0')}`);
const at =
  (now: number, seed = 1) =>
  (n: string) =>
    historyOf(n, { registeredAt: T0, now, seed });

describe('historyOf', () => {
  it('gives a number the same history every time, another seed another one', () => {
    const once = numbers.slice(0, 50).map(at(T0 + 5 * DAY));
    expect(numbers.slice(0, 50).map(at(T0 + 5 * DAY))).toEqual(once);
    const reseeded = numbers.slice(0, 50).map(at(T0 + 5 * DAY, 2));
    expect(reseeded).not.toEqual(once);
  });

  it('shows only the events up to now, newest first, and more of the same history later', () => {
    let grew = 0;
    for (const n of numbers.slice(0, 200)) {
      const early = historyOf(n, { registeredAt: T0, now: T0, seed: 1 });
      const later = historyOf(n, { registeredAt: T0, now: T0 + 10 * DAY, seed: 1 });
      expect(early.events.every((e) => e.time <= T0)).toBe(true);
      expect(later.events.map((e) => e.time)).toEqual([...later.events.map((e) => e.time)].sort((a, b) => b - a));
      expect(later.events.slice(later.events.length - early.events.length)).toEqual(early.events);
      if (later.events.length > early.events.length) grew += 1;
    }
    expect(grew).toBeGreaterThan(50);
  });

  it('knows nothing yet of some numbers right after registration', () => {
    const fresh = numbers.map(at(T0)).filter((h) => h.status === null);
    expect(fresh.length).toBeGreaterThan(50);
    expect(fresh.every((h) => h.events.length === 0)).toBe(true);
  });

  it('ends in every main status, about 70 % delivered and 10 % problems', () => {
    const ends = numbers.map(at(T0 + 200 * DAY));
    const share = (test: (s: string | null) => boolean) => ends.filter((h) => test(h.status)).length / ends.length;
    expect(new Set(ends.map((h) => h.status))).toEqual(new Set(MAIN_STATUSES));
    expect(share((s) => s === 'Delivered')).toBeGreaterThan(0.62);
    expect(share((s) => s === 'Delivered')).toBeLessThan(0.78);
    expect(share((s) => s === 'Exception' || s === 'DeliveryFailure' || s === 'Expired')).toBeGreaterThan(0.05);
    expect(share((s) => s === 'Exception' || s === 'DeliveryFailure' || s === 'Expired')).toBeLessThan(0.15);
  });

  it('uses the common sub-statuses, with places and words', () => {
    const events = numbers.map(at(T0 + 200 * DAY)).flatMap((h) => h.events);
    const subs = new Set(events.map((e) => e.subStatus));
    for (const s of [
      'InfoReceived',
      'InTransit_PickedUp',
      'InTransit_Departure',
      'InTransit_Arrival',
      'InTransit_CustomsProcessing',
      'InTransit_CustomsReleased',
      'Exception_Returning',
      'Exception_Returned',
      'Exception_Delayed',
      'Exception_Lost',
      'DeliveryFailure_InvalidAddress',
      'DeliveryFailure_NoBody',
      'Delivered_Other',
      'OutForDelivery_Other',
      'AvailableForPickup_Other',
    ]) {
      expect(subs).toContain(s);
    }
    expect(events.every((e) => e.description && e.location)).toBe(true);
    expect(events.some((e) => /[\u4e00-\u9fff]/.test(e.description))).toBe(true);
  });

  it('follows a known route: its country and city, nothing before the parcel was handed over', () => {
    const destinationSteps = new Set([
      'InTransit_Arrival',
      'InTransit_CustomsProcessing',
      'InTransit_CustomsReleased',
      'OutForDelivery_Other',
      'Delivered_Other',
    ]);
    for (const [i, country] of ['CA', 'JP', 'MX', 'NZ'].entries()) {
      for (const n of numbers.slice(i * 50, i * 50 + 50)) {
        const route = { country, city: 'Springfield', handedOverAt: T0 };
        const h = historyOf(n, { registeredAt: T0 + DAY, now: T0 + 60 * DAY, seed: 1, route });
        expect(h.events.every((e) => e.time >= T0)).toBe(true);
        for (const e of h.events.filter((e) => destinationSteps.has(e.subStatus)))
          expect(e.location).toMatch(new RegExp(`, ${country}$`));
        for (const e of h.events.filter((e) => e.subStatus === 'Delivered_Other'))
          expect(e.location).toBe(`Springfield, ${country}`);
      }
    }
  });
});
