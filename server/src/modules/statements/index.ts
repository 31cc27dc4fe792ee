import { statements } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { customerStatementsPage, paymentsPage } from './menu.ts';
import { statementReferrers } from './messages.ts';
import { statementRepricing } from './plugin.ts';

/** 结算管理 → 客户对账 and 收款: statements per customer and period, adjustments, payments, balances and credit limits. */
export default defineArea({
  name: 'statements',
  dependsOn: ['audit', 'customers', 'orders', 'roles', 'settlement', 'system'],
  endpoints: statements,
  routes,
  plugins: [statementRepricing],
  pages: [customerStatementsPage, paymentsPage],
  referrers: statementReferrers,
});
