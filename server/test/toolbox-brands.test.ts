import type { BrandCheckResult, BrandRow, BrandWordRow } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, errorPaths, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';
import { givenChannel, givenSheet, priceQuery, today, usSheet } from './quote-fixtures.ts';
import { importFile, multipart, rowsOf, xlsx } from './sheets.ts';

let t: Caller;
let admin: string;
let dhl: number;
let ups: number;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  dhl = await givenChannel(t, admin, 'BR-DHL', { sort: 1 });
  ups = await givenChannel(t, admin, 'BR-UPS', { sort: 2 });
});
afterAll(() => t.close());

const nike = (extra: object = {}) => ({
  name: 'Nike',
  aliases: ['耐克'],
  category: 'infringing',
  riskLevel: 'high',
  channelIds: [ups, dhl],
  ...extra,
});
const create = (body: object, token = admin) => t.call<BrandRow>('POST', '/api/toolbox/brands', { token, body });
async function given(body: object): Promise<BrandRow> {
  const r = await create(body);
  expect(r.body.code, JSON.stringify(r.body)).toBe(20000);
  return r.body.data;
}
const check = (lines: string[], token = admin) =>
  t.call<BrandCheckResult>('POST', '/api/toolbox/brands/check', { token, body: { lines } });
const hitsOf = async (line: string) =>
  (await check([line])).body.data.lines[0]!.hits.map((h) => `${h.brand}:${h.matched}:${h.how}`);
const page = async (query = '') =>
  (await t.call<{ records: BrandRow[]; total: number }>('GET', `/api/toolbox/brands?${query}`, { token: admin })).body
    .data;

