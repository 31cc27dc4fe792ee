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
