import {
  quoteSettingsBody,
  rateSheetFields,
  type quoteSettingsFields,
  remoteListFields,
  surchargeFields,
  type RateRow,
  type RateSheetFields,
} from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Db } from '../http/context.ts';
import { saveChannelSettings } from '../modules/quotes/settings.ts';
import { createSheet } from '../modules/quotes/sheets.ts';
import { createRemoteList } from '../modules/surcharges/remote.ts';
import { createSurcharge } from '../modules/surcharges/rules.ts';
import { asAdministrator, entered } from './staff.ts';
import { sheetRows } from './toolbox-remote.ts';

/*
 * The demo's quote book: settings and rate sheets for the demo channels,
 * surcharges of every kind and UPS's remote-area list, with round numbers a
 * careful person can check by hand. Sheets are dated from the day of seeding:
 * DHL has an older sheet (180 days back) and the current one (30 days back),
 * JP-EXP-DDP a price cut from 30 days on; every other channel one sheet from
 * 95 days back (the demo's orders reach 90 days back, and price on them). Each record is saved through its service, each sheet as if
 * on the day before its own (a sheet's day may not be one that has gone).
 * Runs once (a `meta` row says so).
 *
 * Worked examples (all CNY, on the day of seeding; server/test/demo-quotes.test.ts
 * checks the route answers exactly these):
 *
 * 1. US, 2.3 kg, no postcode:
 *    US-EXP-DDP   2.3 → 2.5 kg (0.5 steps); zone E (the whole US), 首重续重 48 for
 *                 0.5 kg + 10 × 4 steps of 0.5 kg                        =   88.00
 *    UPS-EXP-DDP  2.5 kg × 52 + 15 per piece = 145; fuel 15 % = 21.75    =  166.75
 *    FEDEX-IP     2.5 kg in the 2–3 kg band, flat                         =  220.00
 *    DHL-EXP-DDP  zone Z1, 首重续重 120 + 30 × 4 = 240; fuel 20 % = 48    =  288.00
 *    US-AIR-DDP   2.3 → 3 kg (1 kg steps), raised to the 12 kg minimum:
 *                 12 × 32 = 384; fuel 15 % = 57.60                        =  441.60
 *    US-SEA-FAST  sea: 2.3 kg (no volume) → 3 kg, raised to the 100 kg
 *                 minimum: 100 × 12                                       = 1200.00
 *    Left out: US-SEA-STD (notQuoting: it stopped quoting 10 days back);
 *    EU-EXP-DDP, JP-EXP-DDP, EU-AIR-DDP, UK-AIR-DDP, EU-SEA-DDP (countryNotServed).
 *
 * 2. CN → DE, 12 kg in two pieces, 50×40×30 cm 5 kg and 40×30×20 cm 7 kg:
 *    EU-AIR-DDP   ÷6000: 60000 → 10 kg beats 5; 24000 → 4 kg loses to 7;
 *                 10 + 7 = 17 kg (over the 12 kg minimum) × 24              =  408.00
 *    EU-EXP-DDP   the same 17 kg, zone EU1 (DE), 2–100 kg at 30 a kg          =  510.00
 *    EU-SEA-DDP   sea: 0.06 + 0.024 = 0.084 m³ × 1000 = 84 kg beats 12 kg;
 *                 raised to the 100 kg minimum × 8                          =  800.00
 *    DHL-EXP-DDP  ÷5000: 60000 → 12 kg beats 5; 24000 → 4.8 kg loses to 7;
 *                 19 kg in zone Z2's 5–20 kg band at 48 = 912; fuel 20 %
 *                 = 182.40                                                  = 1094.40
 *    Left out: the eight others, US-SEA-STD too (countryNotServed: that it
 *    stopped quoting is said only where it serves).
 *
 * 3. US, 2.3 kg to ZIP 99501 (Anchorage, on UPS's remote list, class A):
 *    US-EXP-DDP   zone R (the range 99500–99999 beats the prefix 9):
 *                 80 + 20 × 4                                               =  160.00
 *    UPS-EXP-DDP  145; remote 2.5 kg × 4 = 10, raised to its 30 minimum;
 *                 fuel 15 % of 145 + 30 (remote is flagged for fuel) = 26.25 =  201.25
 *    US-AIR-DDP   384; remote 12 kg × 4 = 48; fuel 15 % of 432 = 64.80        =  496.80
 *    The others as in example 1.
 *
 * Also: batteries are refused by FEDEX-IP and JP-EXP-DDP (cargo) and cost
 * 30 a shipment elsewhere; a piece over 30 kg is refused by EU-EXP-DDP and
 * US-EXP-DDP (pieceWeight), over 30 kg costs 80 a piece on DHL and UPS; UPS
 * charges 25 for a residential address and 120 a piece longer than 100 cm.
 */

