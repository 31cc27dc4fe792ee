import type { TablePaginationConfig } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useStableCallback } from './useStableCallback.ts';

/** New values of URL keys: a list repeats its key (`?status=a&status=b`); null, '' and [] remove it. */
export type QueryPatch = Record<string, string | number | readonly string[] | null | undefined>;

/** A positive whole number from the query, else `fallback` (hand-edited links may hold anything). */
export const positiveInt = (value: string | null, fallback: number): number => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/**
 * A list's view (page, page size, keyword and the page's own keys) kept in the
 * URL query, so a reload or a shared link shows the same view. Defaults stay
 * out of the URL; changes replace the history entry instead of piling up.
 */
export function useUrlQuery(defaultSize: number) {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page'), 1);
  const size = positiveInt(params.get('size'), defaultSize);
  const keyword = params.get('keyword') ?? '';

  // The same function while the URL changes (react-router's setter is new with each URL): the table's
  // pager and handlers built on it stay the same, and the table leaves its cells alone.
  const update = useStableCallback(
    (patch: QueryPatch) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            const isDefault =
              value === null || value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'size' && value === defaultSize);
            next.delete(key);
            if (isDefault) continue;
            if (typeof value === 'object') value.forEach((item) => next.append(key, item));
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
  );

  return useMemo(() => ({ params, page, size, keyword, update }), [params, page, size, keyword, update]);
}

export type UrlQuery = ReturnType<typeof useUrlQuery>;

/**
 * Table pagination bound to the URL query. A page past the end (after
 * deletions, or from an old link) moves to the last page once the total is known.
 */
export function useUrlPagination(
  { page, size, update }: Pick<UrlQuery, 'page' | 'size' | 'update'>,
  total: number | undefined,
  showTotal: (total: number) => ReactNode,
): TablePaginationConfig {
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / size));
  useEffect(() => {
    if (total !== undefined && page > lastPage) update({ page: lastPage });
  }, [total, page, lastPage, update]);
  // Called as the pager renders, so the latest words show though the pager object is kept.
  const latestTotal = useStableCallback(showTotal);
  return useMemo(
    () => ({
      current: page,
      pageSize: size,
      total,
      showSizeChanger: true,
      // A long list is reached by page number too.
      showQuickJumper: lastPage > 5,
      showTotal: latestTotal,
      onChange: (nextPage: number, nextSize: number) => update({ page: nextPage, size: nextSize }),
    }),
    [page, size, total, lastPage, latestTotal, update],
  );
}
