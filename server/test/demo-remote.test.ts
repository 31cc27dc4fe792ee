import type { PriceList, RemoteAnswer, RemoteListRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/organization.ts';
import { seedDemoQuotes } from '../src/demo/quotes.ts';
import { asAdministrator, entered } from '../src/demo/staff.ts';
import { seedDemoRemoteAreas, sheetRows } from '../src/demo/toolbox-remote.ts';
import { createRemoteList } from '../src/modules/surcharges/remote.ts';
import { adminApp, type Caller } from './harness.ts';
import { dayFrom } from './quote-fixtures.ts';

/*
 * The demo's remote-area lists, seeded through the import's own checks: DHL's
 * classes where its lists put them, a bad row refused as an import refuses
 * it, and a list kept with a bad row (an older demo's) showing the row and why.
 */

let t: Caller;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  await seedDemoData(t.db);
  await seedDemoQuotes(t.db);
  await seedDemoRemoteAreas(t.db);
});
afterAll(() => t.close());

const remote = (q: Record<string, string>) =>
  t.call<RemoteAnswer>('GET', `/api/toolbox/remote-area/query?${new URLSearchParams(q)}`, { token: admin });
const classes = async (q: Record<string, string>) =>
  (await remote(q)).body.data.carriers.map((c) => `${c.carrier} ${c.remoteClass}`);
const lists = async (lang = 'zh') =>
  (await t.call<RemoteListRow[]>('GET', '/api/remote-area/lists', { token: admin, lang })).body.data;
const entriesOf = async (id: number, query = '', lang = 'zh') =>
  (
    await t.call<{ records: { value: string; problem: string | null }[]; total: number }>(
      'GET',
      `/api/remote-area/lists/${id}/entries?${query}`,
      { token: admin, lang },
    )
  ).body.data;

describe('the demo remote-area lists', () => {
  it("give Alaska 99701 and Darwin 0810 DHL's remote class, and the DHL channel its remote surcharge there", async () => {
    expect(await classes({ country: 'US', postcode: '99701' })).toEqual(['DHL A', 'UPS A']);
    expect(await classes({ country: 'AU', postcode: '0810' })).toEqual(['DHL B']);
    const quoted = await t.call<PriceList>('GET', '/api/price-query?country=US&weight=2&postcode=99701', {
      token: admin,
    });
    const dhl = quoted.body.data.data.find((q) => q.channel.code === 'DHL-EXP-DDP')!;
    expect(dhl.lines.find((l) => l.kind === 'remote')).toMatchObject({ name: 'DHL 偏远地区附加费', amount: '180' });
  });

  it('are kept with no bad entry, each by the administrator, audited', async () => {
    const shown = await lists();
    expect(shown.map((l) => [l.name, l.badEntries])).toEqual([
      ['DHL 偏远地区', 0],
      ['UPS 偏远地区', 0],
      ['DHL 偏远地区（上一版）', 0],
    ]);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'remoteList')
      .where('action', '=', 'create')
      .execute();
    expect(audited).toHaveLength(3);
  });

  it('refuse a row an import refuses: a range whose last postcode and class are swapped, said by row and column', async () => {
    const ctx = await asAdministrator(t.db);
    const meta = { carrier: 'DHL', name: 'swapped', effectiveFrom: dayFrom(1), effectiveTo: null };
    const swapped = sheetRows([
      ['US', 'prefix', '967', null, 'B'],
      ['US', 'range', '99600', 'A', '99999'],
    ]);
    await expect(createRemoteList(ctx, meta, swapped)).rejects.toMatchObject({
      code: 40000,
      data: { errors: [{ row: 3, field: 'valueTo', column: '邮编止' }] },
    });
    await expect(entered('remote list swapped', () => createRemoteList(ctx, meta, swapped))).rejects.toThrow(
      /demo remote list swapped refused: .*3\.valueTo: 区间须填写邮编止/,
    );
    expect((await lists()).map((l) => l.name)).not.toContain('swapped');
  });

  it("show a list kept with a bad row: its count, the row and why, in the reader's language; the bad rows alone on asking", async () => {
    const { id } = await t.db
      .insertInto('remote_lists')
      .values({
        carrier: 'DHL',
        name: '旧版演示',
        effective_from: dayFrom(-500),
        effective_to: dayFrom(-450),
        created_by: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('remote_entries')
      .values([
        { list_id: id, country: 'US', match: 'range', value: '99600', value_to: 'A', remote_class: '99999' },
        { list_id: id, country: 'US', match: 'prefix', value: '967', value_to: null, remote_class: 'A' },
        { list_id: id, country: 'US', match: 'exact', value: '12345!', value_to: null, remote_class: 'A' },
      ])
      .execute();
    expect((await lists()).find((l) => l.id === id)).toMatchObject({ entryCount: 3, badEntries: 2 });
    const all = await entriesOf(id);
    expect(all.records.map((e) => [e.value, e.problem])).toEqual([
      ['99600', expect.stringMatching(/^邮编止: 区间须填写邮编止/)],
      ['967', null],
      ['12345!', expect.stringMatching(/^邮编或城市: 邮编只能包含/)],
    ]);
    const bad = await entriesOf(id, 'problems=true&pageSize=1', 'en');
    expect(bad.total).toBe(2);
    expect(bad.records).toEqual([
      expect.objectContaining({ value: '99600', problem: expect.stringMatching(/A range needs its last postcode/) }),
    ]);
  });
});
