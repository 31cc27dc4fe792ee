import { orders } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { orderTrackingPage } from './menu.ts';
import { orderReferrers } from './messages.ts';
import { orderWrites } from './writes.ts';

/** Orders and waybills: the page, edits, Excel, history (the tracking area keeps their tracking). */
export default defineArea({
  name: 'orders',
  dependsOn: ['audit', 'roles'],
  endpoints: orders,
  routes,
  plugins: [orderWrites],
  pages: [orderTrackingPage],
  referrers: orderReferrers,
});
