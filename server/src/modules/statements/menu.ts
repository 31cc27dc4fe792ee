import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** 结算管理 → 客户对账: statements per customer and month, issued and exported. */
export const customerStatementsPage: MenuSeed = {
  menuTitle: 'customerStatements',
  menuTitleCn: '客户对账',
  titles: { en: 'Customer statements', es: 'Estados de cuenta', ja: '顧客明細書' },
  menuName: 'CustomerStatements',
  component: 'statements/customer',
  icon: 'FileTextOutlined',
  view: { name: '查看对账单', code: P.statement.view },
  functions: [{ name: '生成与出具对账单', code: P.statement.issue }],
};

/** 结算管理 → 收款: payments, each customer's balance and credit limit. */
export const paymentsPage: MenuSeed = {
  menuTitle: 'payments',
  menuTitleCn: '收款',
  titles: { en: 'Payments', es: 'Cobros', ja: '入金' },
  menuName: 'Payments',
  component: 'statements/payments',
  icon: 'BankOutlined',
  view: { name: '查看收款', code: P.payment.view },
  functions: [
    { name: '登记收款', code: P.payment.record },
    { name: '设置信用额度', code: P.payment.credit },
  ],
};
