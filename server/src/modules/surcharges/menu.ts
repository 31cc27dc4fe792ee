import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/**
 * 报价系统 → 附加费规则: the rules, and (for who holds the remote codes of
 * 工具箱 → 偏远地区, whose page they belong to) the remote-area lists the
 * remote surcharge reads.
 */
export const surchargeRulesPage: MenuSeed = {
  menuTitle: 'surchargeRules',
  menuTitleCn: '附加费规则',
  titles: { en: 'Surcharge rules', es: 'Reglas de recargo', ja: '付加料金ルール' },
  menuName: 'SurchargeRules',
  component: 'surcharges/surchargeRules',
  icon: 'TagsOutlined',
  view: { name: '查看附加费规则', code: P.surcharge.view },
  functions: [
    { name: '新增附加费规则', code: P.surcharge.add },
    { name: '编辑附加费规则', code: P.surcharge.edit },
    { name: '删除附加费规则', code: P.surcharge.delete },
  ],
};
