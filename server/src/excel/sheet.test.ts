import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, plain, readSheet, writeSheet, type Sheet, type Values } from './sheet.ts';

const word = { zh: '文字', en: 'Text', es: 'Texto', ja: 'テキスト' };
const sheet: Sheet = { name: word, columns: [{ key: 'text', label: word }] };
const ctx = { lang: 'en' as const, log: { error: () => undefined, info: () => undefined } } as unknown as Parameters<
  typeof writeSheet
>[0];
const BATCHES = 40;

/** Batches of rows that hardly compress (so the zip's output fills what waits to be read), counting what was read. */
function source() {
  const seen = { read: 0, closed: false };
  async function* batches(): AsyncGenerator<Values[]> {
    try {
      for (let b = 0; b < BATCHES; b++) {
        seen.read++;
        yield Array.from({ length: 200 }, () => ({ text: randomBytes(150).toString('base64') }));
      }
    } finally {
      seen.closed = true;
    }
  }
  return { seen, batches: batches() };
}

/** Until the count stops moving for a while. */
async function settled(seen: { read: number }) {
  for (let last = -1; last !== seen.read;) {
    last = seen.read;
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('writeSheet', () => {
  it('reads the next batch only once the zip and the reader have taken the last', async () => {
    const { seen, batches } = source();
    const { stream } = await writeSheet(ctx, sheet, batches);
    await settled(seen);
    // Nobody reads the answer: a few batches fill the zip, then nothing more is read.
    expect(seen.read).toBeLessThan(BATCHES / 4);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(seen.read).toBe(BATCHES);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(1 + BATCHES * 200);
  });

  it('stops reading once the reader is gone', async () => {
    const { seen, batches } = source();
    const { stream } = await writeSheet(ctx, sheet, batches);
    await settled(seen);
    stream.destroy();
    await settled(seen);
    expect(seen.closed).toBe(true);
    expect(seen.read).toBeLessThan(BATCHES);
  });
});

const timed: Sheet = {
  name: word,
  columns: [
    { key: 'at', label: { zh: '时间', en: 'Time', es: 'Hora', ja: '時刻' }, kind: 'dateTime' },
    { key: 'day', label: { zh: '日期', en: 'Day', es: 'Día', ja: '日付' }, kind: 'date' },
    { key: 'amount', label: { zh: '金额', en: 'Amount', es: 'Importe', ja: '金額' }, kind: 'money' },
  ],
};
const shanghai = { ...ctx, timeZone: 'Asia/Shanghai' };

async function bytesOf(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Sheet1');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('days, times and decimals', () => {
  it('writes them as dates under a header naming the clock, and amounts as numbers only where a double keeps every digit', async () => {
    const rows = [
      { at: '2026-01-01T00:00:00Z', day: '2026-03-31', amount: '12345678.1234' },
      { amount: '1234567890123456.78' },
    ];
    const { stream } = await writeSheet(
      shanghai,
      timed,
      (async function* () {
        yield rows;
      })(),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await bytesOf(stream)) as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Time (Asia/Shanghai)', 'Day (Asia/Shanghai)', 'Amount']);
    expect(ws.getRow(2).values).toEqual([
      undefined,
      new Date('2026-01-01T08:00:00Z'),
      new Date('2026-03-31T00:00:00Z'),
      12345678.1234,
    ]);
    expect(cellText(plain(ws.getCell('C2').value)!)).toBe('12345678.1234');
    // Eighteen digits: a double would round them, so the text stays.
    expect(ws.getCell('C3').value).toBe('1234567890123456.78');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBe('A1:C1');
  });

  it("reads a time on the clock its header names, the company's under the plain label, and refuses a clock nobody knows", async () => {
    const eight = new Date(Date.UTC(2026, 0, 1, 8));
    const [utc] = await readSheet(
      shanghai,
      timed,
      await workbookOf([
        ['Time (UTC)', 'Day (Asia/Shanghai)', 'Amount'],
        [eight, new Date(Date.UTC(2026, 2, 31)), 1.5],
      ]),
    );
    expect(utc!.values).toEqual({ at: '2026-01-01T08:00:00.000Z', day: '2026-03-31', amount: '1.5' });
    const [company] = await readSheet(
      shanghai,
      timed,
      await workbookOf([
        ['时间', '日期', '金额'],
        [eight, '2026-03-31', '1.5'],
      ]),
    );
    expect(company!.values).toMatchObject({ at: '2026-01-01T00:00:00.000Z', day: '2026-03-31' });
    await expect(
      readSheet(
        shanghai,
        timed,
        await workbookOf([
          ['Time (Mars/Base)', 'Day', 'Amount'],
          [eight, '2026-03-31', 1],
        ]),
      ),
    ).rejects.toMatchObject({
      data: { errors: expect.arrayContaining([expect.objectContaining({ field: 'Time (Mars/Base)' })]) },
    });
  });
});
