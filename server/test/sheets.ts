import ExcelJS from 'exceljs';
import type { Caller } from './harness.ts';

/** A multipart/form-data body with one `file` field after any text `fields`, as a browser sends an upload. */
export function multipart(
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
  fields: Record<string, string> = {},
) {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An .xlsx whose first worksheet holds these rows (the first is the header). */
export const xlsx = (rows: unknown[][]): Promise<Buffer> => workbook({ Sheet1: rows });

/** An .xlsx with these worksheets, in order, each with its rows. */
export async function workbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function bookOf(file: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book;
}

/** Each worksheet's rows, as cell values. */
export async function sheetsOf(file: Buffer): Promise<Record<string, unknown[][]>> {
  const book = await bookOf(file);
  return Object.fromEntries(
    book.worksheets.map((ws) => {
      const rows: unknown[][] = [];
      ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
      return [ws.name, rows];
    }),
  );
}

/** The rows of a workbook's first worksheet, as cell values. */
export async function rowsOf(file: Buffer): Promise<unknown[][]> {
  const book = await bookOf(file);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

export interface TypedCell {
  value: unknown;
  numFmt: string | undefined;
}

/** The rows of a workbook's first worksheet, each cell as what Excel holds (a number, a date, text) and how it shows it. */
export async function cellsOf(file: Buffer): Promise<TypedCell[][]> {
  const ws = (await bookOf(file)).worksheets[0]!;
  const rows: TypedCell[][] = [];
  ws.eachRow((r) =>
    rows.push(
      Array.from({ length: ws.columnCount }, (_, i) => ({
        value: r.getCell(i + 1).value,
        numFmt: r.getCell(i + 1).numFmt,
      })),
    ),
  );
  return rows;
}

export interface ImportAnswer {
  status: number;
  code: number;
  message: string;
  data: { created: number; updated: number; unchanged: number } & {
    errors: { row: number; field: string; column: string; path: string; message: string }[];
  };
}

/** Uploads a file (after any form fields) to an import endpoint. */
export async function importFile(
  t: Caller,
  url: string,
  token: string,
  file: Buffer,
  lang = 'zh',
  fields: Record<string, string> = {},
): Promise<ImportAnswer> {
  const form = multipart(
    'sheet.xlsx',
    file,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fields,
  );
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: form.body,
    headers: { ...form.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  return { status: res.statusCode, ...res.json() };
}
