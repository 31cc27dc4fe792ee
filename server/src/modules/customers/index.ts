import { customers } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { shipmentSystemPage } from './menu.ts';
import { customerReferrers } from './messages.ts';

/** Customers and their sales owners. */
export default defineArea({
  name: 'customers',
  dependsOn: ['audit', 'roles'],
  endpoints: customers,
  routes,
  pages: [shipmentSystemPage],
  referrers: customerReferrers,
});
