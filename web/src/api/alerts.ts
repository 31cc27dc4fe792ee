import { alerts as endpoints } from '@fwd/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/** How often the bell asks for its count while the window is shown (and at once when it regains focus). */
export const UNREAD_POLL_MS = 60_000;
/** Alerts the bell's list shows. */
export const BELL_PAGE_SIZE = 20;

/** The navbar's bell: the caller's unread count, their alerts, marking them read. */
export const alertsApi = {
  unread: () => request(endpoints.unread),
  list: () => request(endpoints.list, { query: { currentPage: 1, pageSize: BELL_PAGE_SIZE } }),
  read: (ids: number[]) => request(endpoints.read, { body: { ids } }),
  readAll: () => request(endpoints.readAll),
};

export const alertsQueries = {
  /** One small count: asked every minute while the window is shown, and when it regains focus. */
  unread: () =>
    queryOptions({
      queryKey: areaKey('alerts', 'unread'),
      queryFn: alertsApi.unread,
      staleTime: 0,
      refetchInterval: UNREAD_POLL_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: 'always',
    }),
  /** The list, asked when the bell opens. */
  list: () =>
    queryOptions({
      queryKey: areaKey('alerts', 'list'),
      queryFn: alertsApi.list,
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
};
