import { importResult, XLSX_CONTENT_TYPE, type Endpoint } from '@fwd/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../src/areas.ts';
import type { EndpointGroup } from '../src/http/area.ts';
import { seedDemo } from '../src/demo/index.ts';
import { urlOf, type Input } from './contract-inputs.ts';
import { adminApp, type Caller } from './harness.ts';
import { importFile } from './sheets.ts';

/*
 * Every Excel file the server declares (an endpoint answering XLSX), over the
 * demo's records: laid out as staff set up a sheet (the header frozen and
 * filtering, days and times as date cells under a header naming their clock,
 * amounts as numbers), and, where the export names the import that reads it
 * back (`readBy`), taken back changing nothing: the import says so and the
 * next export is the same file, cell for cell.
 */

let t: Caller;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  await seedDemo(t.db, t.config.timeZone);
}, 120_000);
afterAll(() => t.close());

/** Every endpoint of a group by its key, nested groups included. */
function byKey(group: EndpointGroup, into = new Map<string, Endpoint>()): Map<string, Endpoint> {
  for (const [key, v] of Object.entries(group)) {
    if ('method' in v && 'path' in v) into.set(key, v as Endpoint);
    else byKey(v as EndpointGroup, into);
  }
  return into;
}

const declared = areas.flatMap((area) => {
  const endpoints = byKey(area.endpoints ?? {});
  return [...endpoints.values()]
    .filter((e) => e.file === XLSX_CONTENT_TYPE)
    .map((e) => ({
      name: `${area.name}: ${e.method} ${e.path}`,
      e,
      reader: e.readBy === undefined ? undefined : endpoints.get(e.readBy),
    }));
});

/** What an export needs that no empty input gives: the record it writes, what a batch asks. */
const inputs: Record<string, () => Promise<Input>> = {
  '/remote-area/lists/:id/export': async () => ({
    params: { id: (await t.db.selectFrom('remote_lists').select('id').orderBy('id').executeTakeFirstOrThrow()).id },
  }),
  '/quote/sheet/:sheetId/export': async () => ({
    params: { sheetId: (await t.db.selectFrom('rate_sheets').select('id').orderBy('id').executeTakeFirstOrThrow()).id },
  }),
  '/payables/bills/:id/differences/export': async () => ({
    params: { id: (await t.db.selectFrom('agent_bills').select('id').orderBy('id').executeTakeFirstOrThrow()).id },
  }),
  '/toolbox/remote-area/batch/export': async () => ({
    body: { country: 'US', postcodes: ['99701', '10001', '10#01'], weight: '2' },
  }),
  '/toolbox/address/batch/export': async () => ({
    body: { addresses: [{ country: 'CN', city: '深圳', lines: ['南山区科技园南路 18 号'] }] },
  }),
  '/statements/:id/export': async () => ({
    params: { id: (await t.db.selectFrom('statements').select('id').orderBy('id').executeTakeFirstOrThrow()).id },
  }),
  '/toolbox/brands/check/export': async () => ({ body: { lines: ['Nike running shoes', 'cotton socks'] } }),
  // Every order of three years, one by one: the widest of the report's sheets (a day and time, money, rates).
  '/settlement/profit/export': async () => {
    const year = new Date().getFullYear();
    return { query: { from: `${year - 2}-01`, to: `${year}-12`, groupBy: 'order' } };
  },
};
const inputOf = async (e: Endpoint): Promise<Input> =>
  inputs[e.path] ? inputs[e.path]!() : e.body ? { body: {} } : {};

async function download(e: Endpoint, input: Input): Promise<Buffer> {
  const res = await t.app.inject({
    method: e.method,
    url: urlOf(e, input),
    headers: { authorization: `Bearer ${admin}` },
    ...(input.body !== undefined && { payload: input.body as object }),
  });
  expect(res.headers['content-type'], `${e.method} ${e.path}: ${res.body.slice(0, 300)}`).toBe(XLSX_CONTENT_TYPE);
  return res.rawPayload;
}

async function worksheetOf(file: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

/** Each row's cell values (rich text and formulas as what they show). */
const valuesOf = (ws: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push(Array.from({ length: ws.columnCount }, (_, i) => r.getCell(i + 1).value ?? null)));
  return rows;
};

/** A clock named in a header: "生效日期 (Asia/Shanghai)". */
const ZONED = /\((\w+\/\w+|UTC)\)$/;
/** Text a number or a day hides in: an amount with its currency, a decimal, a day. */
const HIDDEN = [/\d\s+[A-Z]{3}\b/, /^-?\d+\.\d+$/, /^\d{4}-\d\d-\d\d/];

