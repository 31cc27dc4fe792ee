import type { RateRow } from '@fwd/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import {
  compare,
  dec,
  fixed,
  fromUnits,
  grams,
  millimetres,
  mul,
  plain,
  tidy,
  unitsOf,
  unitsText,
} from '../src/quote-engine/decimal.ts';
import {
  checkSheet,
  indexPostcodes,
  matchPostcode,
  normalisePostcode,
  rangeBounds,
  type BookSurcharge,
  type PostcodeRule,
  type PriceRequest,
} from '../src/quote-engine/index.ts';
import {
  book,
  channel,
  priced,
  rate,
  remoteList,
  request,
  settings,
  surcharge,
  usSheet,
} from './quote-engine-fixtures.ts';

/*
 * Properties over generated books and parcels: a heavier parcel never costs
 * less on the same channel (on rate sheets that do not themselves get
 * cheaper with weight), totals are their lines' sum rounded once, and the
 * postcode index finds what reading every rule would.
 */

const RUNS = { numRuns: 300 };

/** The oracle: decimal.js, independent of the engine's fixed point. */
const Dec = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -80, toExpPos: 80 });
type Dec = Decimal;
const ZERO = new Dec(0);

/** A decimal string from an integer count of 10^-places. */
const decimal = (min: number, max: number, places: number) =>
  fc.integer({ min, max }).map((n) => new Dec(n).div(10 ** places).toFixed());
const money = (max: number) => decimal(0, max * 100, 2);

// ── A rate sheet that never gets cheaper with weight ─────────────────────

interface BandSpec {
  halfKgs: number;
  model: RateRow['model'];
  extra: string;
  firstHalfKgs: number;
  stepKg: string;
  stepPrice: string;
  pieceFee: string;
}
const bandSpec = fc.record({
  halfKgs: fc.integer({ min: 1, max: 60 }),
  model: fc.constantFrom<RateRow['model']>('flat', 'perKg', 'firstAdditional', 'perKgPlusFee'),
  extra: money(50),
  firstHalfKgs: fc.integer({ min: 0, max: 4 }),
  stepKg: fc.constantFrom('0.5', '1', '2'),
  stepPrice: money(20),
  pieceFee: money(10),
});

/** What a band charges at W for `pieces` pieces (the engine's rule, written again here). */
function valueAt(r: RateRow, w: Dec, pieces: number): Dec {
  const price = new Dec(r.price);
  if (r.model === 'flat') return price;
  if (r.model === 'perKg') return price.mul(w);
  if (r.model === 'perKgPlusFee') return price.mul(w).add(new Dec(r.pieceFee!).mul(pieces));
  const above = w.sub(r.firstKg!);
  return above.gt(0) ? price.add(new Dec(r.stepPrice!).mul(above.div(r.stepKg!).ceil())) : price;
}

/**
 * Bands one after the other, each charging at least what the one before
 * charged at its end (a per-kg rate at least that over its start), the last
 * reaching far beyond any parcel.
 */
function monotoneRates(specs: BandSpec[], pieces: number): RateRow[] {
  const rows: RateRow[] = [];
  let from = ZERO;
  let reached = ZERO;
  for (const [i, s] of specs.entries()) {
    const to = i === specs.length - 1 ? new Dec(100_000) : from.add(new Dec(s.halfKgs).div(2));
    const perKgFloor = from.isZero() ? ZERO : reached.div(from).toDecimalPlaces(4, Dec.ROUND_UP);
    // Up to money's four places, as the contract holds a sheet to (a per-kg band's end may reach more).
    const price = (
      s.model === 'perKg' || s.model === 'perKgPlusFee' ? perKgFloor : reached.toDecimalPlaces(4, Dec.ROUND_UP)
    )
      .add(s.extra)
      .toFixed();
    const extra =
      s.model === 'firstAdditional'
        ? { firstKg: from.add(new Dec(s.firstHalfKgs).div(2)).toFixed(), stepKg: s.stepKg, stepPrice: s.stepPrice }
        : s.model === 'perKgPlusFee'
          ? { pieceFee: s.pieceFee }
          : {};
    const row = rate('A', from.toFixed(), to.toFixed(), s.model, price, extra);
    rows.push(row);
    reached = valueAt(row, to, pieces);
    from = to;
  }
  return rows;
}