describe('brands: create, edit, delete', () => {
  it('creates a brand with its refusing channels, audited, and refuses a second of the same name', async () => {
    const b = await given(nike());
    expect(b).toMatchObject({
      name: 'Nike',
      aliases: ['耐克'],
      category: 'infringing',
      riskLevel: 'high',
      wholeWord: false,
      remark: null,
      enabled: true,
      version: 1,
    });
    expect(b.channels.map((c) => c.code)).toEqual(['BR-DHL', 'BR-UPS']);
    expect((await auditOf(t.db, 'brand', b.id))[0]).toMatchObject({ action: 'create', after: { name: 'Nike' } });
    const again = await create(nike({ name: 'NIKE' }));
    expect(again.body.code).toBe(40900);
    expect(errorPaths(again)).toEqual(['name']);
  });

  it('refuses bad input, naming each field', async () => {
    const refused = async (body: object) => {
      const r = await create(body);
      expect(r.body.code).toBe(40000);
      return errorPaths(r).sort();
    };
    expect(await refused(nike({ name: 'Adidas', category: 'fake', riskLevel: 'extreme' }))).toEqual([
      'category',
      'riskLevel',
    ]);
    expect(await refused(nike({ name: ' ' }))).toEqual(['name']);
    expect(await refused(nike({ name: 'Adidas', aliases: ['阿迪达斯', 'ADIDAS'] }))).toEqual(['aliases']);
    expect(await refused(nike({ name: 'Adidas', channelIds: [dhl, 999999] }))).toEqual(['channelIds']);
    expect(await refused(nike({ name: 'Adidas', aliases: ['x\u0001'] }))).toEqual(['aliases.0']);
    expect(await refused({ ...nike({ name: 'Adidas' }), extra: 1 })).toEqual(['']);
  });

  it('keeps an alias written otherwise than the name (Hermes for Hermès), refuses one holding what separates aliases in a sheet', async () => {
    const hermes = await given(nike({ name: 'Hermès', aliases: ['爱马仕', 'Hermes', 'HERMÈS-Paris'] }));
    expect(hermes.aliases).toEqual(['爱马仕', 'Hermes', 'HERMÈS-Paris']);
    for (const alias of ['Tiffany, Ltd', '蒂芙尼；Tiffany', '卡地亚、Cartier', 'a\nb']) {
      const r = await t.call('POST', '/api/toolbox/brands', {
        token: admin,
        lang: 'en',
        body: nike({ name: 'Tiffany', aliases: [alias] }),
      });
      expect(r.body.code, alias).toBe(40000);
      expect(r.body.data).toEqual({
        errors: [
          {
            path: 'aliases',
            message: `An alias cannot hold a comma, semicolon or line break (they separate aliases in the spreadsheet): ${alias}`,
          },
        ],
      });
    }
    expect((await page('keyword=Tiffany')).total).toBe(0);
    expect((await t.call('DELETE', `/api/toolbox/brands/${hermes.id}`, { token: admin })).body.code).toBe(20000);
  });

  it('edits with the current version, refuses a stale one with the brand as it is, and deletes', async () => {
    const b = await given(nike({ name: 'Gucci', aliases: ['古驰'], channelIds: [dhl] }));
    const put = (body: object, id = b.id) =>
      t.call<BrandRow>('PUT', `/api/toolbox/brands/${id}`, { token: admin, body });
    const edited = await put({
      ...nike({ name: 'Gucci', aliases: ['古驰', '古奇'], riskLevel: 'medium', channelIds: [ups] }),
      version: 1,
    });
    expect(edited.body.data).toMatchObject({
      aliases: ['古驰', '古奇'],
      riskLevel: 'medium',
      version: 2,
      channels: [{ id: ups, code: 'BR-UPS' }],
    });
    expect((await put({ ...nike({ name: 'Gucci' }), version: 1 })).body).toMatchObject({
      code: 40900,
      data: { riskLevel: 'medium', version: 2 },
    });
    expect((await put({ ...nike({ name: 'Nike' }), version: 2 })).body.code).toBe(40900);
    expect((await put({ ...nike({ name: 'Gucci 2' }), version: 1 }, 999999)).body.code).toBe(40400);
    expect((await t.call('DELETE', `/api/toolbox/brands/${b.id}`, { token: admin })).body.code).toBe(20000);
    expect((await t.call('DELETE', `/api/toolbox/brands/${b.id}`, { token: admin })).body.code).toBe(40400);
    expect((await auditOf(t.db, 'brand', b.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps a channel a brand names from being deleted, saying what refers to it', async () => {
    const channel = await givenChannel(t, admin, 'BR-NAMED');
    const b = await given(nike({ name: 'Prada', aliases: ['普拉达'], channelIds: [channel] }));
    const refused = await t.call('DELETE', `/api/channel/${channel}`, { token: admin });
    expect(refused.body).toMatchObject({ code: 40900, message: '仍被品牌拒收渠道引用（1 条），不能删除' });
    await t.call('DELETE', `/api/toolbox/brands/${b.id}`, { token: admin });
    expect((await t.call('DELETE', `/api/channel/${channel}`, { token: admin })).body.code).toBe(20000);
  });

  it('pages by name, filtered by a keyword matching the name or an alias, category and state', async () => {
    await given(nike({ name: 'Dyson', aliases: ['戴森'], category: 'sensitive', channelIds: [] }));
    await given(nike({ name: 'Marlboro', aliases: ['万宝路'], category: 'forbidden', enabled: false }));
    expect((await page('keyword=戴')).records.map((b) => b.name)).toEqual(['Dyson']);
    expect((await page('category=forbidden')).records.map((b) => b.name)).toEqual(['Marlboro']);
    expect((await page('enabled=false')).records.map((b) => b.name)).toEqual(['Marlboro']);
    const all = await page('pageSize=2');
    expect(all.records.map((b) => b.name)).toEqual(['Dyson', 'Marlboro']);
    expect(all.total).toBe(3);
    expect((await t.call('GET', '/api/toolbox/brands?category=fake', { token: admin })).body.code).toBe(40000);
  });
});

describe('POST /toolbox/brands/check', () => {
  it('answers every hit of every line with the brand, the text and where, how, the category and the refusing channels', async () => {
    const r = await check(['Mens NIKE shoes 耐克', 'plain cotton socks', 'adidass naike']);
    expect(r.body.code).toBe(20000);
    const [first, second, third] = r.body.data.lines;
    expect(first!.hits).toMatchObject([
      {
        brand: 'Nike',
        matched: 'NIKE',
        start: 5,
        end: 9,
        how: 'wholeWord',
        category: 'infringing',
        channels: [{ code: 'BR-DHL' }, { code: 'BR-UPS' }],
      },
      { brand: 'Nike', matched: '耐克', start: 16, end: 18, how: 'exact' },
    ]);
    expect(second).toEqual({ line: 2, text: 'plain cotton socks', hits: [] });
    expect(third!.hits.map((h) => [h.matched, h.how])).toEqual([['naike', 'pinyin']]);
    expect(r.body.data.brands).toBe(2);
  });

  it('sees every change to the list at the next check: a new brand, a disabled one, a word that is not a brand', async () => {
    expect(await hitsOf('adidas 阿迪达斯')).toEqual([]);
    const adidas = await given(nike({ name: 'Adidas', aliases: ['阿迪达斯'] }));
    expect(await hitsOf('adidas 阿迪达斯')).toEqual(['Adidas:adidas:wholeWord', 'Adidas:阿迪达斯:exact']);
    expect(await hitsOf('adidass')).toEqual(['Adidas:adidass:fuzzy']);
    await t.call('PUT', `/api/toolbox/brands/${adidas.id}`, {
      token: admin,
      body: { ...nike({ name: 'Adidas', aliases: ['阿迪达斯'], enabled: false }), version: 1 },
    });
    expect(await hitsOf('adidas 阿迪达斯')).toEqual([]);
    await given(nike({ name: 'Apple', aliases: ['苹果'], wholeWord: true, category: 'sensitive' }));
    expect(await hitsOf('新鲜苹果汁，pineapple')).toEqual(['Apple:苹果:exact']);
    const word = await t.call<BrandWordRow>('POST', '/api/toolbox/brand-words', {
      token: admin,
      body: { word: '苹果汁', remark: '水果' },
    });
    expect(word.body.data).toMatchObject({ word: '苹果汁', remark: '水果', version: 1 });
    expect(await hitsOf('新鲜苹果汁，pineapple')).toEqual([]);
    expect(await hitsOf('苹果手机')).toEqual(['Apple:苹果:exact']);
  });

  it('refuses no lines, more than 1,000, and a line too long or with control characters', async () => {
    expect((await check([])).body.code).toBe(40000);
    expect((await check(Array.from({ length: 1001 }, () => 'x'))).body.code).toBe(40000);
    expect(errorPaths(await check(['ok', 'x'.repeat(2001)]))).toEqual(['lines.1']);
    expect(errorPaths(await check(['bad\u0000']))).toEqual(['lines.0']);
    const full = await check(Array.from({ length: 1000 }, (_, i) => `${'描述'.repeat(990)} Nike ${i}`));
    expect(full.body.code).toBe(20000);
    expect(full.body.data.lines.every((l) => l.hits.length === 1)).toBe(true);
  });

  it('checks the description column of a workbook, or its first column without one, and exports the hits', async () => {
    const sheet = async (rows: unknown[][]) => {
      const form = multipart('goods.xlsx', await xlsx(rows));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/toolbox/brands/check-sheet',
        payload: form.body,
        headers: { ...form.headers, authorization: `Bearer ${admin}` },
      });
      return res.json() as { code: number; data: BrandCheckResult; message: string };
    };
    const headed = await sheet([
      ['单号', '品名', '数量'],
      ['A1', 'Nike shoes', 2],
      ['A2', '', 1],
      ['A3', '毛巾', 3],
    ]);
    expect(headed.data.lines.map((l) => [l.text, l.hits.length])).toEqual([
      ['Nike shoes', 1],
      ['毛巾', 0],
    ]);
    const bare = await sheet([['耐克T恤'], ['cotton socks']]);
    expect(bare.data.lines.map((l) => l.text)).toEqual(['耐克T恤', 'cotton socks']);
    expect((await sheet([['品名']])).code).toBe(40000);
    const notXlsx = multipart('goods.xlsx', Buffer.from('not a workbook'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/toolbox/brands/check-sheet',
      payload: notXlsx.body,
      headers: { ...notXlsx.headers, authorization: `Bearer ${admin}` },
    });
    expect(refused.json()).toMatchObject({ code: 40000 });

    const exported = await t.call('POST', '/api/toolbox/brands/check/export', {
      token: admin,
      body: { lines: ['Nike 耐克', 'socks'] },
      lang: 'en',
    });
    expect(exported.status).toBe(200);
    const rows = await rowsOf(exported.raw);
    expect(rows[0]).toEqual([
      'Line',
      'Description',
      'Brand',
      'Matched text',
      'Position',
      'How',
      'Edit distance',
      'Category',
      'Risk level',
      'Refusing channels',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 6))).toEqual([
      [1, 'Nike 耐克', 'Nike', 'Nike', '1-4', 'Whole word'],
      [1, 'Nike 耐克', 'Nike', '耐克', '6-7', 'Exact'],
      [2, 'socks'],
    ]);
  });
});

