import { orders } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import jobs from './jobs.ts';
import { orderTrackingPage } from './menu.ts';
import { orderReferrers } from './messages.ts';

/** Orders and waybills: the page, edits, Excel, and their tracking. */
export default defineArea({
  name: 'orders',
  endpoints: orders,
  routes,
  jobs,
  pages: [orderTrackingPage],
  referrers: orderReferrers,
});