const DEMO_KEY = 'demo_quotes';
const DAY = 86_400_000;

type Settings = z.input<typeof quoteSettingsFields>;
type Sheet = { from: number; note?: string; zones: RateSheetFields['zones']; rates: RateRow[] };

const whole = (...countries: string[]) =>
  countries.map((country) => ({ country, match: 'country' as const, value: null, valueTo: null }));
const prefixes = (country: string, ...values: string[]) =>
  values.map((value) => ({ country, match: 'prefix' as const, value, valueTo: null }));
const zone = (code: string, name: string, members: RateSheetFields['zones'][number]['members']) => ({
  code,
  name,
  members,
});

const row = (
  zone: string,
  fromKg: number,
  toKg: number,
  model: RateRow['model'],
  price: number,
  more: Partial<RateRow> = {},
): RateRow => ({
  zone,
  fromKg: String(fromKg),
  toKg: String(toKg),
  model,
  price: String(price),
  firstKg: null,
  stepKg: null,
  stepPrice: null,
  pieceFee: null,
  ...more,
});
/** One band for several zones: zone → price. */
const band = (fromKg: number, toKg: number, model: 'flat' | 'perKg', prices: Record<string, number>) =>
  Object.entries(prices).map(([z, price]) => row(z, fromKg, toKg, model, price));
/** 首重续重 by 0.5 kg: zone → [first 0.5 kg, each further 0.5 kg]. */
const firstAdditional = (fromKg: number, toKg: number, prices: Record<string, [number, number]>) =>
  Object.entries(prices).map(([z, [price, step]]) =>
    row(z, fromKg, toKg, 'firstAdditional', price, { firstKg: '0.5', stepKg: '0.5', stepPrice: String(step) }),
  );

const dhlZones = [
  zone('Z1', '北美', whole('US', 'CA')),
  zone('Z2', '欧洲', whole('GB', 'DE', 'FR', 'IT', 'ES', 'NL')),
  zone('Z3', '日澳', whole('JP', 'AU')),
];
const euZones = (code: string) => [zone(code, '欧盟', whole('DE', 'FR', 'IT', 'ES', 'NL'))];
const usZone = [zone('US', '美国', whole('US'))];

