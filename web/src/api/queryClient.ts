import { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/index.ts';

/**
 * Answers come in the reader's language (tracking-status names, countries, job results, messages), and some
 * are kept for the whole session: a switch of language marks every answer stale and asks again for those shown.
 */
export function refetchOnLanguageChange(client: QueryClient): () => void {
  const refetch = () => void client.invalidateQueries();
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}

/** The api client already reports failures; react-query only caches and shares results. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
refetchOnLanguageChange(queryClient);
