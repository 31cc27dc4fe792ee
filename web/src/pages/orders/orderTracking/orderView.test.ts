import { describe, expect, it } from 'vitest';
import {
  emptyFilter,
  filterFromUrl,
  filterWords,
  keptFilter,
  LISTS_IN_URL_MAX,
  orderFilterOf,
  splitNumbers,
  tabFromUrl,
  urlOf,
  type FilterValues,
} from './orderView.ts';

describe('order view', () => {
  it('reads a pasted column as the server does: blank lines dropped, spaces trimmed, each number once', () => {
    expect(splitNumbers('A1\r\n\r\n  A2 \nA1\n\tA3,A4；A5\n')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    expect(splitNumbers('  \n ')).toEqual([]);
  });

  it('keeps a filter in the URL and reads the same filter back', () => {
    const values: FilterValues = {
      ...emptyFilter,
      numbers: 'A1\n\nA2',
      customerOrderNumber: 'C-9',
      shortName: ' 深圳 ',
      nameList: ['张伟', '李娜'],
      statusName: ['已发货'],
      trackingStatus: ['InTransit', 'Exception'],
      countryNameCn: 'US',
      entryDate: ['2026-01-01', '2026-01-31'],
      signedDate: ['2026-02-01', '2026-02-28'],
      problem: true,
    };
    const params = urlOf(values);
    expect(params.toString()).toBe(
      'numbers=A1%2CA2&customerOrderNumber=C-9&shortName=%E6%B7%B1%E5%9C%B3&countryNameCn=US&nameList=%E5%BC%A0%E4%BC%9F&nameList=%E6%9D%8E%E5%A8%9C' +
        '&statusName=%E5%B7%B2%E5%8F%91%E8%B4%A7&trackingStatus=InTransit&trackingStatus=Exception&from=2026-01-01&to=2026-01-31' +
        '&signedFrom=2026-02-01&signedTo=2026-02-28&problem=1',
    );
    expect(filterFromUrl(params)).toEqual({ ...values, numbers: 'A1\nA2', shortName: '深圳' });
    expect(keptFilter(values)).toEqual(filterFromUrl(params));
    expect(orderFilterOf(values, 'signed', 'descend', false)).toMatchObject({
      entryDate: ['2026-01-01', '2026-01-31'],
      signedDate: ['2026-02-01', '2026-02-28'],
    });
  });

  it('keeps number lists too long for an address in the session instead', () => {
    const numbers = Array.from({ length: 500 }, (_, i) => `SF${String(i).padStart(10, '0')}`).join('\n');
    const params = urlOf({ ...emptyFilter, numbers });
    expect(params.get('lists')).toBe('session');
    expect(params.has('numbers')).toBe(false);
    expect(params.toString().length).toBeLessThan(LISTS_IN_URL_MAX);
    expect(filterFromUrl(params).numbers.split('\n')).toHaveLength(500);
  });

  it('leaves out what a hand-edited link holds that is not a filter', () => {
    const params = new URLSearchParams(
      'trackingStatus=Lost&trackingStatus=Delivered&from=2026-13&to=x&signedFrom=2026-02-09&problem=yes',
    );
    expect(filterFromUrl(params)).toEqual({ ...emptyFilter, trackingStatus: ['Delivered'] });
    // Days given the wrong way round are read as the range they name.
    expect(filterFromUrl(new URLSearchParams('signedFrom=2026-02-09&signedTo=2026-02-01')).signedDate).toEqual([
      '2026-02-01',
      '2026-02-09',
    ]);
  });

  it('sends only the conditions set, and none on agents for a role that may not see them', () => {
    const values: FilterValues = { ...emptyFilter, numbers: 'A1\n\n', agentName: '美西', agentCode: 'USW', name: '张' };
    expect(orderFilterOf(values, 'signed', 'ascend', false)).toEqual({
      isReceived: '已签收',
      sort: 'ascend',
      numbers: ['A1'],
      agentName: '美西',
      agentCode: 'USW',
      name: '张',
    });
    expect(orderFilterOf(values, 'unsigned', 'descend', true)).toEqual({
      isReceived: '未签收',
      sort: 'descend',
      numbers: ['A1'],
      name: '张',
    });
  });

  it('reads the three tabs from the URL and asks for each (全部: both)', () => {
    const tab = (query: string) => tabFromUrl(new URLSearchParams(query));
    expect([tab(''), tab('tab=signed'), tab('tab=all'), tab('tab=nonsense')]).toEqual([
      'unsigned',
      'signed',
      'all',
      'unsigned',
    ]);
    expect(orderFilterOf(emptyFilter, 'all', 'descend', false).isReceived).toBe('全部');
  });

  it('reads 未追踪 from the URL, and names tracking statuses in an export’s name by their names', () => {
    const values = filterFromUrl(
      new URLSearchParams('trackingStatus=Untracked&trackingStatus=InTransit&trackingStatus=Lost'),
    );
    expect(values.trackingStatus).toEqual(['Untracked', 'InTransit']);
    const names: Record<string, string> = { Untracked: '未追踪', InTransit: '运输途中' };
    expect(filterWords(values, { counted: (n) => `${n}个单号`, tracking: (s) => names[s]! }).filter(Boolean)).toEqual([
      '未追踪',
      '运输途中',
    ]);
  });
});
