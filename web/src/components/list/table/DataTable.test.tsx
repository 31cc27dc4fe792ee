import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../test/render.tsx';
import { DataTable, type DataTableProps, type SortOrder } from './DataTable.tsx';

interface Row {
  id: number;
  name: string;
  weight: number;
}

const rows = (n: number, from = 1): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `货物${from + i}`, weight: (from + i) * 1.5 }));
const columns: TableColumnsType<Row> = [
  { key: 'name', title: '名称', dataIndex: 'name', fixed: 'left', width: 120 },
  { key: 'weight', title: '重量', dataIndex: 'weight', align: 'right', width: 80 },
  { key: 'actions', title: '操作', fixed: 'right', render: (_, row) => <button type="button">编辑 {row.name}</button> },
];
const row = (name: string) => screen.getByText(name).closest('tr')!;

/** A page of 30 rows, then the next 30 at a click, as a list's pager brings them: the table stays, its rows change. */
function Paging({ columns, width }: { columns: TableColumnsType<Row>; width?: number }) {
  const [data, setData] = useState(() => rows(30));
  return (
    <>
      <button type="button" onClick={() => setData(rows(30, 101))}>
        下一页
      </button>
      <DataTable<Row> columns={columns} dataSource={data} scroll={width ? { x: width } : undefined} />
    </>
  );
}

/** A table whose selection is kept by the test, as useList keeps it. */
function Selecting({ data, preserve, onKeys }: { data: Row[]; preserve?: boolean; onKeys: (keys: Key[]) => void }) {
  const [keys, setKeys] = useState<Key[]>([99]);
  return (
    <DataTable<Row>
      columns={columns}
      dataSource={data}
      rowSelection={{
        selectedRowKeys: keys,
        preserveSelectedRowKeys: preserve,
        onChange: (next) => {
          setKeys(next);
          onKeys(next);
        },
      }}
    />
  );
}

