import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation, type Area } from '../../api/areas.ts';
import { usePrefetchNow } from '../../api/usePrefetchNow.ts';
import { useConfirmedAction } from '../useConfirmedAction.ts';
import type { RowSelection } from './table/DataTable.tsx';
import { useStableCallback } from '../../utils/useStableCallback.ts';
import { useUrlPagination, useUrlQuery, type UrlView } from './useUrlQuery.ts';

export interface Paged<Row> {
  records: Row[];
  total: number;
}

interface ListOptions<Data, Q extends readonly unknown[]> {
  /** The page size unless the URL says otherwise. */
  pageSize: number;
  /**
   * The query of the page the URL names: one of an area's queries (api/<area>.ts).
   * Its data is the page of rows, with whatever else the endpoint answers beside it (counts).
   */
  query: (view: UrlView) => UseQueryOptions<Data, Error, Data, Q>;
  /** "共 N 人" beside the pager; how many are selected follows it there, where it moves nothing else. */
  total: (count: number) => string;
  /** The area the rows belong to: deleting reloads it. */
  area: Area;
  /** Deletes rows by id. */
  remove?: (ids: number[]) => Promise<unknown>;
}

export interface RemoveRows {
  ids: number[];
  title: string;
  content?: string;
  okText?: string;
  done: string;
}

/**
 * A paged list as every console page has it: the view (page, size, keyword,
 * the page's own keys) in the URL query, the page of rows, the pager, a row
 * selection kept across pages, and a confirmed delete that drops the deleted
 * rows from the selection.
 */
export function useList<Data extends Paged<{ id: number }>, Q extends readonly unknown[]>({
  pageSize,
  query: queryOf,
  total,
  area,
  remove,
}: ListOptions<Data, Q>) {
  type Row = Data['records'][number];
  const { t } = useTranslation('widgets');
  const queryClient = useQueryClient();
  // The next view's rows are asked for as it is chosen (a tab, a page, a search); the URL shows it once they are there.
  const prefetch = useStableCallback((next: UrlView) => queryClient.prefetchQuery(queryOf(next)));
  const view = useUrlQuery(pageSize, prefetch);
  const options = queryOf(view);
  usePrefetchNow(options);
  const query = useQuery(options);
  const [selected, setSelected] = useState<number[]>([]);
  const count = query.data?.total ?? 0;
  const pagination = useUrlPagination(
    view,
    query.data?.total,
    selected.length > 0 ? `${total(count)} · ${t('selected', { count: selected.length })}` : total(count),
  );
  const confirmDelete = useConfirmedAction();
  const removal = useAreaMutation(area, (ids: number[]) => remove?.(ids) ?? Promise.resolve());

  // Kept while the selection is: a new one would have the table render every cell again.
  const rowSelection: RowSelection = useMemo(
    () => ({
      selectedRowKeys: selected,
      preserveSelectedRowKeys: true,
      onChange: (keys: Key[]) => setSelected(keys.map(Number)),
    }),
    [selected],
  );

  const clearSelection = useCallback(() => setSelected([]), []);
  const { mutateAsync } = removal;
  const removeRows = useCallback(
    ({ ids, ...dialog }: RemoveRows) =>
      confirmDelete({
        ...dialog,
        run: () => mutateAsync(ids).then(() => setSelected((keys) => keys.filter((k) => !ids.includes(k)))),
      }),
    [confirmDelete, mutateAsync],
  );

  return {
    view,
    query,
    // Reading a property of a type parameter gives its constraint's type: the rows are the page's own.
    rows: query.data?.records as readonly Row[] | undefined,
    pagination,
    selected,
    clearSelection,
    rowSelection,
    removeRows,
  };
}
