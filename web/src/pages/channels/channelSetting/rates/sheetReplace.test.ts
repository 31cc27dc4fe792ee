import type { RateSheetSummary } from '@fwd/contract';
import { describe, expect, it } from 'vitest';
import { effectOf } from './sheetReplace.ts';

const sheet = (id: number, effectiveFrom: string, state: RateSheetSummary['state']): RateSheetSummary => ({
  id,
  channelId: 1,
  effectiveFrom,
  note: null,
  state,
  zoneCount: 1,
  rateCount: 1,
  createdBy: '管理员',
  createdAt: '2026-01-01T00:00:00Z',
  firstQuotedAt: null,
  version: 1,
});
const sheets = [sheet(3, '2026-12-01', 'future'), sheet(2, '2026-11-01', 'inForce'), sheet(1, '2026-09-01', 'past')];

describe('effectOf', () => {
  it('says a sheet from today replaces the one in force at once', () => {
    expect(effectOf(sheets, '2026-11-26', '2026-11-26', null)).toEqual({ inForce: sheets[1] });
  });

  it('says nothing of a future day, of a day gone (refused), with no sheet in force, nor of the sheet being replaced itself', () => {
    expect(effectOf(sheets, '2026-11-27', '2026-11-26', null)).toBeNull();
    expect(effectOf(sheets, '2026-10-01', '2026-11-26', null)).toBeNull();
    expect(effectOf([sheets[0]!], '2026-11-26', '2026-11-26', null)).toBeNull();
    expect(effectOf(sheets, '2026-11-26', '2026-11-26', 2)).toBeNull();
  });
});
