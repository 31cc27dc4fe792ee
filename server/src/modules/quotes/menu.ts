import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** 重量计算器: a top-level page, for everyone who quotes (the price query with country, weight and pieces). */
export const weightCalculatorPage: MenuSeed = {
  menuTitle: 'weightCalculator',
  menuTitleCn: '重量计算器',
  titles: { en: 'Weight calculator', es: 'Calculadora de peso', ja: '重量計算機' },
  menuName: 'WeightCalculator',
  component: 'quotes/weightCalculator',
  icon: 'CalculatorOutlined',
  view: { name: '查看重量计算器', code: P.quote.view },
};

/** 报价系统 → 价格查询: the same query with every option, two channels side by side. */
export const priceQueryPage: MenuSeed = {
  menuTitle: 'priceQuery',
  menuTitleCn: '价格查询',
  titles: { en: 'Price query', es: 'Consulta de precios', ja: '料金照会' },
  menuName: 'PriceQuery',
  component: 'quotes/priceQuery',
  icon: 'AccountBookOutlined',
  view: { name: '查看价格查询', code: P.quote.price },
};

/** 报价系统 → 运费查询: the channels serving a country, their rates and the remark drawer. */
export const shippingQueryPage: MenuSeed = {
  menuTitle: 'shippingQuery',
  menuTitleCn: '运费查询',
  titles: { en: 'Shipping rates', es: 'Consulta de fletes', ja: '運賃照会' },
  menuName: 'ShippingQuery',
  component: 'quotes/shippingQuery',
  icon: 'GlobalOutlined',
  view: { name: '查看运费查询', code: P.shipping.view },
  functions: [{ name: '添加备注', code: P.shipping.remark }],
};