const SHEETS: Record<string, Sheet[]> = {
  'DHL-EXP-DDP': [
    {
      from: -180,
      note: '上一版价格',
      zones: dhlZones,
      rates: [
        ...firstAdditional(0, 5, { Z1: [130, 32], Z2: [120, 30], Z3: [100, 24] }),
        ...band(5, 20, 'perKg', { Z1: 60, Z2: 52, Z3: 44 }),
        ...band(20, 70, 'perKg', { Z1: 48, Z2: 45, Z3: 38 }),
        ...band(70, 300, 'perKg', { Z1: 42, Z2: 40, Z3: 34 }),
      ],
    },
    {
      from: -30,
      zones: dhlZones,
      rates: [
        ...firstAdditional(0, 5, { Z1: [120, 30], Z2: [110, 28], Z3: [90, 22] }),
        ...band(5, 20, 'perKg', { Z1: 55, Z2: 48, Z3: 40 }),
        ...band(20, 70, 'perKg', { Z1: 45, Z2: 42, Z3: 35 }),
        ...band(70, 300, 'perKg', { Z1: 40, Z2: 38, Z3: 32 }),
      ],
    },
  ],
  'UPS-EXP-DDP': [
    {
      from: -95,
      zones: [zone('US', '美国', whole('US')), zone('CA', '加拿大', whole('CA'))],
      rates: [
        row('US', 0, 21, 'perKgPlusFee', 52, { pieceFee: '15' }),
        row('CA', 0, 21, 'perKgPlusFee', 58, { pieceFee: '15' }),
        row('US', 21, 70, 'perKgPlusFee', 40, { pieceFee: '15' }),
        row('CA', 21, 70, 'perKgPlusFee', 45, { pieceFee: '15' }),
      ],
    },
  ],
  'FEDEX-IP': [
    {
      from: -95,
      // Mexico only where FedEx delivers itself: Mexico City (0, 1) and Guadalajara (44, 45); elsewhere no zone.
      zones: [zone('NA', '北美', [...whole('US', 'CA'), ...prefixes('MX', '0', '1', '44', '45')])],
      rates: [
        ...band(0, 0.5, 'flat', { NA: 95 }),
        ...band(0.5, 1, 'flat', { NA: 130 }),
        ...band(1, 2, 'flat', { NA: 180 }),
        ...band(2, 3, 'flat', { NA: 220 }),
        ...band(3, 30, 'perKg', { NA: 70 }),
      ],
    },
  ],
  // US zones by ZIP: the west (8, 9), the centre (4–7), the rest of the country, and Alaska and Hawaii (remote).
  'US-EXP-DDP': [
    {
      from: -95,
      zones: [
        zone('E', '美东及其他', whole('US')),
        zone('C', '美中', prefixes('US', '4', '5', '6', '7')),
        zone('W', '美西', prefixes('US', '8', '9')),
        zone('R', '阿拉斯加、夏威夷', [
          { country: 'US', match: 'range', value: '99500', valueTo: '99999' },
          ...prefixes('US', '967', '968'),
        ]),
      ],
      rates: [
        ...firstAdditional(0, 3, { E: [48, 10], C: [52, 11], W: [55, 12], R: [80, 20] }),
        ...band(3, 30, 'perKg', { E: 34, C: 37, W: 40, R: 62 }),
      ],
    },
  ],
  'EU-EXP-DDP': [
    {
      from: -95,
      zones: [zone('EU1', '德荷', whole('DE', 'NL')), zone('EU2', '法意西', whole('FR', 'IT', 'ES'))],
      rates: [...band(0, 2, 'flat', { EU1: 75, EU2: 85 }), ...band(2, 100, 'perKg', { EU1: 30, EU2: 34 })],
    },
  ],
  'JP-EXP-DDP': [
    { from: -95, zones: [zone('JP', '日本', whole('JP'))], rates: band(0, 30, 'perKg', { JP: 22 }) },
    { from: 30, note: '降价', zones: [zone('JP', '日本', whole('JP'))], rates: band(0, 30, 'perKg', { JP: 20 }) },
  ],
  'US-AIR-DDP': [{ from: -95, zones: usZone, rates: band(0, 1000, 'perKg', { US: 32 }) }],
  'EU-AIR-DDP': [{ from: -95, zones: euZones('EU'), rates: band(0, 1000, 'perKg', { EU: 24 }) }],
  'UK-AIR-DDP': [{ from: -95, zones: [zone('GB', '英国', whole('GB'))], rates: band(0, 1000, 'perKg', { GB: 26 }) }],
  'US-SEA-FAST': [{ from: -95, zones: usZone, rates: band(0, 5000, 'perKg', { US: 12 }) }],
  'US-SEA-STD': [{ from: -95, zones: usZone, rates: band(0, 5000, 'perKg', { US: 9 }) }],
  'EU-SEA-DDP': [{ from: -95, zones: euZones('EU'), rates: band(0, 5000, 'perKg', { EU: 8 }) }],
};

const withBatteries: Settings['cargoTypes'] = ['general', 'battery'];
const parcels: Settings = { divisor: 5000, step: '0.5', cargoTypes: withBatteries };
const air: Settings = { step: '1', minChargeable: '12', cargoTypes: withBatteries };
const sea: Settings = { step: '1', minChargeable: '100' };

/** By channel code; `quoteTo` in days from seeding. */
const SETTINGS: Record<string, Settings & { stopsQuoting?: number }> = {
  'DHL-EXP-DDP': {
    ...parcels,
    stepAbove: '20',
    stepAboveSize: '1',
    maxPieceWeight: '70',
    maxLongestSide: '120',
    transitMin: 3,
    transitMax: 5,
    remark: '包税，含清关',
  },
  'UPS-EXP-DDP': {
    ...parcels,
    maxPieceWeight: '70',
    maxLongestSide: '270',
    maxGirth: '400',
    transitMin: 4,
    transitMax: 6,
  },
  'FEDEX-IP': { divisor: 5000, step: '0.5', transitMin: 3, transitMax: 6, remark: '不接带电货物；收件人付税' },
  'US-EXP-DDP': {
    divisor: 6000,
    step: '0.5',
    maxPieceWeight: '30',
    maxLongestSide: '100',
    cargoTypes: withBatteries,
    transitMin: 7,
    transitMax: 10,
  },
  'EU-EXP-DDP': {
    divisor: 6000,
    step: '0.5',
    maxPieceWeight: '30',
    maxLongestSide: '100',
    cargoTypes: withBatteries,
    transitMin: 6,
    transitMax: 9,
  },
  'JP-EXP-DDP': { divisor: 6000, step: '0.5', transitMin: 2, transitMax: 4 },
  'US-AIR-DDP': { ...air, transitMin: 8, transitMax: 12 },
  'EU-AIR-DDP': { ...air, transitMin: 10, transitMax: 14 },
  'UK-AIR-DDP': { ...air, transitMin: 9, transitMax: 12 },
  'US-SEA-FAST': { ...sea, transitMin: 15, transitMax: 20 },
  'US-SEA-STD': { ...sea, transitMin: 25, transitMax: 35, remark: '船司停止订舱，暂停报价', stopsQuoting: -10 },
  'EU-SEA-DDP': { ...sea, transitMin: 30, transitMax: 40 },
};

