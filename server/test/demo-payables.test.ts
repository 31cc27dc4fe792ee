import { DIFFERENCE_KINDS, type BillDetail, type BillRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/index.ts';
import { seedDemoPayables } from '../src/demo/payables.ts';
import { adminApp, type Caller } from './harness.ts';

/* The demo's agent bill: every kind of difference and clean lines, one accepted, one disputed, once only. */

let t: Caller;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  await seedDemo(t.db, t.config.timeZone);
}, 180_000);
afterAll(() => t.close());

describe('the demo agent bill', () => {
  it('shows every kind of difference beside clean lines, decided in part', async () => {
    const list = await t.call<{ records: BillRow[] }>('GET', '/api/payables/bills', { token: admin });
    expect(list.body.data.records).toHaveLength(1);
    const bill = (
      await t.call<BillDetail>('GET', `/api/payables/bills/${list.body.data.records[0]!.id}`, { token: admin })
    ).body.data;
    expect(bill.kinds.map((k) => k.kind).sort()).toEqual([...DIFFERENCE_KINDS].sort());
    expect(bill.clean).toBeGreaterThan(5);
    expect(bill).toMatchObject({ state: 'imported', accepted: 1, disputed: 1 });
    expect(await seedDemoPayables(t.db, t.config.timeZone)).toBe(false);
  });
});
