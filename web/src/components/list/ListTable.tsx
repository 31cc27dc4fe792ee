import { ConfigProvider, Spin } from 'antd';
import './list.css';
import { useMemo, type ReactNode } from 'react';
import { useSlow } from '../../utils/useSlow.ts';
import { EmptyState, QueryState, type QueryStatus } from '../QueryState.tsx';
import { DataTable, type DataTableProps } from './table/DataTable.tsx';

interface Props<Row extends { id: number }> extends Omit<DataTableProps<Row>, 'emptyText' | 'size'> {
  query: QueryStatus & { isFetching: boolean };
  /** What the empty table says: nothing yet, or nothing matching the search (without it, the plain empty state). */
  emptyText?: ReactNode;
}

/**
 * A list's table with the console's loading, failed and empty states. Its row
 * height follows the size the user chose in the header, like every other
 * control; wide tables scroll sideways inside the card.
 *
 * The loading veil is a layer of its own over the table, there only once the
 * answer is slow: a class on the table's box (antd Spin's blur) makes the
 * browser restyle and repaint every cell when the rows are asked for and
 * again when they come, on a slow PC as long as drawing the new rows; and a
 * spinner put up at once drew frames while the answer came back (a few tens
 * of milliseconds each on a slow PC), which held up reading it.
 */
export function ListTable<Row extends { id: number }>({ query, emptyText, ...table }: Props<Row>) {
  const { componentSize } = ConfigProvider.useConfig();
  const empty = useMemo(() => <EmptyState description={emptyText} />, [emptyText]);
  const slow = useSlow(query.isFetching);
  return (
    <QueryState query={query}>
      <div className="list-table" aria-busy={query.isFetching || undefined}>
        <DataTable<Row> size={componentSize} {...table} emptyText={empty} />
        {slow && (
          <div className="list-table-veil">
            <Spin />
          </div>
        )}
      </div>
    </QueryState>
  );
}
