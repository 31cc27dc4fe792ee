import { ConfigProvider, Table, type TableProps } from 'antd';
import './list.css';
import type { ReactNode } from 'react';
import { EmptyState, QueryState, type QueryStatus } from '../QueryState.tsx';

interface Props<Row> extends Omit<TableProps<Row>, 'loading' | 'locale' | 'size'> {
  query: QueryStatus & { isFetching: boolean };
  /** What the empty table says: nothing yet, or nothing matching the search. */
  emptyText: ReactNode;
}

/**
 * A list's table with the console's loading, failed and empty states. Its row
 * height follows the size the user chose in the header, like every other
 * control; wide tables scroll sideways inside the card.
 *
 * Keyed by that size: antd keeps the pinned columns' offsets measured at the
 * size before, so they would overlap their neighbours until a reload.
 */
export function ListTable<Row extends { id: number }>({ query, emptyText, ...table }: Props<Row>) {
  const { componentSize } = ConfigProvider.useConfig();
  return (
    <QueryState query={query}>
      <Table<Row>
        key={componentSize}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        {...table}
        loading={query.isFetching}
        locale={{ emptyText: <EmptyState description={emptyText} /> }}
      />
    </QueryState>
  );
}
