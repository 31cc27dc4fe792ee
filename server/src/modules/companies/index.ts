import { companies } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { syncSites } from './seed.ts';

/** Companies and the sites employees work at. */
export default defineArea({
  name: 'companies',
  dependsOn: ['audit', 'roles'],
  endpoints: companies,
  routes,
  reference: syncSites,
});
