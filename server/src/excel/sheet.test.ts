import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeSheet, type Sheet, type Values } from './sheet.ts';

const word = { zh: '文字', en: 'Text', es: 'Texto', ja: 'テキスト' };
const sheet: Sheet = { name: word, columns: [{ key: 'text', label: word }] };
const ctx = { lang: 'en' as const, log: { error: () => undefined } } as unknown as Parameters<typeof writeSheet>[0];
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
  for (let last = -1; last !== seen.read; ) {
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