/** The layout every export shares; answers the data rows. */
function checkLayout(name: string, ws: ExcelJS.Worksheet): unknown[][] {
  const [header, ...rows] = valuesOf(ws);
  expect(
    header!.every((h) => typeof h === 'string' && h.length > 0),
    `${name}: header ${JSON.stringify(header)}`,
  ).toBe(true);
  expect(ws.views[0], `${name}: the header stays in view`).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(ws.autoFilter, `${name}: every column filters`).toBe(`A1:${ws.getColumn(header!.length).letter}1`);
  header!.forEach((h, i) => {
    const cells = rows.map((r) => r[i]).filter((v) => v !== null);
    const zoned = ZONED.test(h as string);
    for (const v of cells) {
      if (zoned) expect(v, `${name}: ${h as string} holds date cells`).toBeInstanceOf(Date);
      else expect(v instanceof Date, `${name}: ${h as string} holds dates but names no clock`).toBe(false);
      if (typeof v === 'string')
        expect(
          HIDDEN.filter((p) => p.test(v)),
          `${name}: ${h as string} hides a number or a day in text: ${v}`,
        ).toEqual([]);
    }
  });
  return rows;
}

describe('every Excel file the server declares', () => {
  it('is found from the contract, and every import of records is read back from an export', () => {
    expect(declared.length).toBeGreaterThan(20);
    expect(declared.filter((d) => d.e.readBy !== undefined && !d.reader?.upload).map((d) => d.name)).toEqual([]);
    const readers = declared.flatMap((d) => (d.reader ? [d.reader] : []));
    // An import is read back directly, or through its preview (the same form, nothing saved).
    const readBack = (e: Endpoint) =>
      readers.some((r) => r === e || (r.upload?.fields && r.upload.fields === e.upload?.fields));
    const imports = areas.flatMap((a) =>
      [...byKey(a.endpoints ?? {}).values()].filter((e) => e.response === importResult),
    );
    expect(imports.length).toBeGreaterThan(8);
    expect(imports.filter((e) => !readBack(e)).map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it.each(declared.map((d) => [d.name, d] as const))(
    '%s: a frozen, filtering header; days and times as dates on a named clock; numbers as numbers',
    async (name, { e }) => {
      checkLayout(name, await worksheetOf(await download(e, await inputOf(e))));
    },
    60_000,
  );

  it.each(declared.filter((d) => d.reader).map((d) => [d.name, d] as const))(
    '%s: reads back in, changing nothing',
    readsBack,
    120_000,
  );
});

async function readsBack(name: string, { e, reader }: (typeof declared)[number]) {
  const input = await inputOf(e);
  const file = await download(e, input);
  const rows = checkLayout(name, await worksheetOf(file));
  const fields = await formFieldsOf(reader!, input);
  const answer = await importFile(t, urlOf(reader!, {}), admin, file, 'zh', fields);
  if (!rows.length) {
    // A template: the import knows its every column; it only lacks rows (said of the file, or of no column).
    const errors = (answer.data.errors ?? []) as { path?: string; column?: string }[];
    expect(errors.length, name).toBeGreaterThan(0);
    expect(
      errors.filter((x) => x.path !== 'file' && x.column !== ''),
      name,
    ).toEqual([]);
    return;
  }
  expect(answer.code, `${name}: ${JSON.stringify(answer.data).slice(0, 500)}`).toBe(20000);
  expect(changesIn(answer.data), name).toEqual({});
  expect(valuesOf(await worksheetOf(await download(e, input))), `${name}: the next export`).toEqual(
    valuesOf(await worksheetOf(file)),
  );
}

/** An upload's form fields (a remote-area list's carrier, name and days), as the record the file came from has them. */
async function formFieldsOf(reader: Endpoint, input: Input): Promise<Record<string, string>> {
  if (!reader.upload?.fields) return {};
  const id = Number(input.params?.id);
  const list = id
    ? await t.db.selectFrom('remote_lists').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    : undefined;
  const fields = list
    ? {
        carrier: list.carrier,
        name: list.name,
        effectiveFrom: String(list.effective_from),
        ...(list.effective_to && { effectiveTo: String(list.effective_to) }),
      }
    : { carrier: 'DHL', name: 'template', effectiveFrom: '2026-01-01' };
  expect(
    Object.keys(fields).every((k) => k in reader.upload!.fields!.shape),
    reader.path,
  ).toBe(true);
  return fields;
}

/** What an import's answer says it changed: records created or updated, a preview's differences, a read's faults. */
function changesIn(data: unknown): Record<string, unknown> {
  const d = data as { created?: number; updated?: number; counts?: Record<string, number>; errors?: unknown[] };
  const counts = {
    created: d.created,
    updated: d.updated,
    ...d.counts,
    unchanged: undefined,
    errors: d.errors?.length || undefined,
  };
  return Object.fromEntries(Object.entries(counts).filter(([, v]) => v !== undefined && v !== 0));
}