// ── Parcels, channels and rules ──────────────────────────────────────────

const pieceArb = fc.record({
  length: decimal(1, 800, 1),
  width: decimal(1, 800, 1),
  height: decimal(1, 800, 1),
  weight: decimal(1, 40_000, 3),
  count: fc.integer({ min: 1, max: 3 }),
});

const settingsArb = fc.record({
  currency: fc.constantFrom('CNY', 'USD', 'JPY', 'KWD'),
  divisor: fc.constantFrom(5000, 6000, 8000),
  // 166.6667: sea weights with parts of a gram.
  kgPerCbm: fc.constantFrom('167', '1000', '166.6667'),
  step: fc.constantFrom('0', '0.5', '1'),
  stepAbove: fc.constantFrom(null, '10', '20.2'),
  stepAboveSize: fc.constantFrom('1', '2'),
  minChargeable: fc.constantFrom('0', '2', '21'),
  pieceMinimum: fc.constantFrom('0', '0.5', '3'),
  maxWeight: fc.constantFrom(null, '50', '300'),
  maxPieceWeight: fc.constantFrom(null, '20'),
});

const ruleArb = fc.oneof(
  fc
    .record({ amount: money(30), minimum: fc.option(money(20)) })
    .map((r) => surcharge({ kind: 'fuel', basis: 'percent', ...r })),
  fc
    .record({ amount: money(5), minimum: fc.option(money(200)), onFuel: fc.boolean() })
    .map((r) => surcharge({ kind: 'remote', basis: 'kg', ...r })),
  fc
    .record({
      amount: money(100),
      thresholdKg: decimal(0, 30_000, 3),
      basis: fc.constantFrom('piece' as const, 'shipment' as const),
    })
    .map((r) => surcharge({ kind: 'overweight', ...r })),
  fc
    .record({ amount: money(100), thresholdCm: decimal(0, 800, 1), onFuel: fc.boolean() })
    .map((r) => surcharge({ kind: 'oversize', basis: 'piece', ...r })),
  fc
    .record({ amount: money(30), basis: fc.constantFrom('shipment' as const, 'percent' as const) })
    .map((r) => surcharge({ kind: 'residential', ...r })),
  fc
    .record({ amount: money(3), minimum: fc.option(money(50)) })
    .map((r) => surcharge({ kind: 'sensitive', basis: 'kg', cargoTypes: ['battery'], ...r })),
);

const weightOf = (ps: NonNullable<PriceRequest['pieces']>) =>
  ps.reduce((sum, p) => sum.add(new Dec(p.weight).mul(p.count)), ZERO).toFixed();

/** A channel, its rules, a parcel and the same parcel with one piece heavier. */
const scenario = fc
  .record({
    mode: fc.constantFrom('express' as const, 'air' as const, 'sea' as const),
    settings: settingsArb,
    bands: fc.array(bandSpec, { minLength: 1, maxLength: 6 }),
    rules: fc.array(ruleArb, { maxLength: 4 }),
    pieces: fc.option(fc.array(pieceArb, { minLength: 1, maxLength: 3 })),
    weight: decimal(1, 60_000, 3),
    extra: decimal(1, 50_000, 3),
    heavier: fc.nat(),
    postcode: fc.constantFrom(undefined, '99501', '10001'),
    residential: fc.boolean(),
    cargoType: fc.constantFrom('general' as const, 'battery' as const),
  })
  .map((s) => {
    const count = s.pieces ? s.pieces.reduce((n, p) => n + p.count, 0) : 1;
    const rules: BookSurcharge[] = s.rules.map((r, i) => ({ ...r, id: i + 1 }));
    const sheet = usSheet(...monotoneRates(s.bands, count));
    const b = book({
      channels: [
        channel({
          mode: s.mode,
          settings: settings({ ...s.settings, cargoTypes: ['general', 'battery'] }),
          sheets: [sheet],
        }),
      ],
      surcharges: rules,
      remoteLists: [remoteList(['US:prefix:995:A'])],
    });
    const common = { postcode: s.postcode, residential: s.residential, cargoType: s.cargoType };
    if (!s.pieces)
      return {
        book: b,
        sheet,
        light: request({ ...common, weight: s.weight }),
        heavy: request({ ...common, weight: new Dec(s.weight).add(s.extra).toFixed() }),
      };
    const i = s.heavier % s.pieces.length;
    const heavyPieces = s.pieces.map((p, j) =>
      j === i ? { ...p, weight: new Dec(p.weight).add(s.extra).toFixed() } : p,
    );
    return {
      book: b,
      sheet,
      light: request({ ...common, pieces: s.pieces, weight: weightOf(s.pieces) }),
      heavy: request({ ...common, pieces: heavyPieces, weight: weightOf(heavyPieces) }),
    };
  });

