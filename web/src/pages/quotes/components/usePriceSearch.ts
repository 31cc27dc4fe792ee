import { PRICE_PAGE_SIZE } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { quotesQueries } from '../../../api/quotes.ts';
import { OPTION_KEYS, PAGE_KEYS, piecesOf, priceQueryFromUrl, priceQueryOf, valuesOf, type QueryValues } from './quoteQuery.ts';

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
  const turnPage = useCallback(
    (currentPage: number, pageSize: number) => {
      const next = new URLSearchParams(params);
      const pages = { currentPage, pageSize };
      // Defaults stay out of the URL, as the form's do.
      for (const key of PAGE_KEYS) {
        if (pages[key] === (key === 'currentPage' ? 1 : PRICE_PAGE_SIZE)) next.delete(key);
        else next.set(key, String(pages[key]));
      }
      if (pageSize !== Number(params.get('pageSize') ?? PRICE_PAGE_SIZE)) next.delete('currentPage');
      setParams(next, { replace: true });
    },
    [params, setParams],
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
    page: { current: Number(query?.currentPage ?? 1), pageSize: Number(query?.pageSize ?? PRICE_PAGE_SIZE), onChange: turnPage },
  };
}
