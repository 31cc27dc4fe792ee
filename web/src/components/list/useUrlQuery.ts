import type { TablePaginationConfig } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useStableCallback } from './useStableCallback.ts';

/** New values of URL keys: a list repeats its key (`?status=a&status=b`); null, '' and [] remove it. */
export type QueryPatch = Record<string, string | number | readonly string[] | null | undefined>;

/** A positive whole number from the query, else `fallback` (hand-edited links may hold anything). */
export const positiveInt = (value: string | null, fallback: number): number => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/** The query after a patch: defaults (page 1, the default size, blanks) left out. */
export function patched(current: URLSearchParams, patch: QueryPatch, defaultSize: number): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    const isDefault = value === null || value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'size' && value === defaultSize);
    next.delete(key);
    if (isDefault) continue;
    if (typeof value === 'object') value.forEach((item) => next.append(key, item));
    else next.set(key, String(value));
  }
  return next;
}

/** What a list reads of its URL query. */
export interface UrlView {
  params: URLSearchParams;
  page: number;
  size: number;
  keyword: string;
}

const viewOf = (params: URLSearchParams, defaultSize: number): UrlView => ({
  params,
  page: positiveInt(params.get('page'), 1),
  size: positiveInt(params.get('size'), defaultSize),
  keyword: params.get('keyword') ?? '',
});

/**
 * A list's view (page, page size, keyword and the page's own keys) kept in the
 * URL query, so a reload or a shared link shows the same view. Defaults stay
 * out of the URL; changes replace the history entry instead of piling up.
 *
 * `onUpdate` hears the next view as it is asked for, before the page renders
 * for the new URL: a list asks for its next rows then, at the click, rather
 * than once the whole page has rendered again (on a slow PC, most of the wait).
 */
export function useUrlQuery(defaultSize: number, onUpdate?: (next: UrlView) => void) {
  const [params, setParams] = useSearchParams();
  // Two updates in one event build on each other, as react-router's own updater would.
  const pending = useRef<URLSearchParams | undefined>(undefined);
  useEffect(() => {
    pending.current = undefined;
  }, [params]);

  // The same function while the URL changes (react-router's setter is new with each URL): the table's
  // pager and handlers built on it stay the same, and the table leaves its cells alone.
  const update = useStableCallback((patch: QueryPatch) => {
    const next = patched(pending.current ?? params, patch, defaultSize);
    pending.current = next;
    onUpdate?.(viewOf(next, defaultSize));
    setParams(next, { replace: true });
  });

  const { page, size, keyword } = viewOf(params, defaultSize);
  return useMemo(() => ({ params, page, size, keyword, update }), [params, page, size, keyword, update]);
}

export type UrlQuery = ReturnType<typeof useUrlQuery>;

/**
 * Table pagination bound to the URL query. A page past the end (after
 * deletions, or from an old link) moves to the last page once the total is known.
 * `totalText` is what the pager says beside it ("共 N 人"): the pager object
 * changes only when the page, the size, the total or those words do.
 */
export function useUrlPagination({ page, size, update }: Pick<UrlQuery, 'page' | 'size' | 'update'>, total: number | undefined, totalText: string): TablePaginationConfig {
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / size));
  useEffect(() => {
    if (total !== undefined && page > lastPage) update({ page: lastPage });
  }, [total, page, lastPage, update]);
  return useMemo(
    () => ({
      current: page,
      pageSize: size,
      total,
      showSizeChanger: true,
      // A long list is reached by page number too.
      showQuickJumper: lastPage > 5,
      showTotal: () => totalText,
      onChange: (nextPage: number, nextSize: number) => update({ page: nextPage, size: nextSize }),
    }),
    [page, size, total, lastPage, totalText, update],
  );
}
