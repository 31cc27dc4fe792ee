import { track as endpoints } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/** An order's public tracking link: copied from the orders page, revoked there (a new one replaces it). */
export const trackApi = {
  link: (id: number) => request(endpoints.link, { params: { id } }),
  revokeLink: (id: number) => request(endpoints.revokeLink, { params: { id } }),
};

export const trackQueries = {
  link: (id: number) => queryOptions({ queryKey: areaKey('track', 'link', { id }), queryFn: () => trackApi.link(id) }),
};
