import { roles } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { rolePermissionPage } from './menu.ts';
import { syncSuperRole } from './super.ts';

/** Roles, their members, data scope and agent display; ranks between users. */
export default defineArea({
  name: 'roles',
  dependsOn: ['audit'],
  endpoints: roles,
  routes,
  pages: [rolePermissionPage],
  reference: syncSuperRole,
});
