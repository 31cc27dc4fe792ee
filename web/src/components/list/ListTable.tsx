import { Table, type TableProps } from 'antd';
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
 */
export function ListTable<Row extends { id: number }>({ query, emptyText, ...table }: Props<Row>) {
  return (
    <QueryState query={query}>
      <Table<Row> rowKey="id" scroll={{ x: 'max-content' }} {...table} loading={query.isFetching} locale={{ emptyText: <EmptyState description={emptyText} /> }} />
    </QueryState>
  );
}
