import { QueryClient } from '@tanstack/react-query';

/** The api client already reports failures; react-query only caches and shares results. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