describe('DataTable', () => {
  it('draws each column of each row, by render or by data index, and pins the columns that ask', () => {
    renderPage(<DataTable<Row> columns={columns} dataSource={rows(2)} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['名称', '重量', '操作']);
    expect(
      within(row('货物2'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['货物2', '3', '编辑 货物2']);
    const [name, weight, actions] = within(row('货物1')).getAllByRole('cell');
    expect(name).toHaveStyle({ left: '0px' });
    expect(name).toHaveClass('data-table-cell-fix-left-last');
    expect(weight).toHaveClass('data-table-cell-right');
    expect(actions).toHaveStyle({ right: '0px' });
  });

  it('says what the page gives when there are no rows, and shows no pager', () => {
    renderPage(
      <DataTable<Row>
        columns={columns}
        dataSource={[]}
        emptyText="还没有货物"
        pagination={{ current: 1, pageSize: 10, total: 0 }}
      />,
    );
    expect(screen.getByText('还没有货物')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /1/ })).toBeNull();
  });

  it('keeps rows chosen on other pages when asked to, and drops them otherwise', async () => {
    const user = userEvent.setup();
    const kept = vi.fn();
    const { unmount } = renderPage(<Selecting data={rows(3)} preserve onKeys={kept} />);
    await user.click(within(row('货物2')).getByRole('checkbox', { name: '选择此行' }));
    expect(kept).toHaveBeenLastCalledWith([99, 2]);
    expect(row('货物2')).toHaveClass('data-table-row-selected');
    await user.click(within(row('货物2')).getByRole('checkbox'));
    expect(kept).toHaveBeenLastCalledWith([99]);
    unmount();

    const dropped = vi.fn();
    renderPage(<Selecting data={rows(3)} onKeys={dropped} />);
    await user.click(within(row('货物1')).getByRole('checkbox'));
    expect(dropped).toHaveBeenLastCalledWith([1]);
  });

  it('chooses every row of the page from the header, shows some chosen as half, and clears the page again', async () => {
    const user = userEvent.setup();
    const keys = vi.fn();
    renderPage(<Selecting data={rows(3)} preserve onKeys={keys} />);
    const page = screen.getByRole('checkbox', { name: '全选本页' });
    await user.click(within(row('货物1')).getByRole('checkbox'));
    expect((page as HTMLInputElement).indeterminate).toBe(true);
    await user.click(page);
    expect(keys).toHaveBeenLastCalledWith([99, 1, 2, 3]);
    expect(page).toBeChecked();
    await user.click(page);
    expect(keys).toHaveBeenLastCalledWith([99]);
  });

  it('asks for the other order when a sorted header is clicked, and says the order to assistive technology', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn<(key: string, order: SortOrder) => void>();
    const sorted = (order: SortOrder): DataTableProps<Row>['columns'] => [
      { key: 'weight', title: '重量', dataIndex: 'weight', sorter: true, sortOrder: order },
    ];
    const { rerender } = renderPage(
      <DataTable<Row> columns={sorted('descend')} dataSource={rows(1)} onSort={onSort} />,
    );
    expect(screen.getByRole('columnheader', { name: '重量' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: '重量' }));
    expect(onSort).toHaveBeenLastCalledWith('weight', 'ascend');
    rerender(<DataTable<Row> columns={sorted('ascend')} dataSource={rows(1)} onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: '重量' }));
    expect(onSort).toHaveBeenLastCalledWith('weight', 'descend');
  });

  it('opens and closes the rows that can expand, and only those', async () => {
    const user = userEvent.setup();
    renderPage(
      <DataTable<Row>
        columns={columns}
        dataSource={rows(2)}
        expandable={{ rowExpandable: (r) => r.id === 1, expandedRowRender: (r) => <p>{r.name} 的明细</p> }}
      />,
    );
    expect(within(row('货物2')).queryByRole('button', { name: '展开行' })).toBeNull();
    await user.click(within(row('货物1')).getByRole('button', { name: '展开行' }));
    expect(screen.getByText('货物1 的明细')).toBeInTheDocument();
    await user.click(within(row('货物1')).getByRole('button', { name: '收起行' }));
    expect(screen.queryByText('货物1 的明细')).toBeNull();
  });

  it('draws the rows that can be in view first and the rest after that frame, when new rows come', async () => {
    const { rerender } = renderPage(<DataTable<Row> columns={columns} dataSource={rows(2)} />);
    await screen.findByText('货物2');
    // A window of 768 px holds at most 22 rows of the smallest size: the 100th comes a frame later.
    rerender(<DataTable<Row> columns={columns} dataSource={rows(100, 201)} />);
    expect(screen.getByText('货物201')).toBeInTheDocument();
    expect(screen.queryByText('货物300')).toBeNull();
    await waitFor(() => expect(screen.getByText('货物300')).toBeInTheDocument());
    expect(screen.getAllByRole('row')).toHaveLength(101);
  });

  it('draws new rows into the elements of the rows they replace, those out of view a frame later', async () => {
    renderPage(<Paging columns={columns} />);
    await screen.findByText('货物30');
    const firstCell = screen.getByText('货物1').closest('td');
    const lastRow = row('货物30');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(screen.getByText('货物101').closest('td')).toBe(firstCell);
    // A window of 768 px holds at most 22 rows: the 30th place still shows what it showed.
    expect(row('货物30')).toBe(lastRow);
    await waitFor(() => expect(row('货物130')).toBe(lastRow));
    expect(screen.queryByText('货物30')).toBeNull();
  });

  describe('in a table wider than its box', () => {
    afterEach(() => vi.restoreAllMocks());
    const wide: TableColumnsType<Row> = [
      { key: 'name', title: '名称', dataIndex: 'name', fixed: 'left', width: 120 },
      { key: 'weight', title: '重量', dataIndex: 'weight', width: 200 },
      { key: 'note', title: '备注', render: (_, r) => `备注${r.id}`, width: 300 },
      { key: 'actions', title: '操作', fixed: 'right', width: 100, render: (_, r) => `操作${r.id}` },
    ];
    const cells = (name: string) =>
      within(row(name))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    /** Shows the first page in a box this wide at the table's left edge, then the next page: its first row's cells as first drawn. */
    const nextPageIn = async (boxWidth: number) => {
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
      renderPage(<Paging columns={wide} width={720} />);
      await screen.findByText('备注30');
      fireEvent.click(screen.getByRole('button', { name: '下一页' }));
      return cells('货物101');
    };

    it('draws the columns out of view a frame after the rest when new rows come, the pinned ones at once', async () => {
      // Name (0–120) and weight (120–320) reach into a box 300 px wide, note (320–620) does not: it keeps the cell
      // it had.
      expect(await nextPageIn(300)).toEqual(['货物101', '151.5', '备注1', '操作101']);
      await waitFor(() => expect(cells('货物101')).toEqual(['货物101', '151.5', '备注101', '操作101']));
    });

    it('draws every column at once when the table is no wider than its box', async () => {
      expect(await nextPageIn(800)).toEqual(['货物101', '151.5', '备注101', '操作101']);
    });
  });
});
