import { employees } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import names from './names.ts';
import routes from './routes.ts';
import { employeePage, recyclePage } from './menu.ts';
import { employeeReferrers } from './messages.ts';

/** Employees and their recycle bin. */
export default defineArea({
  name: 'employees',
  dependsOn: ['audit', 'chat', 'roles'],
  endpoints: employees,
  routes,
  plugins: [names],
  pages: [employeePage, recyclePage],
  referrers: employeeReferrers,
});
