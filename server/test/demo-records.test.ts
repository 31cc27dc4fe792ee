import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/http/context.ts';
import { seedDemoData } from '../src/demo/organization.ts';
import { seedDemoRecords } from '../src/demo/records.ts';
import { seedDemoAddresses } from '../src/demo/toolbox-addresses.ts';
import { DEMO_TARIFF_LINES, seedDemoTariffs } from '../src/demo/toolbox-tariffs.ts';
import { adminApp, type Caller } from './harness.ts';

/*
 * The demo's companies, chat accounts, channels, agents, customers, known
 * addresses, business districts and tariff lines go through their services as the administrator: each is
 * audited as staff's would be, and a record the service refuses stops the
 * seed naming it and the fault.
 */

let t: Caller;
beforeAll(async () => {
  ({ t } = await adminApp());
  await seedDemoData(t.db);
  await seedDemoTariffs(t.db);
  await seedDemoAddresses(t.db);
});
afterAll(() => t.close());

const again = (key: string) => t.db.deleteFrom('meta').where('key', '=', key).execute();

describe('the demo records', () => {
  it('are each created through its service by the administrator, audited', async () => {
    const created = await t.db
      .selectFrom('audit_log as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.entity', (eb) => eb.fn.countAll<number>().as('n')])
      .where('a.action', '=', 'create')
      .where('u.username', '=', 'admin')
      .where('a.entity', 'in', [
        'company',
        'chat.qq',
        'chat.wechat',
        'channel',
        'agent',
        'customer',
        'address_known',
        'address_district',
        'tariffLine',
      ])
      .groupBy('a.entity')
      .orderBy('a.entity')
      .execute();
    expect(created.map((c) => [c.entity, Number(c.n)])).toEqual([
      ['address_district', 4],
      ['address_known', 6],
      ['agent', 8],
      ['channel', 12],
      ['chat.qq', 6],
      ['chat.wechat', 5],
      ['company', 4],
      ['customer', 20],
      ['tariffLine', DEMO_TARIFF_LINES.length],
    ]);
    const options = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'agent')
      .where('action', '=', 'update')
      .execute();
    expect(options).toHaveLength(8);
  });

  it('stop the seed at a channel the service refuses, naming it and the fault, leaving nothing half-seeded', async () => {
    const before = await t.db
      .selectFrom('channels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const users = new Map(
      (await t.db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username, u.id]),
    );
    await expect(inTransaction({ db: t.db }, ({ db }) => seedDemoRecords(db, users))).rejects.toThrow(
      /^demo channel DHL-EXP-DDP refused: .*code: /,
    );
    expect(
      await t.db
        .selectFrom('channels')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('stop the seed at a chat account the service refuses, naming it', async () => {
    await again('demo_data');
    // The employees it would add again made others: their accounts stay, and the first demo account is taken.
    await t.db
      .updateTable('users')
      .set({ username: sql`username || '_old'`, email: null, phone: null })
      .where('username', '!=', 'admin')
      .execute();
    await expect(seedDemoData(t.db)).rejects.toThrow(/^demo qq account 800012301 refused: .*account/);
    expect(
      await t.db.selectFrom('meta').select('key').where('key', '=', 'demo_data').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('stop the seed at a tariff line the service refuses, naming it, and leave it to run again', async () => {
    await again('demo_tariffs');
    await expect(seedDemoTariffs(t.db)).rejects.toThrow(
      new RegExp(`^demo tariff line ${DEMO_TARIFF_LINES[0]![0]} refused: .*code: `),
    );
    expect(
      await t.db.selectFrom('meta').select('key').where('key', '=', 'demo_tariffs').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('stop the seed at a known address the service refuses, naming it', async () => {
    await again('demo_addresses');
    await expect(seedDemoAddresses(t.db)).rejects.toThrow(/^demo known address 350 Fifth Avenue refused: .*street: /);
  });
});
