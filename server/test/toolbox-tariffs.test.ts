import {
  P,
  type ImportResult,
  type TariffLineRow,
  type TariffNodeAnswer,
  type TariffSearchAnswer,
  type TariffSynonymRow,
} from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../src/boot.ts';
import { adminApp, errorPaths, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';
import { importFile, rowsOf, xlsx } from './sheets.ts';

let t: Caller;
let admin: string;
let viewer: string;
let orderClerk: string;
let stranger: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  viewer = (await signedInWith(t, 'tariff_viewer', [P.tariff.view])).token;
  orderClerk = (await signedInWith(t, 'order_clerk', [P.order.view])).token;
  stranger = (await signedInWith(t, 'stranger', [P.customer.view])).token;
});
afterAll(() => t.close());

const search = (q: string, token = admin, extra = '') =>
  t.call<TariffSearchAnswer>('GET', `/api/tariff/search?q=${encodeURIComponent(q)}${extra}`, { token });
const line = (over: Record<string, unknown> = {}) => ({
  code: '6109.10.00',
  name: '棉制针织T恤衫',
  unit1: '件',
  unit2: '千克',
  elements: '0:品牌类型;1:出口享惠情况;2:织造方法;3:种类;4:成分含量;5:品牌',
  rebateRate: '13',
  supervision: '',
  remark: null,
  effectiveFrom: '2026-01-01',
  ...over,
});
const create = (body: unknown, token = admin) => t.call<TariffLineRow>('POST', '/api/tariff/lines', { token, body });
const HEADER = [
  '商品编码',
  '商品名称',
  '第一法定单位',
  '第二法定单位',
  '申报要素',
  '出口退税率(%)',
  '监管条件',
  '备注',
  '生效日期',
  '失效日期',
];
/** As exported: the days are date cells on the company's clock, which their headers name. */
const EXPORTED_HEADER = [...HEADER.slice(0, 8), '生效日期 (Asia/Shanghai)', '失效日期 (Asia/Shanghai)'];
const dayCell = (day: string) => new Date(`${day}T00:00:00Z`);
const countLines = async () =>
  (
    await t.db
      .selectFrom('tariff_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('GET /tariff/search', () => {
  it('refuses without a token, without the permission, and bad input', async () => {
    expect((await t.call('GET', '/api/tariff/search?q=8471')).status).toBe(401);
    expect((await search('8471', stranger)).body.code).toBe(40300);
    for (const extra of ['&limit=0', '&limit=51', '&limit=x'])
      expect((await search('8471', admin, extra)).body.code, extra).toBe(40000);
    expect((await search('x'.repeat(101))).body.code).toBe(40000);
    expect((await search('a\u0007b')).body.code).toBe(40000);
    expect((await t.call('GET', '/api/tariff/search', { token: admin })).body.code).toBe(40000);
  });

  it('serves the tariff screen and the order drawer alike', async () => {
    for (const token of [viewer, orderClerk]) {
      const r = await search('8471.30', token);
      expect(r.body.code).toBe(20000);
      expect(r.body.data).toMatchObject({
        known: true,
        hits: [{ code: '847130', level: 'subheading', rank: 'exact' }],
      });
      expect(r.body.data.hits[0]!.path.map((n) => n.code)).toEqual(['XVI', '84', '8471']);
    }
  });

  it('answers an empty query with nothing, and a code no entry has as unknown', async () => {
    expect((await search('')).body.data).toEqual({ total: 0, hits: [], known: false });
    expect((await search('8471 99 99')).body.data).toMatchObject({ total: 0, known: false });
  });

  it('finds Chinese names of chapters, and their pinyin initials', async () => {
    expect((await search('玩具')).body.data.hits.map((h) => h.code)).toContain('95');
    const hit = (await search('zzhgbdfzjyzfj')).body.data.hits[0];
    expect(hit).toMatchObject({ code: '61', rank: 'word', matches: [{ field: 'nameZh', pinyin: true }] });
  });
});

