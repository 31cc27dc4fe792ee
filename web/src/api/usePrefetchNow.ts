import { skipToken, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * Asks for a query's data as the component renders, not once it has committed (TanStack's usePrefetchQuery, for the
 * options useQuery takes): on a slow PC a page's first render (its filters and all) took half a second before its
 * requests went out. Nothing when the query has data or a request already, or is not enabled.
 */
export function usePrefetchNow<Data, Key extends QueryKey>(options: UseQueryOptions<Data, Error, Data, Key>): void {
  const queryClient = useQueryClient();
  const enabled = options.enabled === undefined || options.enabled === true;
  if (enabled && options.queryFn !== skipToken && !queryClient.getQueryState(options.queryKey))
    void queryClient.prefetchQuery(options);
}
