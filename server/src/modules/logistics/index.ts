import { logistics } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import jobs from './jobs.ts';
import { syncAndTrackingPage } from './menu.ts';
import { syncCarriers } from './carriers.ts';

/** The upstream order sync and its settings, the page that also sets tracking's, and the provider's carriers. */
export default defineArea({
  name: 'logistics',
  dependsOn: ['apis', 'audit', 'orders', 'tracking'],
  endpoints: logistics,
  routes,
  jobs,
  pages: [syncAndTrackingPage],
  reference: syncCarriers,
});
