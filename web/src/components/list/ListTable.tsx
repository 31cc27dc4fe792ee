import { ConfigProvider, Spin, Table, type TableProps } from 'antd';
import './list.css';
import { memo, useMemo, type ReactNode } from 'react';
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
 *
 * The table renders again only when a prop of its own changes: antd's table
 * renders every cell whenever it renders, and a page renders often while
 * nothing in the table moved (a tab clicked, before its rows arrive; a
 * dialog opened). The loading veil is drawn around it for that reason.
 */
const MAX_CONTENT = { x: 'max-content' } as const;
const KeptTable = memo(Table) as unknown as typeof Table;

export function ListTable<Row extends { id: number }>({ query, emptyText, ...table }: Props<Row>) {
  const { componentSize } = ConfigProvider.useConfig();
  const locale = useMemo(() => ({ emptyText: <EmptyState description={emptyText} /> }), [emptyText]);
  return (
    <QueryState query={query}>
      <Spin spinning={query.isFetching}>
        <KeptTable<Row> key={componentSize} rowKey="id" scroll={MAX_CONTENT} {...table} locale={locale} />
      </Spin>
    </QueryState>
  );
}