describe('properties of a price', () => {
  it('a heavier parcel never costs less on the same channel, nor passes where the lighter one is left out', () => {
    let compared = 0;
    fc.assert(
      fc.property(scenario, ({ book: b, sheet, light, heavy }) => {
        expect(checkSheet(sheet)).toEqual([]);
        const [l, h] = [priced(b, light), priced(b, heavy)];
        expect(h.data.length).toBeLessThanOrEqual(l.data.length);
        if (!l.data[0] || !h.data[0]) return;
        compared++;
        expect(new Dec(h.data[0].weight.chargeable).gte(l.data[0].weight.chargeable)).toBe(true);
        expect(new Dec(h.data[0].sum).gte(l.data[0].sum)).toBe(true);
        expect(new Dec(h.data[0].total).gte(l.data[0].total)).toBe(true);
      }),
      RUNS,
    );
    // Many parcels are left out by the channel's limits; enough are priced both ways that the comparisons above ran.
    expect(compared).toBeGreaterThan(RUNS.numRuns / 5);
  });

  it('the base is the band holding the chargeable weight, its model applied as the oracle computes it', () => {
    let quotes = 0;
    fc.assert(
      fc.property(scenario, ({ book: b, sheet, light }) => {
        const pieces = light.pieces ? light.pieces.reduce((n, p) => n + p.count, 0) : 1;
        for (const q of priced(b, light).data) {
          const w = new Dec(q.weight.chargeable);
          const band = sheet.rates.find((r) => w.gt(r.fromKg) && w.lte(r.toKg))!;
          expect(q.lines[0]).toMatchObject({
            kind: 'base',
            name: band.model,
            amount: valueAt(band, w, pieces).toFixed(),
          });
          quotes++;
        }
      }),
      RUNS,
    );
    expect(quotes).toBeGreaterThan(RUNS.numRuns / 5);
  });

  it('the sum is the lines’ sum, the total that sum rounded half up once to the currency’s minor unit', () => {
    const minor: Record<string, number> = { CNY: 2, USD: 2, JPY: 0, KWD: 3 };
    let quotes = 0;
    fc.assert(
      fc.property(scenario, ({ book: b, light }) => {
        for (const q of priced(b, light).data) {
          expect(q.lines.reduce((s, l) => s.add(l.amount), ZERO).eq(q.sum)).toBe(true);
          expect(q.minorUnit).toBe(minor[q.currency]);
          expect(q.total).toBe(new Dec(q.sum).toFixed(q.minorUnit, Dec.ROUND_HALF_UP));
          expect(q.lines.every((l) => /^\d+(\.\d*[1-9])?$/.test(l.amount))).toBe(true);
          quotes++;
        }
      }),
      RUNS,
    );
    expect(quotes).toBeGreaterThan(RUNS.numRuns / 5);
  });
});

// ── Postcodes ────────────────────────────────────────────────────────────

const code = (min: number, max: number) =>
  fc.array(fc.constantFrom('1', '2', '3', 'A', 'a'), { minLength: min, maxLength: max }).map((cs) => cs.join(''));
const ruleOf = fc.oneof(
  code(1, 5).map((value): PostcodeRule => ({ match: 'exact', value, valueTo: null })),
  code(1, 4).map((value): PostcodeRule => ({ match: 'prefix', value, valueTo: null })),
  fc
    .integer({ min: 1, max: 4 })
    .chain((n) => fc.tuple(code(n, n), code(n, n)))
    .map(([a, b]): PostcodeRule => ({ match: 'range', value: a < b ? a : b, valueTo: a < b ? b : a })),
);
/** How specific a rule is: exact above every range, longer range bounds and longer prefixes first. */
const rank = (r: PostcodeRule) =>
  r.match === 'exact'
    ? 100
    : r.match === 'range'
      ? 50 + rangeBounds(r.value, r.valueTo)!.from.length
      : normalisePostcode(r.value).length;

