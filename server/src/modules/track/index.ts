import { track } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import site from './site.ts';

/**
 * The customer's side: each order's public tracking link (copied and revoked by staff on the orders page), the
 * public page it opens and the public lookup by number, which show a parcel's status and events and nothing of
 * the people or the money behind it, rate-limited per address.
 */
export default defineArea({
  name: 'track',
  dependsOn: ['audit', 'orders', 'roles', 'system'],
  endpoints: track,
  routes,
  site,
});
