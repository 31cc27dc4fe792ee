import { payables } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { agentBillsPage } from './menu.ts';
import { payablesReferrers } from './messages.ts';

/** 代理账单: agents' bills imported from their Excel, matched to orders, reconciled; what is owed to agents. */
export default defineArea({
  name: 'payables',
  dependsOn: ['agents', 'audit', 'orders', 'roles', 'settlement'],
  endpoints: payables,
  routes,
  pages: [agentBillsPage],
  referrers: payablesReferrers,
});
