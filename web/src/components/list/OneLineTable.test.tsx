import { fireEvent, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { OneLineTable } from './OneLineTable.tsx';

interface Line {
  row: number;
  message: string;
}

const lines: Line[] = [
  { row: 3, message: '没有用户名为“nobody”的在职员工，请先在员工管理中新增' },
  { row: 4, message: '必填' },
];

const cell = (text: string) => screen.getByText(text).closest('td')!;

/** Says the cell's text is wider than the cell, as a long message in a narrow column is. */
const cut = (el: HTMLElement) => {
  vi.spyOn(el, 'scrollWidth', 'get').mockReturnValue(400);
  vi.spyOn(el, 'clientWidth', 'get').mockReturnValue(120);
};

describe('OneLineTable', () => {
  afterEach(() => vi.restoreAllMocks());

  const table = (
    <ConfigProvider componentSize="small">
      <OneLineTable<Line>
        rowKey="row"
        pagination={false}
        dataSource={lines}
        columns={[
          { key: 'row', title: '行', dataIndex: 'row', width: 60 },
          { key: 'message', title: '问题', dataIndex: 'message' },
        ]}
      />
    </ConfigProvider>
  );

  it('keeps every cell on one line, at the size the user chose, laid out from the widths', () => {
    renderPage(table);
    expect(document.querySelector('.ant-table')).toHaveClass('ant-table-small', 'ant-table-layout-fixed');
    for (const text of ['3', lines[0]!.message, '必填']) expect(cell(text)).toHaveClass('ant-table-cell-ellipsis');
  });

  it('shows a cut cell whole on hover, and a whole one without a title', () => {
    renderPage(table);
    const long = cell(lines[0]!.message);
    expect(long).not.toHaveAttribute('title');
    cut(long);
    fireEvent.pointerOver(long);
    expect(long).toHaveAttribute('title', lines[0]!.message);

    const short = cell('必填');
    fireEvent.pointerOver(short);
    expect(short).not.toHaveAttribute('title');
  });
});