describe('everyday names of goods', () => {
  type Page = { records: TariffSynonymRow[]; total: number };
  const list = (q: string, token = viewer) => t.call<Page>('GET', `/api/tariff/synonyms?${q}`, { token });
  const add = (body: unknown, token = admin, lang = 'zh') =>
    t.call<TariffSynonymRow>('POST', '/api/tariff/synonyms', { token, body, lang });
  const put = (id: number, body: unknown, token = admin) =>
    t.call<TariffSynonymRow>('PUT', `/api/tariff/synonyms/${id}`, { token, body });
  const builtin = async (word: string) =>
    (await list(`keyword=${encodeURIComponent(word)}&pageSize=50`)).body.data.records.find((r) => r.word === word)!;
  const first = async (q: string) => (await search(q, viewer)).body.data.hits[0];
  let own: TariffSynonymRow;

  it('ships with the everyday names, so laptop, 电脑, tshirt and phone case find what a forwarder means', async () => {
    expect(await first('laptop')).toMatchObject({ code: '847130', rank: 'synonym', synonym: 'laptop' });
    expect(await first('电脑')).toMatchObject({ code: '8471', rank: 'synonym', synonym: '电脑' });
    expect(await first('computer')).toMatchObject({ code: '8471' });
    expect(await first('T-Shirts')).toMatchObject({ code: '6109', synonym: 't-shirt' });
    expect(await first('T恤')).toMatchObject({ code: '6109' });
    expect(await first('phone case')).toMatchObject({ code: '392690' });
    expect(await builtin('laptop')).toMatchObject({ codes: ['847130'], builtin: true, enabled: true, version: 1 });
  });

  it('lists them by word or code start, and refuses without a token, without the permission, and bad input', async () => {
    expect((await list('keyword=8471.30')).body.data.records.map((r) => r.word)).toContain('laptop');
    expect((await list('keyword=%25')).body.data.total).toBe(0);
    expect((await t.call('GET', '/api/tariff/synonyms')).status).toBe(401);
    expect((await list('', stranger)).body.code).toBe(40300);
    expect((await list('pageSize=501')).body.code).toBe(40000);
    expect((await add({ word: '扫地机', codes: ['850811'] }, viewer)).body.code).toBe(40300);
    for (const bad of [
      { word: '', codes: ['8508'] },
      { word: 'x', codes: [] },
      { word: 'x', codes: ['85081'] },
      { word: 'x', codes: Array(11).fill('8508') },
      { word: 'x', codes: ['8508'], extra: 1 },
    ]) {
      expect((await add(bad)).body.code, JSON.stringify(bad)).toBe(40000);
    }
    const unknown = await add({ word: 'gizmo', codes: ['8508', '8471.99', '0000'] }, admin, 'en');
    expect(unknown.body).toMatchObject({
      code: 40000,
      data: { errors: [{ path: 'codes', message: '847199, 0000: not a chapter, heading or subheading of HS 2022' }] },
    });
    expect(errorPaths(await add({ word: '-·-', codes: ['8508'] }))).toEqual(['word']);
  });

  it('keeps a name staff add, audited, and the search finds it at once in any of its forms', async () => {
    const r = await add({ word: 'Cat Scratcher', codes: ['4421.99', '9503'] });
    expect(r.body.code, JSON.stringify(r.body)).toBe(20000);
    own = r.body.data;
    expect(own).toMatchObject({
      word: 'Cat Scratcher',
      codes: ['442199', '9503'],
      builtin: false,
      enabled: true,
      version: 1,
    });
    expect((await auditOf(t.db, 'tariffSynonym', own.id))[0]).toMatchObject({ action: 'create' });
    expect(await first('cat scratchers')).toMatchObject({ code: '442199', rank: 'synonym', synonym: 'Cat Scratcher' });
    const same = await add({ word: 'cat-scratcher', codes: ['4421'] });
    expect(same.body.code).toBe(40900);
    expect(errorPaths(same)).toEqual(['word']);
    expect((await add({ word: 'LAPTOPS', codes: ['8471'] })).body.code).toBe(40900);
  });

  it('edits with the version it was read at; a built-in name keeps its word but takes new codes or is switched off', async () => {
    const moved = await put(own.id, { word: 'cat scratching post', codes: ['4421.99'], version: own.version });
    expect(moved.body.data).toMatchObject({ word: 'cat scratching post', codes: ['442199'], version: 2 });
    expect((await put(own.id, { word: 'x', codes: ['4421'], version: own.version })).body.code).toBe(40900);
    expect((await search('cat scratcher', viewer)).body.data.hits.some((h) => h.synonym)).toBe(false);
    expect(await first('cat scratching posts')).toMatchObject({ code: '442199' });
    expect((await put(own.id, { word: 'x', codes: ['4421'], version: 2 }, viewer)).body.code).toBe(40300);

    const laptop = await builtin('laptop');
    expect(errorPaths(await put(laptop.id, { word: 'notebook', codes: ['847130'], version: laptop.version }))).toEqual([
      'word',
    ]);
    const recoded = await put(laptop.id, { word: 'laptop', codes: ['8471', '847130'], version: laptop.version });
    expect(recoded.body.data).toMatchObject({ codes: ['8471', '847130'], builtin: true, version: 2 });
    expect(await first('laptop')).toMatchObject({ code: '8471' });
    const phone = await builtin('smartphone');
    await put(phone.id, { word: 'smartphone', codes: phone.codes, enabled: false, version: phone.version });
    expect((await search('smartphone', viewer)).body.data.hits.some((h) => h.synonym)).toBe(false);
  });

  it('stay as staff left them when the reference data is synced again; untouched ones follow the shipped list', async () => {
    const tee = await builtin('t-shirt');
    await t.db
      .updateTable('tariff_synonyms')
      .set({ codes: ['6105'] })
      .where('id', '=', tee.id)
      .execute();
    await syncReferenceData(t.db);
    expect(await builtin('laptop')).toMatchObject({ codes: ['8471', '847130'], version: 2 });
    expect(await builtin('smartphone')).toMatchObject({ enabled: false });
    expect((await list(`keyword=cat`)).body.data.records.map((r) => r.word)).toContain('cat scratching post');
    expect(await builtin('t-shirt')).toMatchObject({ codes: ['6109'], version: 1 });
  });

  it('deletes a name staff added, with tariff:edit, audited; a built-in one is switched off instead', async () => {
    expect((await t.call('DELETE', `/api/tariff/synonyms/${own.id}`, { token: viewer })).body.code).toBe(40300);
    expect((await t.call('DELETE', `/api/tariff/synonyms/${own.id}`, { token: admin })).body.code).toBe(20000);
    expect((await t.call('DELETE', `/api/tariff/synonyms/${own.id}`, { token: admin })).body.code).toBe(40400);
    expect((await auditOf(t.db, 'tariffSynonym', own.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect((await search('cat scratching post', viewer)).body.data.hits.some((h) => h.synonym)).toBe(false);
    const laptop = await builtin('laptop');
    const kept = await t.call('DELETE', `/api/tariff/synonyms/${laptop.id}`, { token: admin, lang: 'en' });
    expect(kept.body).toMatchObject({
      code: 40900,
      message: 'A built-in name cannot be deleted; switch it off instead',
    });
  });
});

describe('national lines', () => {
  let tee: TariffLineRow;

  it('refuses a line without tariff:edit, and one whose first six digits are no HS 2022 subheading', async () => {
    expect((await create(line(), viewer)).body.code).toBe(40300);
    const r = await create(line({ code: '61099900' }), admin);
    expect(r.body.code).toBe(40000);
    expect(errorPaths(r)).toEqual(['code']);
    expect(r.body.message).toContain('610999');
    const days = await create(line({ effectiveTo: '2025-12-31' }));
    expect(errorPaths(days)).toEqual(['effectiveTo']);
    for (const bad of [
      { code: '6109100' },
      { code: '61091000x' },
      { rebateRate: '101' },
      { supervision: 'A/B' },
      { unit1: '' },
      { extra: 1 },
    ]) {
      expect((await create(line(bad))).body.code, JSON.stringify(bad)).toBe(40000);
    }
  });

  it('keeps a line (dots dropped), audited, and the search finds it at once', async () => {
    const r = await create(line());
    expect(r.body.code, JSON.stringify(r.body)).toBe(20000);
    tee = r.body.data;
    expect(tee).toMatchObject({
      code: '61091000',
      subheading: '610910',
      rebateRate: '13',
      supervision: null,
      effectiveTo: null,
      version: 1,
    });
    expect((await auditOf(t.db, 'tariffLine', tee.id))[0]).toMatchObject({ action: 'create' });
    expect((await search('6109 1000')).body.data.hits[0]).toMatchObject({
      code: '61091000',
      level: 'line',
      nameZh: '棉制针织T恤衫',
      rank: 'exact',
    });
    expect((await search('棉制针织')).body.data.hits.map((h) => h.code)).toContain('61091000');
    expect((await create(line())).body.code).toBe(40900);
  });

  it('opens a code with its path, children and record', async () => {
    const node = await t.call<TariffNodeAnswer>('GET', '/api/tariff/node/610910', { token: orderClerk });
    expect(node.body.data).toMatchObject({
      node: { code: '610910' },
      children: [{ code: '61091000', level: 'line' }],
      line: null,
    });
    const own = await t.call<TariffNodeAnswer>('GET', '/api/tariff/node/6109.10.00', { token: viewer });
    expect(own.body.data).toMatchObject({
      path: [{ code: 'XI' }, { code: '61' }, { code: '6109' }, { code: '610910' }],
      line: { id: tee.id, unit1: '件' },
    });
    expect((await t.call('GET', '/api/tariff/node/xi', { token: viewer })).body.data).toMatchObject({
      node: { code: 'XI', level: 'section' },
    });
    expect((await t.call('GET', '/api/tariff/node/12345678', { token: viewer })).body.code).toBe(40400);
    expect((await t.call('GET', '/api/tariff/node/abc', { token: viewer })).body.code).toBe(40000);
    expect((await t.call('GET', '/api/tariff/node/61', { token: stranger })).body.code).toBe(40300);
  });

  it('edits with the version it was read at, audited; a stale version is 40900 with the record', async () => {
    const body = { ...line({ name: '棉制针织男式T恤衫', rebateRate: '9' }), version: tee.version };
    expect((await t.call('PUT', `/api/tariff/lines/${tee.id}`, { token: viewer, body })).body.code).toBe(40300);
    const r = await t.call<TariffLineRow>('PUT', `/api/tariff/lines/${tee.id}`, { token: admin, body });
    expect(r.body.data).toMatchObject({ name: '棉制针织男式T恤衫', rebateRate: '9', version: 2 });
    const stale = await t.call<TariffLineRow>('PUT', `/api/tariff/lines/${tee.id}`, { token: admin, body });
    expect(stale.body).toMatchObject({ code: 40900, data: { version: 2 } });
    expect((await auditOf(t.db, 'tariffLine', tee.id)).map((a) => a.action)).toEqual(['create', 'update']);
    expect((await search('棉制针织男式')).body.data.hits[0]?.code).toBe('61091000');
    tee = r.body.data;
  });

  it('lists lines by code start or name, paged', async () => {
    const page = (q: string) =>
      t.call<{ records: TariffLineRow[]; total: number }>('GET', `/api/tariff/lines?${q}`, { token: viewer });
    expect((await page('keyword=6109.10')).body.data).toMatchObject({ total: 1, records: [{ code: '61091000' }] });
    expect((await page('keyword=T恤')).body.data.total).toBe(1);
    expect((await page('keyword=%25')).body.data.total).toBe(0);
    expect((await page('pageSize=501')).body.code).toBe(40000);
  });

  it('deletes a line with tariff:edit, audited', async () => {
    const extra = (await create(line({ code: '6109100021', name: '棉制针织男式T恤衫（圆领）' }))).body.data;
    expect((await t.call('DELETE', `/api/tariff/lines/${extra.id}`, { token: viewer })).body.code).toBe(40300);
    expect((await t.call('DELETE', `/api/tariff/lines/${extra.id}`, { token: admin })).body.code).toBe(20000);
    expect((await t.call('DELETE', `/api/tariff/lines/${extra.id}`, { token: admin })).body.code).toBe(40400);
    expect((await auditOf(t.db, 'tariffLine', extra.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await search('6109100021')).body.data.known).toBe(false);
  });
});

describe('Excel', () => {
  const importLines = (rows: unknown[][], token = admin, lang = 'zh') =>
    importFile(t, '/api/tariff/lines/import', token, rowsFile(rows), lang);
  let rowsFile: (rows: unknown[][]) => Buffer;
  beforeAll(async () => {
    const built = new Map<unknown[][], Buffer>();
    for (const rows of [good, bad]) built.set(rows, await xlsx(rows));
    rowsFile = (rows) => built.get(rows)!;
  });
  const good = [
    HEADER,
    ['6109.10.00', '棉制针织T恤衫', '件', '千克', null, 13, null, null, '2026-01-01', null],
    [1012100, '纯种繁殖用马', '千克', '头', null, 0, 'AB', '编码少了首位的 0', '2026-01-01', null],
    ['8517 13 00', '智能手机', '台', null, '0:品牌类型;1:用途', '13', 'a', null, '2026-01-01', '2026-12-31'],
  ];
  const bad = [
    HEADER,
    ['61099900', '没有这个子目', '件', null, null, null, null, null, '2026-01-01', null],
    ['8517130', '七位', null, null, null, '200', null, null, '2026-13-01', null],
    ['85171300', '重复', '台', null, null, null, null, null, '2026-01-01', '2025-01-01'],
    ['85171300', '重复', '台', null, null, null, null, null, '2026-01-01', null],
  ];

  it('refuses without tariff:import', async () => {
    expect((await importLines(good, viewer)).code).toBe(40300);
  });

  it('refuses the whole file with every fault of every row, and keeps nothing', async () => {
    const before = await countLines();
    const r = await importLines(bad, admin, 'en');
    expect(r.code).toBe(40000);
    expect(r.data.errors.map((e) => `${e.row}.${e.field}`)).toEqual([
      '2.code',
      '3.unit1',
      '3.rebateRate',
      '3.effectiveFrom',
      '3.code',
      '4.effectiveTo',
      '5.code',
    ]);
    expect(r.data.errors[0]).toMatchObject({
      column: 'Code',
      message: 'Its first six digits, 610999, are not an HS 2022 subheading',
    });
    expect(await countLines()).toBe(before);
  });

  it('creates and updates by code, all rows at once, a lost leading zero put back', async () => {
    const r = await importLines(good);
    expect(r.code, JSON.stringify(r)).toBe(20000);
    expect(r.data as ImportResult).toEqual({ created: 2, updated: 1, unchanged: 0 });
    expect((await search('0101 21 00')).body.data.hits[0]).toMatchObject({
      code: '01012100',
      rank: 'exact',
      path: [{ code: 'I' }, { code: '01' }, { code: '0101' }, { code: '010121' }],
    });
    expect((await importLines(good)).data).toEqual({ created: 0, updated: 0, unchanged: 3 });
  });

  it('exports what the filter finds, and the template', async () => {
    const file = await t.call('GET', '/api/tariff/lines/export?keyword=8517', { token: viewer });
    expect(file.status).toBe(200);
    const rows = await rowsOf(file.raw);
    expect(rows[0]).toEqual(EXPORTED_HEADER);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['85171300']);
    expect(rows[1]).toEqual([
      '85171300',
      '智能手机',
      '台',
      undefined,
      '0:品牌类型;1:用途',
      13,
      'A',
      undefined,
      dayCell('2026-01-01'),
      dayCell('2026-12-31'),
    ]);
    const template = await t.call('GET', '/api/tariff/lines/template', { token: admin });
    expect(await rowsOf(template.raw)).toEqual([EXPORTED_HEADER]);
    expect((await t.call('GET', '/api/tariff/lines/template', { token: viewer })).body.code).toBe(40300);
  });
});

describe('heading and subheading names', () => {
  const importNames = async (rows: unknown[][], token = admin, lang = 'en') =>
    importFile(t, '/api/tariff/names/import', token, await xlsx(rows), lang);
  const nameOf = async (code: string) =>
    (await t.db.selectFrom('tariff_nomenclature').select('name_zh').where('code', '=', code).executeTakeFirstOrThrow())
      .name_zh;

  it('names headings and subheadings by code, audited, and the search finds them by the Chinese at once', async () => {
    const r = await importNames([
      ['Heading or subheading', 'English name', 'Chinese name'],
      ['8471', '', '自动数据处理设备'],
      ['8471.30', '', '便携式电脑'],
    ]);
    expect(r.code, r.message).toBe(20000);
    expect(r.data).toEqual({ created: 0, updated: 2, unchanged: 0 });
    expect([await nameOf('8471'), await nameOf('847130')]).toEqual(['自动数据处理设备', '便携式电脑']);
    expect((await auditOf(t.db, 'tariffName', 847130)).at(-1)).toMatchObject({ action: 'update' });
    const found = await search('便携式电脑');
    expect(found.body.data.hits.some((h) => h.code === '847130')).toBe(true);
    expect(
      (
        await importNames([
          ['Heading or subheading', 'English name', 'Chinese name'],
          ['847130', '', ''],
        ])
      ).data,
    ).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(await nameOf('847130')).toBeNull();
  });

  it('refuses the whole file with every fault of every row: not a heading or subheading of HS 2022, a chapter, a repeat', async () => {
    const before = await nameOf('8471');
    const r = await importNames([
      ['Heading or subheading', 'English name', 'Chinese name'],
      ['0000', '', 'x'],
      ['84', '', 'x'],
      ['8471', '', 'y'],
      ['8471', '', 'z'],
      ['abc', '', 'w'],
    ]);
    expect(r.code).toBe(40000);
    expect(r.data.errors.map((e) => `${e.row}.${e.field}`)).toEqual(['2.code', '3.code', '5.code', '6.code']);
    expect(r.data.errors[0]!.message).toBe('"0000" is not a heading or subheading of HS 2022');
    expect(await nameOf('8471')).toBe(before);
  });

  it('exports a chapter with the English beside, gives the template, and asks the permissions each route says', async () => {
    const file = await t.call('GET', '/api/tariff/names/export?chapter=01', { token: admin, lang: 'en' });
    const rows = await rowsOf(file.raw);
    expect(rows[0]).toEqual(['Heading or subheading', 'English name', 'Chinese name']);
    expect(rows.slice(1).every((r) => String(r[0]).startsWith('01'))).toBe(true);
    expect(rows.length).toBeGreaterThan(5);
    expect((await importFile(t, '/api/tariff/names/import', admin, file.raw)).data).toMatchObject({ updated: 0 });
    expect((await t.call('GET', '/api/tariff/names/export?chapter=1', { token: admin })).body.code).toBe(40000);
    const { token: viewer } = await signedInWith(t, 'names-viewer', [P.tariff.view]);
    expect((await t.call('GET', '/api/tariff/names/export?chapter=01', { token: viewer })).status).toBe(200);
    expect((await importNames([['Heading or subheading'], ['8471']], viewer)).code).toBe(40300);
    expect((await t.call('GET', '/api/tariff/names/template', { token: viewer })).body.code).toBe(40300);
    expect((await t.call('GET', '/api/tariff/names/template')).status).toBe(401);
  });
});
