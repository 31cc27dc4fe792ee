import { apis } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import registry from './registry.ts';
import routes from './routes.ts';
import { apiManagementPage } from './menu.ts';
import { apiReferrers } from './messages.ts';

/** The API registry, its bindings to permissions, and outside services' keys. */
export default defineArea({
  name: 'apis',
  dependsOn: ['audit', 'permissions'],
  endpoints: apis,
  routes,
  plugins: [registry],
  pages: [apiManagementPage],
  referrers: apiReferrers,
});
