import { districtFields, knownAddressFields } from '@fwd/contract';
import { inTransaction, type Db } from '../http/context.ts';
import { createDistrict } from '../modules/toolbox/addresses/districts.ts';
import { createKnown } from '../modules/toolbox/addresses/known.ts';
import { asAdministrator, entered } from './staff.ts';

/*
 * 地址类型's demo: a few addresses staff know the type of and the business
 * districts they mark (Chicago's Loop is where the demo's Chicago orders go).
 * Seeded once (a meta row says so), through the services as staff enter them (staff.ts): what staff change or delete stays so.
 */

const KNOWN = [
  {
    country: 'US',
    postcode: '10118',
    city: 'New York',
    street: '350 Fifth Avenue',
    company: 'Empire State Building',
    type: 'commercial',
    remark: '写字楼，工作日 9–18 点收货',
  },
  {
    country: 'US',
    postcode: '94043',
    city: 'Mountain View',
    street: '1600 Amphitheatre Parkway',
    company: 'Google LLC',
    type: 'commercial',
    remark: null,
  },
  {
    country: 'US',
    postcode: '90210',
    city: 'Beverly Hills',
    street: '9 Maple Drive',
    company: null,
    type: 'residential',
    remark: '老客户的家庭地址',
  },
  {
    country: 'GB',
    postcode: 'SW1A 2AA',
    city: 'London',
    street: '10 Downing Street',
    company: null,
    type: 'residential',
    remark: null,
  },
  {
    country: 'DE',
    postcode: '10117',
    city: 'Berlin',
    street: 'Friedrichstraße 43',
    company: 'Beispiel GmbH',
    type: 'commercial',
    remark: null,
  },
  {
    country: 'JP',
    postcode: '100-0005',
    city: 'Tokyo',
    street: '千代田区丸の内1-1-1 パレスビル5階',
    company: null,
    type: 'commercial',
    remark: null,
  },
] as const;

const DISTRICTS = [
  { country: 'US', postcode: '60601', remark: 'Chicago Loop' },
  { country: 'US', postcode: '10017', remark: 'Midtown Manhattan' },
  { country: 'GB', postcode: 'EC2*', remark: 'City of London' },
  { country: 'JP', postcode: '100*', remark: '千代田区 丸の内・大手町' },
];

export const seedDemoAddresses = (db: Db): Promise<void> =>
  inTransaction({ db }, async (t) => {
    const first = await t.db
      .insertInto('meta')
      .values({ key: 'demo_addresses', value: 'seeded' })
      .onConflict((c) => c.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!first) return;
    const ctx = await asAdministrator(t.db);
    for (const k of KNOWN)
      await entered(`known address ${k.street}`, () => createKnown(ctx, knownAddressFields.parse(k)));
    for (const d of DISTRICTS)
      await entered(`district ${d.country} ${d.postcode}`, () => createDistrict(ctx, districtFields.parse(d)));
  });
