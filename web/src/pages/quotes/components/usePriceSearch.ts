import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { quotesQueries } from '../../../api/quotes.ts';
import {
  OPTION_KEYS,
  PAGE_DEFAULTS,
  PAGE_KEYS,
  piecesOf,
  priceQueryFromUrl,
  priceQueryOf,
  valuesOf,
  type QueryValues,
} from './quoteQuery.ts';

/**
 * A price query kept in the URL (a link shares it, a reload keeps it): the
 * query the URL names, its answer, and searching (查询 with the query already
 * shown asks again: prices change with the day and the sheets).
 */
export function usePriceSearch(withOptions: boolean) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => priceQueryFromUrl(params, withOptions), [params, withOptions]);
  const result = useQuery({ ...quotesQueries.priceQuery(query ?? { country: '' }), enabled: query !== null });
  const { refetch } = result;

  const search = useCallback(
    (values: QueryValues) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(priceQueryOf(values))) {
        if (value === null || (!withOptions && (OPTION_KEYS as readonly string[]).includes(key))) next.delete(key);
        else next.set(key, value);
      }
      next.delete('currentPage');
      if (next.toString() === params.toString()) void refetch();
      else setParams(next, { replace: true });
    },
    [params, setParams, withOptions, refetch],
  );
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const page = {
    current: Number(query?.currentPage ?? PAGE_DEFAULTS.currentPage),
    pageSize: Number(query?.pageSize ?? PAGE_DEFAULTS.pageSize),
  };
  const turnPage = useCallback(
    (currentPage: number, pageSize: number) => {
      const next = new URLSearchParams(params);
      // Another page size starts again at the first page.
      const pages = { currentPage: pageSize === page.pageSize ? currentPage : 1, pageSize };
      for (const key of PAGE_KEYS) {
        if (pages[key] === PAGE_DEFAULTS[key]) next.delete(key);
        else next.set(key, String(pages[key]));
      }
      setParams(next, { replace: true });
    },
    [params, setParams, page.pageSize],
  );

  return {
    query,
    /** The form's values of the URL's query, as the page opened. */
    values: useMemo(() => valuesOf(query), [query]),
    /** The sizes queried, in the order the quotes list their pieces. */
    pieces: useMemo(() => (query?.pieces ? piecesOf(query.pieces) : []), [query]),
    result,
    search,
    reset,
    /** The page asked for, as the list's pager gives it. */
    page: { ...page, onChange: turnPage },
  };
}
