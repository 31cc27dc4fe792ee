import { dashboard } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import { orderDays, orderDaysJob } from './days.ts';
import { homePage } from './menu.ts';
import routes from './routes.ts';

/** 首页: the day's business over the orders the caller sees (daily aggregates kept beside the orders), and the common tools. */
export default defineArea({
  name: 'dashboard',
  dependsOn: ['orders'],
  endpoints: dashboard,
  routes,
  plugins: [orderDays],
  jobs: orderDaysJob,
  pages: [homePage],
});
