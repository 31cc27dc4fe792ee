import { permissions } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import codes from './codes.ts';
import routes from './routes.ts';
import { permissionReferrers } from './messages.ts';

/** The menu tree a role sees, its permission codes, and granting them. */
export default defineArea({
  name: 'permissions',
  dependsOn: ['audit', 'roles'],
  endpoints: permissions,
  routes,
  plugins: [codes],
  referrers: permissionReferrers,
});
