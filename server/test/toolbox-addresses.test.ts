import { P, type AddressVerdict, type AddressWordRow, type KnownAddressRow } from '@fwd/contract';
import { classificationOf, startAddress, type AddressSim } from '@fwd/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';
import { dayFrom, givenChannel, givenSheet, priceQuery, totals, usSheet } from './quote-fixtures.ts';
import { importFile, rowsOf, xlsx } from './sheets.ts';
import { seedDemoAddresses } from '../src/demo/toolbox-addresses.ts';

let t: Caller;
let admin: string;
let sim: AddressSim;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  sim = await startAddress({ seed: 3 });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

const classify = (body: unknown, token = admin, lang = 'zh') =>
  t.call<AddressVerdict>('POST', '/api/toolbox/address/classify', { token, body, lang });
const verdict = async (body: unknown) => {
  const r = await classify(body);
  expect(r.body.code, JSON.stringify(r.body)).toBe(20000);
  return r.body.data;
};
const countWords = async () =>
  (
    await t.db
      .selectFrom('address_words')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** The simulator as the configured service, for the duration of `run`. */
async function withService(run: () => Promise<void>) {
  const key = await t.call<{ id: number }>('POST', '/api/api/keys/0', {
    token: admin,
    body: { kind: 'address', name: 'UPS sim', baseUrl: sim.url, key: sim.clientId, secret: sim.clientSecret },
  });
  expect(key.body.code, JSON.stringify(key.body)).toBe(20000);
  try {
    await run();
  } finally {
    await t.call('DELETE', `/api/api/keys/delKey/${key.body.data.id}`, { token: admin });
  }
}

describe('POST /toolbox/address/classify', () => {
  it('answers by the seeded rules when no service is configured, with every reason', async () => {
    expect(await countWords()).toBeGreaterThan(100);
    const v = await verdict({
      country: 'US',
      postcode: '10001',
      lines: ['500 Main St', 'Suite 300'],
      company: 'Acme Inc',
    });
    expect(v).toMatchObject({
      type: 'commercial',
      source: 'rules',
      poBox: false,
      service: { configured: false, miss: null },
    });
    expect(v.reasons.map((r) => `${r.kind}:${r.match}`)).toEqual(['company:Inc', 'business:Suite']);
    expect(v.confidence).toBe(95);
    expect(await verdict({ country: 'US', lines: ['PO Box 77'] })).toMatchObject({
      type: 'unknown',
      poBox: true,
      confidence: 0,
    });
  });

  it('asks the configured service, names it as the source, and falls back to the rules when it fails or is slow', async () => {
    await withService(async () => {
      expect(await verdict({ country: 'US', lines: ['9 Elm Lane Apt 2'] })).toMatchObject({
        type: 'residential',
        source: 'service',
        confidence: 97,
      });
      expect((await verdict({ country: 'US', lines: ['9 Elm Lane Apt 2'] })).reasons[0]).toMatchObject({
        kind: 'service',
        match: 'Residential',
      });
      // Outside the service's countries the rules answer, saying why.
      expect(await verdict({ country: 'DE', lines: ['Hauptstr. 1'], company: 'Müller GmbH' })).toMatchObject({
        type: 'commercial',
        source: 'rules',
        service: { miss: 'notCovered' },
      });
      sim.failNext(1, 503);
      const failed = await verdict({ country: 'US', lines: ['9 Elm Lane Apt 2'] });
      expect(failed).toMatchObject({
        type: 'residential',
        source: 'rules',
        service: { configured: true, miss: 'failed' },
      });
      expect(failed.service.detail).toContain('503');
      sim.setDelay(4_000);
      try {
        const started = Date.now();
        expect(await verdict({ country: 'US', lines: ['1 Tower Plaza Suite 5'] })).toMatchObject({
          type: 'commercial',
          source: 'rules',
          service: { miss: 'slow' },
        });
        expect(Date.now() - started).toBeLessThan(3_500);
      } finally {
        sim.setDelay(0);
      }
    });
  }, 15_000);

  it('lets a known address decide over the service and the words', async () => {
    const created = await t.call<KnownAddressRow>('POST', '/api/toolbox/address/known', {
      token: admin,
      body: {
        country: 'US',
        postcode: '10017',
        street: '405 Lexington Avenue, Apt 1',
        type: 'commercial',
        remark: 'Chrysler Building',
      },
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(20000);
    await withService(async () => {
      const v = await verdict({ country: 'us', postcode: '10017', lines: ['405 LEXINGTON AVE', 'APT 1'] });
      expect(v).toMatchObject({
        type: 'commercial',
        source: 'known',
        confidence: 100,
        service: { configured: true, miss: null },
      });
    });
    const again = await t.call('POST', '/api/toolbox/address/known', {
      token: admin,
      body: { country: 'US', postcode: '10017', street: '405 lexington ave apt 1', type: 'residential' },
    });
    expect(again.body).toMatchObject({ code: 40900, data: { errors: [{ path: 'street' }] } });
  });

  it('refuses a country not among the country records, and an address with nothing to classify, naming the field in the reader’s language', async () => {
    const refused = async (body: unknown, lang = 'zh') => {
      const r = await classify(body, admin, lang);
      expect(r.body.code, JSON.stringify(body)).toBe(40000);
      return (r.body.data as unknown as { errors: { path: string; message: string }[] }).errors;
    };
    expect(await refused({ country: 'XX', lines: ['1 Main St'] })).toEqual([
      { path: 'country', message: '没有这个国家：XX' },
    ]);
    expect(await refused({ country: 'US' })).toEqual([
      { path: 'lines', message: '没有可判定的内容：请填写街道地址或公司名' },
    ]);
    expect(await refused({ country: 'US', postcode: '10017', lines: ['---', ' # '] }, 'en')).toEqual([
      { path: 'lines', message: 'Nothing to classify: give a street address or a company' },
    ]);
    expect((await refused({ country: 'ZZ', company: '...' }, 'ja')).map((e) => e.path)).toEqual(['country', 'lines']);
    // A company alone is something to classify.
    expect(await verdict({ country: 'US', company: 'Acme Inc' })).toMatchObject({ type: 'commercial' });
    await withService(async () => {
      const before = sim.stats().requests;
      await refused({ country: 'US' });
      expect(sim.stats().requests).toBe(before);
    });
  });

  it('shows a service answer of no candidate or unclassified as unknown, whatever the rules read', async () => {
    const unclassified = Array.from({ length: 200 }, (_, i) => `${i + 1} Birch St`).find(
      (line) => classificationOf({ AddressLine: [line] }, 3) === 0,
    )!;
    await withService(async () => {
      // The service finds no "asdf qwer": unknown, though the company says commercial.
      const nonsense = await verdict({ country: 'US', lines: ['asdf qwer'], company: 'Acme Inc' });
      expect(nonsense).toMatchObject({
        type: 'unknown',
        confidence: 0,
        source: 'service',
        service: { configured: true, miss: 'noCandidate', detail: null },
      });
      expect(nonsense.reasons.map((r) => `${r.kind}:${r.leans}`)).toEqual(['service:unknown', 'company:commercial']);
      expect(await verdict({ country: 'US', lines: [unclassified] })).toMatchObject({
        type: 'unknown',
        confidence: 0,
        source: 'service',
        service: { miss: 'unknown', detail: null },
      });
      // The price query follows: no residential surcharge for an address the service does not know.
      const channel = await givenChannel(t, admin, 'NOCAND');
      await givenSheet(t, admin, channel, usSheet(dayFrom(-1)));
      const q = await priceQuery(t, admin, {
        country: 'US',
        weight: '2',
        postcode: '60602',
        channelIds: String(channel),
        street: 'asdf qwer',
      });
      expect(q.body.data.address).toMatchObject({
        type: 'unknown',
        source: 'service',
        serviceMiss: 'noCandidate',
        residential: false,
      });
    });
  });

  it('answers by the rules while the service asks to wait, saying so, and does not call it again meanwhile', async () => {
    // A key of its own: the Retry-After is held for the key, in the database.
    const limited = await startAddress({ seed: 3, clientId: 'held-client', retryAfterSeconds: 30 });
    const key = await t.call<{ id: number }>('POST', '/api/api/keys/0', {
      token: admin,
      body: {
        kind: 'address',
        name: 'UPS sim 429',
        baseUrl: limited.url,
        key: limited.clientId,
        secret: limited.clientSecret,
      },
    });
    expect(key.body.code, JSON.stringify(key.body)).toBe(20000);
    try {
      limited.failNext(1, 429);
      for (let i = 0; i < 3; i++) {
        expect(await verdict({ country: 'US', lines: ['22 Oak St Apt 4B'] })).toMatchObject({
          type: 'residential',
          source: 'rules',
          service: { configured: true, miss: 'busy' },
        });
      }
      expect(limited.stats().requests).toBe(1);
    } finally {
      await t.call('DELETE', `/api/api/keys/delKey/${key.body.data.id}`, { token: admin });
      await limited.close();
    }
  });

  it('refuses no token, no permission and bad input', async () => {
    expect((await t.call('POST', '/api/toolbox/address/classify', { body: { country: 'US', lines: [] } })).status).toBe(
      401,
    );
    const stranger = await signedInWith(t, 'addr_stranger', [P.brand.view]);
    expect((await classify({ country: 'US', lines: ['1'] }, stranger.token)).body.code).toBe(40300);
    for (const body of [
      {},
      { country: 'USA', lines: [] },
      { country: 'US', lines: ['a', 'b', 'c', 'd'] },
      { country: 'US', lines: ['x'.repeat(201)] },
      { country: 'US', lines: ['\u0007'] },
      { country: 'US', extra: 1 },
    ]) {
      expect((await classify(body)).body.code, JSON.stringify(body)).toBe(40000);
    }
  });
});

describe('batch', () => {
  it('classifies many at once, from JSON or a sheet, and exports the results', async () => {
    const addresses = [
      { country: 'US', lines: ['1 Main St Suite 1'] },
      { country: 'JP', lines: ['東京都港区1-1 ABCビル3階'], company: '山田株式会社' },
      { country: 'CN', lines: ['上海市浦东新区XX小区5号楼2单元301'] },
    ];
    const r = await t.call<{ verdict: AddressVerdict }[]>('POST', '/api/toolbox/address/batch', {
      token: admin,
      body: { addresses },
    });
    expect(r.body.data.map((x) => x.verdict.type)).toEqual(['commercial', 'commercial', 'residential']);
    const tooMany = await t.call('POST', '/api/toolbox/address/batch', {
      token: admin,
      body: { addresses: Array.from({ length: 1001 }, () => addresses[0]) },
    });
    expect(tooMany.body.code).toBe(40000);

    const file = await t.call('POST', '/api/toolbox/address/batch/export', {
      token: admin,
      body: { addresses },
      lang: 'en',
    });
    expect(file.status).toBe(200);
    const rows = await rowsOf(file.raw);
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Country code', 'Address line 1', 'Address type', 'Confidence', 'Decided by', 'Reasons']),
    );
    expect(rows.slice(1).map((row) => row[7])).toEqual(['Commercial', 'Commercial', 'Residential']);

    const template = await t.call('GET', '/api/toolbox/address/batch/template', { token: admin, lang: 'en' });
    expect((await rowsOf(template.raw))[0]).toEqual([
      'Country code',
      'Postcode',
      'City',
      'Address line 1',
      'Address line 2',
      'Address line 3',
      'Company',
    ]);
    const sheet = await xlsx([
      ['国家代码', '地址行1', '公司名'],
      ['US', 'Warehouse 3, 10 Harbor Rd', null],
      ['GB', 'Flat 2, 3 High St', null],
    ]);
    const read = await importFile(t, '/api/toolbox/address/batch/import', admin, sheet);
    expect(read.code, JSON.stringify(read)).toBe(20000);
    expect((read.data as unknown as { verdict: AddressVerdict }[]).map((x) => x.verdict.type)).toEqual([
      'commercial',
      'residential',
    ]);
    const bad = await importFile(
      t,
      '/api/toolbox/address/batch/import',
      admin,
      await xlsx([
        ['国家代码', '地址行1'],
        ['USA', 'x'],
        ['US', 'y'.repeat(201)],
        ['US', 'fine'],
      ]),
      'en',
    );
    expect(bad.code).toBe(40000);
    expect(bad.data.errors.map((e) => `${e.row}.${e.field}`)).toEqual(['2.country', '3.line1']);
  });

  it('holds every address to the single check’s rules: a country of the records, something to classify', async () => {
    const addresses = [
      { country: 'US', lines: ['1 Main St'] },
      { country: 'XX', lines: ['1 Main St'] },
      { country: 'US', lines: ['--'] },
      { country: 'US' },
    ];
    for (const url of ['/api/toolbox/address/batch', '/api/toolbox/address/batch/export']) {
      const r = await t.call('POST', url, { token: admin, body: { addresses }, lang: 'en' });
      expect(r.body.code, url).toBe(40000);
      expect((r.body.data as unknown as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([
        'addresses.1.country',
        'addresses.2.lines',
        'addresses.3.lines',
      ]);
    }
    const sheet = await xlsx([
      ['国家代码', '地址行1', '公司名'],
      ['US', '1 Main St', null],
      ['XX', '1 Main St', null],
      ['US', '--', null],
      ['US', '--', 'Acme Inc'],
    ]);
    const read = await importFile(t, '/api/toolbox/address/batch/import', admin, sheet, 'en');
    expect(read.code).toBe(40000);
    expect(read.data.errors.map((e) => `${e.row}.${e.field}: ${e.message}`)).toEqual([
      '3.country: No such country: XX',
      '4.line1: Nothing to classify: give a street address or a company',
    ]);
  });

  it('writes every reason of the results sheet in the reader’s language', async () => {
    const addresses = [
      { country: 'US', lines: ['811 Center St'] },
      { country: 'US', lines: ['9 Elm Lane Apt 2'] },
      { country: 'US', lines: ['asdf qwer'] },
    ];
    const reasonsOf = async (lang: string) =>
      (
        await rowsOf(
          (await t.call('POST', '/api/toolbox/address/batch/export', { token: admin, body: { addresses }, lang })).raw,
        )
      )
        .slice(1)
        .map((row) => String(row[11] ?? ''));
    expect(await reasonsOf('zh')).toEqual([
      '“Center”是街道名的一部分，不计入; “811 Center St”只有门牌号和街道，没有商业或住宅用词：按住宅判定，置信度低',
      '住宅用词“Apt”（地址）',
      '',
    ]);
    await withService(async () => {
      const ja = await reasonsOf('ja');
      expect(ja[1]).toBe('住所検証サービスの判定：住宅; 住宅用の語「Apt」（住所）');
      expect(ja[2]).toBe('住所検証サービスは判定できませんでした');
      expect(ja.join(' ')).not.toMatch(/Residential|Commercial|Unclassified|NoCandidates|service|numberedStreet/);
    });
  });
});

describe('word lists', () => {
  const base = '/api/toolbox/address/words';
  it('adds, edits at a version, refuses duplicates and conflicts, deletes, all audited', async () => {
    const created = await t.call<AddressWordRow>('POST', base, {
      token: admin,
      body: { kind: 'business', country: 'gb', lang: 'en', word: 'Trading Estate Unit' },
    });
    expect(created.body.data).toMatchObject({
      kind: 'business',
      country: 'GB',
      lang: 'en',
      builtin: false,
      enabled: true,
      version: 1,
    });
    const id = created.body.data.id;
    const dup = await t.call('POST', base, {
      token: admin,
      body: { kind: 'business', country: 'GB', lang: 'EN', word: 'trading-estate  UNIT' },
    });
    expect(dup.body).toMatchObject({ code: 40900, data: { errors: [{ path: 'word' }] } });
    const edited = await t.call<AddressWordRow>('PUT', `${base}/${id}`, {
      token: admin,
      body: { kind: 'business', country: 'GB', lang: 'en', word: 'Trade Park', enabled: true, version: 1 },
    });
    expect(edited.body.data).toMatchObject({ word: 'Trade Park', version: 2 });
    const stale = await t.call('PUT', `${base}/${id}`, {
      token: admin,
      body: { kind: 'business', country: 'GB', lang: 'en', word: 'Other', enabled: true, version: 1 },
    });
    expect(stale.body.code).toBe(40900);
    expect(await verdict({ country: 'GB', lines: ['5 Trade Park'] })).toMatchObject({ type: 'commercial' });
    expect((await t.call('DELETE', `${base}/${id}`, { token: admin })).body.code).toBe(20000);
    expect((await t.call('DELETE', `${base}/${id}`, { token: admin })).body.code).toBe(40400);
    expect((await auditOf(t.db, 'address_word', id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('lets a built-in word be switched off, not changed or deleted', async () => {
    const page = await t.call<{ records: AddressWordRow[] }>('GET', `${base}?kind=business&lang=en&keyword=Suite`, {
      token: admin,
    });
    const suite = page.body.data.records.find((w) => w.word === 'Suite')!;
    expect(suite.builtin).toBe(true);
    expect((await t.call('DELETE', `${base}/${suite.id}`, { token: admin })).body.code).toBe(40900);
    const renamed = await t.call('PUT', `${base}/${suite.id}`, {
      token: admin,
      body: { kind: 'business', country: null, lang: 'en', word: 'Suites', enabled: true, version: suite.version },
    });
    expect(renamed.body.code).toBe(40000);
    const off = await t.call<AddressWordRow>('PUT', `${base}/${suite.id}`, {
      token: admin,
      body: { kind: 'business', country: null, lang: 'en', word: 'Suite', enabled: false, version: suite.version },
    });
    expect(off.body.data.enabled).toBe(false);
    expect((await verdict({ country: 'US', lines: ['1 Main St Suite 1'] })).reasons.map((r) => r.kind)).toEqual([
      'numberedStreet',
    ]);
    await t.call('PUT', `${base}/${suite.id}`, {
      token: admin,
      body: {
        kind: 'business',
        country: null,
        lang: 'en',
        word: 'Suite',
        enabled: true,
        version: off.body.data.version,
      },
    });
  });

  it('needs address:edit to change and address:import to import', async () => {
    const viewer = await signedInWith(t, 'addr_viewer', [P.address.view]);
    expect((await t.call('GET', base, { token: viewer.token })).body.code).toBe(20000);
    expect(
      (await t.call('POST', base, { token: viewer.token, body: { kind: 'business', lang: 'en', word: 'Hangar' } })).body
        .code,
    ).toBe(40300);
    expect(
      (
        await importFile(
          t,
          `${base}/import`,
          viewer.token,
          await xlsx([
            ['类别', '语言', '词'],
            ['business', 'en', 'Hangar'],
          ]),
        )
      ).code,
    ).toBe(40300);
    expect((await t.call('GET', `${base}/template`, { token: viewer.token })).body.code).toBe(40300);
  });

  it('imports all rows or none, every fault of every row at once, and exports what is filtered', async () => {
    const before = await countWords();
    const bad = await importFile(
      t,
      `${base}/import`,
      admin,
      await xlsx([
        ['Kind', 'Country code', 'Language', 'Word', 'Enabled'],
        ['business', 'FR', 'fr', 'Atelier', 'yes'],
        ['sometimes', 'FRA', 'fr', 'Hangar', 'yes'],
        ['Business word', 'FR', 'french', '...', 'maybe'],
        ['business', 'FR', 'fr', 'ATELIER', 'yes'],
      ]),
      'en',
    );
    expect(bad.code).toBe(40000);
    expect(bad.data.errors.map((e) => `${e.row}.${e.field}`)).toEqual([
      '3.kind',
      '3.country',
      '4.lang',
      '4.enabled',
      '4.word',
      '5.word',
    ]);
    expect(await countWords()).toBe(before);

    const good = await importFile(
      t,
      `${base}/import`,
      admin,
      await xlsx([
        ['类别', '国家代码', '语言', '词'],
        ['商业用词', 'FR', 'fr', 'Atelier'],
        ['residential', null, 'en', 'Bungalow'],
        ['business', null, 'en', 'suite'],
        ['邮政信箱', null, 'en', 'PO BOX'],
      ]),
    );
    expect(good).toMatchObject({ code: 20000, data: { created: 2, updated: 0, unchanged: 2 } });
    const file = await t.call('GET', `${base}/export?country=FR`, { token: admin, lang: 'en' });
    expect((await rowsOf(file.raw)).slice(1)).toEqual([['Business word', 'FR', 'fr', 'Atelier', 'Yes', 'No']]);
  });
});

describe('known addresses and districts', () => {
  it('imports known addresses all or none and exports them', async () => {
    const header = ['国家代码', '邮编', '街道地址', '地址类型'];
    const bad = await importFile(
      t,
      '/api/toolbox/address/known/import',
      admin,
      await xlsx([header, ['US', '94105', '1 Market St', 'office'], ['US', '9410#', '2 Market St', '商业']]),
      'en',
    );
    expect(bad.data.errors.map((e) => `${e.row}.${e.field}`)).toEqual(['2.type', '3.postcode']);
    const good = await importFile(
      t,
      '/api/toolbox/address/known/import',
      admin,
      await xlsx([header, ['US', '94105', '1 Market Street', '商业'], ['US', '94105', '2 Market St', 'residential']]),
    );
    expect(good).toMatchObject({ code: 20000, data: { created: 2 } });
    expect(await verdict({ country: 'US', postcode: '94105', lines: ['1 market st'] })).toMatchObject({
      source: 'known',
      type: 'commercial',
    });
    const file = await t.call('GET', '/api/toolbox/address/known/export?country=US&keyword=Market', {
      token: admin,
      lang: 'en',
    });
    expect((await rowsOf(file.raw)).length).toBe(3);
  });

  it('marks business-district postcodes by prefix, edits at a version, refuses duplicates', async () => {
    const base = '/api/toolbox/address/districts';
    const created = await t.call<{ id: number; version: number; postcode: string }>('POST', base, {
      token: admin,
      body: { country: 'GB', postcode: 'ec2*' },
    });
    expect(created.body.data.postcode).toBe('EC2*');
    expect((await t.call('POST', base, { token: admin, body: { country: 'GB', postcode: 'EC2*' } })).body.code).toBe(
      40900,
    );
    expect((await t.call('POST', base, { token: admin, body: { country: 'GB', postcode: 'EC2**' } })).body.code).toBe(
      40000,
    );
    expect(await verdict({ country: 'GB', postcode: 'EC2V 7HH', lines: ['1 Wood St'] })).toMatchObject({
      type: 'commercial',
      reasons: [{ kind: 'district', match: 'EC2*' }],
    });
    const { id } = created.body.data;
    expect(
      (await t.call('PUT', `${base}/${id}`, { token: admin, body: { country: 'GB', postcode: 'EC3*', version: 2 } }))
        .body.code,
    ).toBe(40900);
    expect(
      (await t.call('PUT', `${base}/${id}`, { token: admin, body: { country: 'GB', postcode: 'EC3*', version: 1 } }))
        .body.code,
    ).toBe(20000);
    expect((await t.call('DELETE', `${base}/${id}`, { token: admin })).body.code).toBe(20000);
  });
});

describe('demo data', () => {
  it('seeds known addresses and districts once, and they decide', async () => {
    await seedDemoAddresses(t.db);
    const counted = async () =>
      (
        await t.db
          .selectFrom('address_known')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await counted();
    await t.db.deleteFrom('address_known').where('street', '=', '9 Maple Drive').execute();
    await seedDemoAddresses(t.db);
    expect(await counted()).toBe(before - 1);
    expect(await verdict({ country: 'US', postcode: '10118', lines: ['350 FIFTH AVE.'] })).toMatchObject({
      source: 'known',
      type: 'commercial',
    });
    expect(await verdict({ country: 'JP', postcode: '100-0001', lines: ['千代田1-1'] })).toMatchObject({
      reasons: [{ kind: 'district', match: '100*' }],
    });
  });
});

describe('the price query', () => {
  it('charges the residential surcharge by the address’s type, or by the flag given explicitly', async () => {
    const channel = await givenChannel(t, admin, 'ADDR');
    await givenSheet(t, admin, channel, usSheet(dayFrom(-1)));
    expect(
      (
        await t.call('POST', '/api/surcharge', {
          token: admin,
          body: { name: '住宅', kind: 'residential', basis: 'shipment', amount: '5', effectiveFrom: dayFrom(-1) },
        })
      ).body.code,
    ).toBe(20000);
    const q = { country: 'US', weight: '2', postcode: '60602', channelIds: String(channel) };
    const plain = await priceQuery(t, admin, q);
    expect(totals(plain.body.data)).toEqual({ ADDR: '300.00' });
    expect(plain.body.data.address).toBeUndefined();
    const home = await priceQuery(t, admin, { ...q, street: '22 Oak St Apt 4B', city: 'Chicago' });
    expect(totals(home.body.data)).toEqual({ ADDR: '305.00' });
    expect(home.body.data.address).toEqual({
      type: 'residential',
      source: 'rules',
      confidence: 70,
      serviceMiss: null,
      residential: true,
      decidedBy: 'address',
    });
    const office = await priceQuery(t, admin, { ...q, street: '1 Main St Suite 300', company: 'Acme Inc' });
    expect(totals(office.body.data)).toEqual({ ADDR: '300.00' });
    const overridden = await priceQuery(t, admin, { ...q, street: '1 Main St Suite 300', residential: 'true' });
    expect(totals(overridden.body.data)).toEqual({ ADDR: '305.00' });
    expect(overridden.body.data.address).toMatchObject({ type: 'commercial', residential: true, decidedBy: 'flag' });
    expect(totals((await priceQuery(t, admin, { ...q, residential: 'true' })).body.data)).toEqual({ ADDR: '305.00' });
    expect((await priceQuery(t, admin, { ...q, street: 'x'.repeat(201) })).body.code).toBe(40000);
    const nothing = await priceQuery(t, admin, { ...q, street: '---' });
    expect(nothing.body).toMatchObject({ code: 40000, data: { errors: [{ path: 'street' }] } });
  });
});

describe('business districts in Excel', () => {
  const HEADER = ['Country code', 'Postcode', 'Remark'];
  const importDistricts = async (rows: unknown[][], token = admin) =>
    importFile(t, '/api/toolbox/address/districts/import', token, await xlsx(rows), 'en');
  const districts = () =>
    t.db
      .selectFrom('address_districts')
      .select(['country', 'postcode', 'remark'])
      .orderBy('country')
      .orderBy('postcode')
      .execute();

  it('marks and updates postcodes by country and postcode as compared, all or none, with every fault of every row', async () => {
    const r = await importDistricts([HEADER, ['GB', 'ec2a*', 'City of London'], ['US', '60602', 'Loop']]);
    expect(r.code, r.message).toBe(20000);
    expect(r.data).toMatchObject({ created: 2 });
    expect(await districts()).toEqual(
      expect.arrayContaining([{ country: 'GB', postcode: 'EC2A*', remark: 'City of London' }]),
    );
    const before = await districts();
    const refused = await importDistricts([
      HEADER,
      ['XX1', '1', ''],
      ['US', '*bad', ''],
      ['US', '60603', ''],
      ['us', '60603', 'twice'],
    ]);
    expect(refused.code).toBe(40000);
    expect(refused.data.errors.map((e) => `${e.row}.${e.field}`)).toEqual(['2.country', '3.postcode', '5.postcode']);
    expect(await districts()).toEqual(before);
    expect((await importDistricts([HEADER, ['US', '60602', 'The Loop']])).data).toMatchObject({
      created: 0,
      updated: 1,
    });
  });

  it('exports what is filtered in the layout the import reads, gives the template, and asks the permissions each route says', async () => {
    const file = await t.call('GET', '/api/toolbox/address/districts/export?country=GB', { token: admin, lang: 'en' });
    const rows = await rowsOf(file.raw);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).every((r) => r[0] === 'GB')).toBe(true);
    expect((await importFile(t, '/api/toolbox/address/districts/import', admin, file.raw, 'en')).data).toMatchObject({
      created: 0,
      updated: 0,
    });
    expect(
      await rowsOf((await t.call('GET', '/api/toolbox/address/districts/template', { token: admin, lang: 'en' })).raw),
    ).toEqual([HEADER]);
    const { token: viewer } = await signedInWith(t, 'district-viewer', [P.address.view]);
    expect((await t.call('GET', '/api/toolbox/address/districts/export', { token: viewer })).status).toBe(200);
    expect((await importDistricts([HEADER, ['US', '1']], viewer)).code).toBe(40300);
    expect((await t.call('GET', '/api/toolbox/address/districts/template')).status).toBe(401);
  });
});