describe('properties of postcodes', () => {
  it('the index finds a rule of the highest specificity among those holding the postcode, as reading every rule would', () => {
    fc.assert(
      fc.property(
        fc.array(ruleOf, { maxLength: 30 }),
        code(0, 6),
        fc.constantFrom('', ' ', '-'),
        (rules, postcode, noise) => {
          const typed = postcode.length > 2 ? `${postcode.slice(0, 2)}${noise}${postcode.slice(2)}` : postcode;
          const holding = rules.filter((r) => matchPostcode(r, typed));
          const hit = indexPostcodes(rules.map((rule, item) => ({ rule, item }))).find(normalisePostcode(typed));
          if (!holding.length) {
            expect(hit).toBeNull();
          } else {
            expect(matchPostcode(hit!.rule, typed)).toBe(true);
            expect(rank(hit!.rule)).toBe(Math.max(...holding.map(rank)));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('properties of decimal texts', () => {
  const text = fc
    .tuple(fc.stringMatching(/^\d{1,9}$/), fc.option(fc.stringMatching(/^\d{1,5}$/)))
    .map(([whole, fraction]) => (fraction === null ? whole : `${whole}.${fraction}`));

  it('tidy writes a decimal as plain does', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(tidy(t)).toBe(plain(dec(t)));
        expect(plain(dec(t))).toBe(new Dec(t).toFixed());
      }),
      { numRuns: 2000 },
    );
  });

  it('products, roundings and units agree with decimal.js', () => {
    fc.assert(
      fc.property(text, text, fc.integer({ min: 0, max: 4 }), (a, b, places) => {
        expect(plain(mul(dec(a), dec(b)))).toBe(new Dec(a).mul(b).toFixed());
        expect(fixed(dec(a), places)).toBe(new Dec(a).toFixed(places, Decimal.ROUND_HALF_UP));
        expect(unitsOf(dec(a), places)).toBe(
          new Dec(a)
            .mul(10 ** places)
            .ceil()
            .toNumber(),
        );
        const units = new Dec(a)
          .mul(10 ** places)
          .floor()
          .toNumber();
        expect(unitsText(units, places)).toBe(new Dec(units).div(10 ** places).toFixed());
        expect(plain(fromUnits(units, places))).toBe(unitsText(units, places));
      }),
      { numRuns: 2000 },
    );
  });

  it('compare orders as decimal.js does, signs included', () => {
    const signed = fc.tuple(fc.boolean(), text).map(([negative, t]) => ({
      engine: negative ? -dec(t) : dec(t),
      oracle: negative ? new Dec(t).neg() : new Dec(t),
    }));
    fc.assert(
      fc.property(signed, signed, (a, b) => {
        expect(compare(a.engine, b.engine)).toBe(a.oracle.cmp(b.oracle));
        expect(compare(a.engine, a.engine)).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('compare: zero and equal values however written, signs, the 32nd place, money at the contract’s largest', () => {
    expect(compare(dec('0'), dec('0.0000'))).toBe(0);
    expect(compare(dec('1.50'), dec('1.5'))).toBe(0);
    expect(compare(-dec('0.0001'), dec('0'))).toBe(-1);
    expect(compare(-dec('2'), -dec('10'))).toBe(1);
    const last = dec(`0.${'0'.repeat(31)}1`);
    expect([compare(last, dec('0')), compare(-last, dec('0')), compare(last, -last)]).toEqual([1, -1, 1]);
    expect(compare(dec('99999999.9999'), dec('99999999.9998'))).toBe(1);
    expect(compare(dec('999999.999'), dec('1000000'))).toBe(-1);
    expect(['10', '9.5', '0.3', '0.25', '0'].map(dec).sort(compare).map(plain)).toEqual([
      '0',
      '0.25',
      '0.3',
      '9.5',
      '10',
    ]);
  });

  it('a product beyond 32 places is refused, not rounded', () => {
    expect(() => mul(dec('0.0000000000000001'), dec('0.00000000000000001'))).toThrow(RangeError);
  });

  it('grams and millimetres are the measure rounded up to whole units', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(grams(t)).toBe(new Dec(t).mul(1000).ceil().toNumber());
        expect(millimetres(t)).toBe(new Dec(t).mul(10).ceil().toNumber());
      }),
      { numRuns: 2000 },
    );
  });
});
