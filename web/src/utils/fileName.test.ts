import { describe, expect, it } from 'vitest';
import { exportName } from './fileName.ts';

describe('exportName', () => {
  it('names what, the day and the conditions, without what file systems refuse', () => {
    expect(exportName('运单', ['未签收', '星辰', '', null, 'a/b:c d'], '2026-11-27')).toBe(
      '运单_2026-11-27_未签收_星辰_a-b-c-d.xlsx',
    );
    expect(exportName('客户', [], '2026-11-27')).toBe('客户_2026-11-27.xlsx');
    expect(exportName('x', ['y'.repeat(100)], '2026-11-27')).toHaveLength('x_2026-11-27_'.length + 60 + '.xlsx'.length);
  });
});
