import { settlement } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import jobs from './jobs.ts';
import { exchangeRatesPage, orderChargesPage, profitPage } from './menu.ts';
import { settlementReferrers } from './messages.ts';
import { settlementPricing } from './plugin.ts';

/** 结算管理: what each order is billed and expected to cost (运单计费); statements, payments, agents' bills and profit to come. */
export default defineArea({
  name: 'settlement',
  dependsOn: ['audit', 'jobs', 'orders', 'quotes', 'roles', 'surcharges'],
  endpoints: settlement,
  routes,
  plugins: [settlementPricing],
  jobs,
  pages: [orderChargesPage, exchangeRatesPage, profitPage],
  referrers: settlementReferrers,
});
