import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { dashboard as endpoints } from '@fwd/contract';
import { request } from './client.ts';
import { arrivedHomeFigures } from './homeFigures.ts';

/** How often the home page asks for its figures again while it is shown (and whenever the window regains focus). */
export const FIGURES_REFRESH_MS = 3 * 60_000;
/** How often while the server says they are being counted again: the charts fill in soon after the count ends. */
export const COUNTING_REFRESH_MS = 10_000;

/** 首页: the figures over the orders the caller sees. */
export const dashboardApi = {
  figures: () => request(endpoints.figures),
};

export const dashboardQueries = {
  /** Kept fresh while the page is visible: every few minutes (seconds while counting), on focus, and after any change to orders (areas.ts). */
  figures: () => {
    const arrived = arrivedHomeFigures();
    return queryOptions({
      queryKey: areaKey('dashboard', 'figures'),
      queryFn: dashboardApi.figures,
      initialData: arrived?.figures,
      initialDataUpdatedAt: arrived?.at,
      refetchInterval: (query) => (query.state.data?.counting ? COUNTING_REFRESH_MS : FIGURES_REFRESH_MS),
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: 'always',
    });
  },
};
