import { menus } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { menuSettingsPage } from './menu.ts';
import { syncMenus } from './seed.ts';
import { menuReferrers } from './messages.ts';

/** Menu settings: the menu records and their functions; the sidebar's arrangement of every area's pages. */
export default defineArea({
  name: 'menus',
  dependsOn: ['apis', 'audit', 'permissions'],
  endpoints: menus,
  routes,
  pages: [menuSettingsPage],
  reference: (db, { pages }) => syncMenus(db, pages),
  referrers: menuReferrers,
});