type Rule = Omit<z.input<typeof surchargeFields>, 'effectiveFrom' | 'channelIds'> & { channels: string[] };
const ups = ['UPS-EXP-DDP', 'US-AIR-DDP'];
const SURCHARGES: Rule[] = [
  { name: 'DHL 燃油附加费', kind: 'fuel', basis: 'percent', amount: '20', channels: ['DHL-EXP-DDP'] },
  { name: 'UPS 燃油附加费', kind: 'fuel', basis: 'percent', amount: '15', channels: ups },
  { name: 'UPS 偏远地区附加费', kind: 'remote', basis: 'kg', amount: '4', minimum: '30', onFuel: true, channels: ups },
  {
    name: 'UPS 住宅地址附加费',
    kind: 'residential',
    basis: 'shipment',
    amount: '25',
    onFuel: true,
    channels: ['UPS-EXP-DDP'],
  },
  {
    name: 'UPS 超长附加费',
    kind: 'oversize',
    basis: 'piece',
    amount: '120',
    thresholdCm: '100',
    channels: ['UPS-EXP-DDP'],
  },
  {
    name: '超重附加费',
    kind: 'overweight',
    basis: 'piece',
    amount: '80',
    thresholdKg: '30',
    channels: ['DHL-EXP-DDP', 'UPS-EXP-DDP'],
  },
  { name: '带电附加费', kind: 'sensitive', basis: 'shipment', amount: '30', cargoTypes: ['battery'], channels: [] },
];

const UPS_REMOTE = sheetRows([
  ['US', 'range', '99500', '99999', 'A'],
  ['US', 'prefix', '967', null, 'B'],
  ['US', 'prefix', '968', null, 'B'],
  ['US', 'exact', '04609', null, 'A'],
  ['CA', 'prefix', 'X0A', null, 'A'],
  ['CA', 'city', 'Yellowknife', null, 'A'],
]);

export async function seedDemoQuotes(db: Db, now = Date.now()): Promise<boolean> {
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  return inTransaction({ db }, async (t) => {
    const first = await t.db
      .insertInto('meta')
      .values({ key: DEMO_KEY, value: 'seeded' })
      .onConflict((c) => c.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!first) return false;
    const ctx = await asAdministrator(t.db);
    // The demo channels staff have not deleted.
    const channels = new Map(
      (await t.db.selectFrom('channels').select(['id', 'code']).execute()).map((c) => [c.code, c.id]),
    );
    for (const [code, { stopsQuoting, ...s }] of Object.entries(SETTINGS)) {
      const channelId = channels.get(code);
      if (channelId === undefined) continue;
      const settings = quoteSettingsBody.parse({
        ...s,
        quoteTo: stopsQuoting === undefined ? null : day(stopsQuoting),
        version: 0,
      });
      await entered(`settings of ${code}`, () => saveChannelSettings(ctx, channelId, settings));
      for (const { from, note, zones, rates } of SHEETS[code] ?? []) {
        const sheet = rateSheetFields.parse({ effectiveFrom: day(from), note, zones, rates });
        await entered(`sheet ${code} ${sheet.effectiveFrom}`, () => createSheet(ctx, day(from - 1), channelId, sheet));
      }
    }
    for (const { channels: codes, ...rule } of SURCHARGES) {
      const named = codes.map((c) => channels.get(c)).filter((id) => id !== undefined);
      // A rule for channels that are all gone would apply to every channel: left out instead.
      if (codes.length && !named.length) continue;
      const fields = surchargeFields.parse({ ...rule, channelIds: named, effectiveFrom: day(-180) });
      await entered(`surcharge ${fields.name}`, () => createSurcharge(ctx, fields));
    }
    const ups = remoteListFields.parse({ carrier: 'UPS', name: 'UPS 偏远地区', effectiveFrom: day(-180) });
    await entered(`remote list ${ups.name}`, () => createRemoteList(ctx, ups, UPS_REMOTE));
    return true;
  });
}
