import { logistics } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import jobs from './jobs.ts';
import { syncAndTrackingPage } from './menu.ts';
import { syncCarriers } from './carriers.ts';

/** Sync and tracking settings, carriers, the upstream order sync and the tracking provider's pushes. */
export default defineArea({
  name: 'logistics',
  endpoints: logistics,
  routes,
  jobs,
  pages: [syncAndTrackingPage],
  reference: syncCarriers,
});
