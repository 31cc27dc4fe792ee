import { tracking } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import jobs from './jobs.ts';
import { trackingWrites } from './writes.ts';

/**
 * Orders' tracking: the provider's events kept on the orders, the refresh and
 * reconciliation jobs and their schedule, the key they ask with, and the
 * provider's pushes. Its screens are the orders page's drawer and batch bar
 * and the logistics settings page, which show it where users look for it.
 */
export default defineArea({
  name: 'tracking',
  dependsOn: ['apis', 'orders', 'roles'],
  endpoints: tracking,
  routes,
  plugins: [trackingWrites],
  jobs,
});
