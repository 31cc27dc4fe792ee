import { fireEvent, screen } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { DataTable } from './table/DataTable.tsx';
import { useColumnSettings } from './useColumnSettings.tsx';

interface Row {
  id: number;
  name: string;
}
const columns: TableColumnsType<Row> = [
  { key: 'name', title: '名称', dataIndex: 'name', width: 120 },
  { key: 'note', title: '备注', width: 200 },
];

function Sized() {
  const { table } = useColumnSettings('sized-test', columns);
  return <DataTable<Row> {...table} dataSource={[{ id: 1, name: '货物' }]} />;
}

describe('column sizing', () => {
  it('moves the column with the pointer while dragging, and keeps the width when it is let go', () => {
    localStorage.clear();
    const { container } = renderPage(<Sized />);
    const header = screen.getByRole('columnheader', { name: '名称' });
    const col = () => container.querySelectorAll('col')[0]!;
    expect(col()).toHaveStyle({ width: '120px' });
    // jsdom lays nothing out: the drag starts from a width of 0, so the width is the distance moved.
    fireEvent.pointerDown(header.querySelector('.column-resize-handle')!, { clientX: 100 });
    fireEvent.pointerMove(window, { clientX: 250 });
    // A table laid out from its columns' widths follows the <col>, not the cell.
    expect(col()).toHaveStyle({ width: '150px' });
    fireEvent.pointerUp(window, { clientX: 260 });
    expect(col()).toHaveStyle({ width: '160px' });
    expect(
      JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith('.sized-test'))!)!),
    ).toMatchObject({ widths: { name: 160 } });
  });
});
