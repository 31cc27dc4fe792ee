import { ConfigProvider, Table, type TableColumnsType, type TableProps } from 'antd';
import { useMemo, type PointerEvent } from 'react';
import { titleIfCut } from './cutTitle.ts';
import './list.css';

/**
 * antd's Table under the lists' rule (DataTable): one line a row, as tall as DataTable's at the size the user chose,
 * each cell cut with an ellipsis and shown whole on hover. For the tables that are not a list of records: an
 * editable grid, a report in a dialog. Cells are laid out from the columns' widths (fixed), so one without a width
 * takes what is left and is the one cut.
 */
export function OneLineTable<Row extends object>({ columns, ...table }: Omit<TableProps<Row>, 'size' | 'tableLayout'>) {
  const { componentSize } = ConfigProvider.useConfig();
  const cut = useMemo(
    () => columns?.map((c) => ({ ellipsis: { showTitle: false }, ...c })) as TableColumnsType<Row> | undefined,
    [columns],
  );
  return (
    <div className="one-line-table" onPointerOver={showCut}>
      <Table<Row> {...table} size={componentSize} tableLayout="fixed" columns={cut} />
    </div>
  );
}

const showCut = (e: PointerEvent) => titleIfCut(e.target, '.ant-table-cell-content, .ant-table-cell-ellipsis');