describe('the words that are not brands', () => {
  it('pages, edits with a version, refuses a repeated word and deletes', async () => {
    const word = (
      await t.call<BrandWordRow>('POST', '/api/toolbox/brand-words', { token: admin, body: { word: 'apple pie' } })
    ).body.data;
    expect(
      (await t.call('POST', '/api/toolbox/brand-words', { token: admin, body: { word: 'APPLE PIE' } })).body.code,
    ).toBe(40900);
    expect((await t.call('POST', '/api/toolbox/brand-words', { token: admin, body: { word: '' } })).body.code).toBe(
      40000,
    );
    const listed = await t.call<{ records: BrandWordRow[]; total: number }>(
      'GET',
      '/api/toolbox/brand-words?keyword=pie',
      { token: admin },
    );
    expect(listed.body.data.records.map((w) => w.word)).toEqual(['apple pie']);
    const put = (body: object) =>
      t.call<BrandWordRow>('PUT', `/api/toolbox/brand-words/${word.id}`, { token: admin, body });
    expect((await put({ word: 'apple pies', version: 1 })).body.data).toMatchObject({ word: 'apple pies', version: 2 });
    expect((await put({ word: 'apple tart', version: 1 })).body).toMatchObject({
      code: 40900,
      data: { word: 'apple pies' },
    });
    expect((await t.call('DELETE', `/api/toolbox/brand-words/${word.id}`, { token: admin })).body.code).toBe(20000);
    expect((await t.call('DELETE', `/api/toolbox/brand-words/${word.id}`, { token: admin })).body.code).toBe(40400);
    expect((await auditOf(t.db, 'brandWord', word.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });
});

describe('brands in Excel', () => {
  const header = ['品牌名称', '别名', '类别', '风险等级', '拒收渠道', '仅整词匹配', '备注', '启用'];
  const importBrands = async (rows: unknown[][], token = admin, lang = 'zh') =>
    importFile(t, '/api/toolbox/brands/import', token, await xlsx(rows), lang);

  it('creates and updates by name, aliases split on commas, words in any language, channels by code', async () => {
    const r = await importBrands([
      header,
      ['Chanel', '香奈儿, 香奈尔', '侵权/仿牌', '高', 'br-dhl, BR-UPS', '否', '', '是'],
      ['Louis Vuitton', '路易威登；LV', 'Infringing', 'High', 'BR-DHL', 'no', '无授权', 'yes'],
      ['nike', '耐克', 'infringing', 'medium', '', '', '', ''],
    ]);
    expect(r.code, JSON.stringify(r)).toBe(20000);
    expect(r.data).toEqual({ created: 2, updated: 1, unchanged: 0 });
    const chanel = (await page('keyword=香奈')).records[0]!;
    expect(chanel).toMatchObject({
      aliases: ['香奈儿', '香奈尔'],
      category: 'infringing',
      riskLevel: 'high',
      wholeWord: false,
      enabled: true,
    });
    expect(chanel.channels.map((c) => c.code)).toEqual(['BR-DHL', 'BR-UPS']);
    expect((await page('keyword=Louis')).records[0]).toMatchObject({ aliases: ['路易威登', 'LV'], remark: '无授权' });
    expect((await page('keyword=nike')).records[0]).toMatchObject({ name: 'nike', riskLevel: 'medium', channels: [] });
    expect(await hitsOf('Chanel LV 路易威登')).toEqual([
      'Chanel:Chanel:wholeWord',
      'Louis Vuitton:LV:wholeWord',
      'Louis Vuitton:路易威登:exact',
    ]);
  });

  it('refuses the whole file with every fault of every row', async () => {
    const before = await page('pageSize=100');
    const r = await importBrands(
      [
        header,
        ['Versace', '范思哲', '仿品', '极高', 'BR-DHL, NOPE', '否', '', '是'],
        ['', '阿玛尼, 阿玛尼', '敏感', '低', '', '', '', ''],
        ['Versace', '', '禁运', '低', '', 'maybe', '', ''],
      ],
      admin,
      'en',
    );
    expect(r.code).toBe(40000);
    expect(r.data.errors.map((e) => `${e.row}.${e.field}`)).toEqual([
      '2.category',
      '2.riskLevel',
      '2.channels',
      '3.name',
      '3.aliases',
      '4.wholeWord',
      '4.name',
    ]);
    expect(r.data.errors.find((e) => e.field === 'channels')).toMatchObject({
      column: 'Refusing channels',
      message: 'These channels do not exist: NOPE',
    });
    expect((await page('pageSize=100')).total).toBe(before.total);
  });

  it('exports what is filtered, in the layout the import reads, and gives the template', async () => {
    const file = await t.call('GET', '/api/toolbox/brands/export?keyword=香奈', { token: admin });
    expect(file.status).toBe(200);
    const rows = await rowsOf(file.raw);
    expect(rows[0]).toEqual(header);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 5)).toEqual(['Chanel', '香奈儿, 香奈尔', '侵权/仿牌', '高', 'BR-DHL, BR-UPS']);
    expect((await importFile(t, '/api/toolbox/brands/import', admin, file.raw)).data).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    const template = await t.call('GET', '/api/toolbox/brands/template', { token: admin, lang: 'en' });
    expect(await rowsOf(template.raw)).toEqual([
      ['Brand', 'Aliases', 'Category', 'Risk level', 'Refusing channels', 'Whole word only', 'Remark', 'Enabled'],
    ]);
  });
});

describe('the not-a-brand list in Excel', () => {
  const importWords = async (rows: unknown[][], token = admin, lang = 'en') =>
    importFile(t, '/api/toolbox/brand-words/import', token, await xlsx(rows), lang);
  const words = async () =>
    (
      await t.call<{ records: { word: string; remark: string | null }[] }>(
        'GET',
        '/api/toolbox/brand-words?pageSize=200',
        { token: admin },
      )
    ).body.data.records;

  it('adds and updates words by their text, audited, and refuses a whole file with every fault of every row', async () => {
    const r = await importWords([
      ['Word', 'Remark'],
      ['pineapple cake', '凤梨酥'],
      ['APPLE JUICE', 'a drink'],
    ]);
    expect(r.code, r.message).toBe(20000);
    const kept = await words();
    expect(kept.find((w) => w.word === 'pineapple cake')).toMatchObject({ remark: '凤梨酥' });
    const before = await words();
    const refused = await importWords([
      ['Word', 'Remark'],
      ['', 'no word'],
      ['x'.repeat(101), ''],
      ['pineapple cake', 'again'],
      ['Pineapple Cake', 'twice'],
    ]);
    expect(refused.code).toBe(40000);
    expect(refused.data.errors.map((e) => `${e.row}.${e.field}`)).toEqual(['2.word', '3.word', '5.word']);
    expect(await words()).toEqual(before);
    expect(
      (
        await importWords([
          ['Word', 'Remark'],
          ['pineapple cake', 'changed'],
        ])
      ).data,
    ).toEqual({ created: 0, updated: 1, unchanged: 0 });
  });

  it('exports what is filtered in the layout the import reads, gives the template, and asks the permissions each route says', async () => {
    const file = await t.call('GET', `/api/toolbox/brand-words/export?keyword=${encodeURIComponent('pineapple')}`, {
      token: admin,
      lang: 'en',
    });
    const rows = await rowsOf(file.raw);
    expect(rows[0]).toEqual(['Word', 'Remark']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['pineapple cake']);
    expect((await importFile(t, '/api/toolbox/brand-words/import', admin, file.raw)).data).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    expect(
      await rowsOf((await t.call('GET', '/api/toolbox/brand-words/template', { token: admin, lang: 'en' })).raw),
    ).toEqual([['Word', 'Remark']]);
    const { token: viewer } = await signedInWith(t, 'word-viewer', ['brand:view']);
    expect((await t.call('GET', '/api/toolbox/brand-words/export', { token: viewer })).status).toBe(200);
    expect((await importWords([['Word'], ['x']], viewer)).code).toBe(40300);
    expect((await t.call('GET', '/api/toolbox/brand-words/template', { token: viewer })).body.code).toBe(40300);
    expect((await t.call('GET', '/api/toolbox/brand-words/export')).status).toBe(401);
  });
});

describe('refusals', () => {
  it('needs a token, and brand:view, brand:edit or brand:import as each route says', async () => {
    expect((await t.call('GET', '/api/toolbox/brands')).status).toBe(401);
    expect((await t.call('POST', '/api/toolbox/brands/check', { body: { lines: ['x'] } })).status).toBe(401);
    const { token: viewer } = await signedInWith(t, 'brand-viewer', ['brand:view']);
    expect((await t.call('GET', '/api/toolbox/brands', { token: viewer })).body.code).toBe(20000);
    expect((await check(['Nike'], viewer)).body.code).toBe(20000);
    expect((await create(nike({ name: 'Fendi' }), viewer)).body.code).toBe(40300);
    expect((await t.call('POST', '/api/toolbox/brand-words', { token: viewer, body: { word: 'x' } })).body.code).toBe(
      40300,
    );
    expect((await importBrands([['品牌名称'], ['x']], viewer)).code).toBe(40300);
    expect((await t.call('GET', '/api/toolbox/brands/template', { token: viewer })).body.code).toBe(40300);
    const { token: nobody } = await signedInWith(t, 'brand-nobody', ['order:view']);
    expect((await check(['Nike'], nobody)).body.code).toBe(40300);
  });
  const importBrands = async (rows: unknown[][], token: string) =>
    importFile(t, '/api/toolbox/brands/import', token, await xlsx(rows));
});

describe('the price query with a description', () => {
  it('marks the channels that refuse a brand in it, still quoting them', async () => {
    await givenSheet(t, admin, dhl, usSheet(today()));
    await givenSheet(t, admin, ups, usSheet(today(), '30'));
    const plain = await priceQuery(t, admin, { country: 'US', weight: '2' });
    expect(plain.body.data.brandWarnings).toEqual([]);
    const r = await priceQuery(t, admin, { country: 'US', weight: '2', description: '耐克运动鞋 Nike shoes' });
    expect(r.body.code).toBe(20000);
    expect(r.body.data.data.map((q) => q.channel.code).sort()).toEqual(['BR-DHL', 'BR-UPS']);
    expect(r.body.data.brandWarnings.map((h) => [h.brand, h.matched, h.channels.map((c) => c.code)])).toEqual([
      ['nike', '耐克', []],
      ['nike', 'Nike', []],
    ]);
    const louis = await priceQuery(t, admin, { country: 'US', weight: '2', description: 'LV bag' });
    expect(louis.body.data.brandWarnings.map((h) => [h.brand, h.channels.map((c) => c.code)])).toEqual([
      ['Louis Vuitton', ['BR-DHL']],
    ]);
    expect((await priceQuery(t, admin, { country: 'US', weight: '2', description: 'x'.repeat(2001) })).body.code).toBe(
      40000,
    );
  });
});
