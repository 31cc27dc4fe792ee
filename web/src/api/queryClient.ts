import { notifyManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';
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

// An answer reaches its components in the task that received it (react-query's default waits for a timer, which a
// busy page runs only after its next frame: on a slow PC the rows came a frame or two after their answer).
notifyManager.setScheduler(queueMicrotask);

/** The api client already reports failures; react-query only caches and shares results. The tests' clients too. */
export const queryDefaults = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  mutations: { retry: false },
} as const satisfies DefaultOptions;

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });
refetchOnLanguageChange(queryClient);
