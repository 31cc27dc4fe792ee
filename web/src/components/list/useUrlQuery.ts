import type { TablePaginationConfig } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useStableCallback } from '../../utils/useStableCallback.ts';

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
    const isDefault =
      value === null ||
      value === undefined ||
      value === '' ||
      (key === 'page' && value === 1) ||
      (key === 'size' && value === defaultSize);
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
 * How long a list goes on showing the view it has while the next view's rows
 * are on their way; after that it shows the next view with its loading state.
 */
export const HOLD_MS = 300;

/**
 * A list's view (page, page size, keyword and the page's own keys) kept in the
 * URL query, so a reload or a shared link shows the same view. Defaults stay
 * out of the URL; changes replace the history entry instead of piling up.
 *
 * `onUpdate` hears the next view as it is asked for: a list asks for its next
 * rows then, at the click. When it answers a promise (the rows on their way),
 * the URL changes once they are there, or after HOLD_MS: the page then renders
 * once, with the new rows, instead of once for the URL (with the old rows and
 * a loading state) and again for the rows; on a slow PC the first render held
 * the answer up by a few hundred milliseconds.
 */
export function useUrlQuery(defaultSize: number, onUpdate?: (next: UrlView) => Promise<unknown> | void) {
  const [params, setParams] = useSearchParams();
  // Updates build on each other until the URL shows them, as react-router's own updater would.
  const pending = useRef<URLSearchParams | undefined>(undefined);
  useEffect(() => {
    pending.current = undefined;
  }, [params]);

  // The same function while the URL changes (react-router's setter is new with each URL): the table's
  // pager and handlers built on it stay the same, and the table leaves its cells alone.
  const update = useStableCallback((patch: QueryPatch) => {
    const next = patched(pending.current ?? params, patch, defaultSize);
    pending.current = next;
    // Only the latest of updates asked in a row is shown.
    const show = () => {
      if (pending.current === next) setParams(next, { replace: true });
    };
    const ready = onUpdate?.(viewOf(next, defaultSize));
    if (!ready) return show();
    void Promise.race([ready.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, HOLD_MS))]).then(
      show,
    );
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
export function useUrlPagination(
  { page, size, update }: Pick<UrlQuery, 'page' | 'size' | 'update'>,
  total: number | undefined,
  totalText: string,
): TablePaginationConfig {
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
