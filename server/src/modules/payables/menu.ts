import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** 结算管理 → 代理账单: agents' bills (showing cost), their differences, what is owed to agents. */
export const agentBillsPage: MenuSeed = {
  menuTitle: 'agentBills',
  menuTitleCn: '代理账单',
  titles: { en: 'Agent bills', es: 'Facturas de agentes', ja: '代理店請求書' },
  menuName: 'AgentBills',
  component: 'payables/bills',
  icon: 'AuditOutlined',
  view: { name: '查看代理账单（含成本）', code: P.bill.view },
  functions: [
    { name: '导入代理账单', code: P.bill.import },
    { name: '核对账单差异与容差', code: P.bill.reconcile },
    { name: '登记代理付款', code: P.bill.pay },
  ],
};
