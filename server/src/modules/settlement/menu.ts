import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** 结算管理 → 运单计费: every order's sale price and, for who may see it, its expected cost and profit. */
export const orderChargesPage: MenuSeed = {
  menuTitle: 'orderCharges',
  menuTitleCn: '运单计费',
  titles: { en: 'Order charges', es: 'Cargos de pedidos', ja: '運送料金' },
  menuName: 'OrderCharges',
  component: 'settlement/charges',
  icon: 'AccountBookOutlined',
  view: { name: '查看计费', code: P.charge.view },
  functions: [
    { name: '调整计费', code: P.charge.adjust },
    { name: '查看成本与利润', code: P.charge.cost },
  ],
};

/** 结算管理 → 汇率: each month's rates to CNY, which reports convert with. */
export const exchangeRatesPage: MenuSeed = {
  menuTitle: 'exchangeRates',
  menuTitleCn: '汇率',
  titles: { en: 'Exchange rates', es: 'Tipos de cambio', ja: '為替レート' },
  menuName: 'ExchangeRates',
  component: 'settlement/rates',
  icon: 'GlobalOutlined',
  view: { name: '查看汇率', code: P.rate.view },
  functions: [{ name: '维护汇率', code: P.rate.edit }],
};

/**
 * 结算管理 → 利润报表: sale, cost and profit in CNY per customer, channel, agent, salesperson and month. Its own
 * code, not 运单计费's charge:cost: a page shows by its own view permission, and each code belongs to one page.
 * Both mean "may see cost and profit" (the home page's profit shows with either).
 */
export const profitPage: MenuSeed = {
  menuTitle: 'profitReport',
  menuTitleCn: '利润报表',
  titles: { en: 'Profit', es: 'Beneficio', ja: '利益レポート' },
  menuName: 'ProfitReport',
  component: 'settlement/profit',
  icon: 'LineChartOutlined',
  view: { name: '查看利润报表（含成本）', code: P.profit.view },
};
