import { statuses } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { syncStatuses } from './seed.ts';

/** Number and tracking statuses. */
export default defineArea({
  name: 'statuses',
  dependsOn: ['audit'],
  endpoints: statuses,
  routes,
  reference: syncStatuses,
});
