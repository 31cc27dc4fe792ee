import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/**
 * 发货设置 → 系统管理: customers, and the tabs of the other records a shipment
 * names (number statuses, tracking status names, countries), each with its own
 * codes; modules/menus/groups.ts places it in the menu tree.
 */
export const shipmentSystemPage: MenuSeed = {
  menuTitle: 'shipmentSystem',
  menuTitleCn: '系统管理',
  titles: { en: 'System management', es: 'Gestión del sistema', ja: 'システム管理' },
  menuName: 'ShipmentSystem',
  component: 'customers/shipmentSystem',
  icon: 'ProfileOutlined',
  view: { name: '查看客户', code: P.customer.view },
  functions: [
    { name: '新增客户', code: P.customer.add },
    { name: '编辑客户', code: P.customer.edit },
    { name: '删除客户', code: P.customer.delete },
    { name: '导入客户', code: P.customer.import },
    { name: '导出客户', code: P.customer.export },
    { name: '查看状态', code: P.status.view },
    { name: '新增状态', code: P.status.add },
    { name: '编辑状态', code: P.status.edit },
    { name: '删除状态', code: P.status.delete },
    { name: '查看国家', code: P.country.view },
    { name: '编辑国家', code: P.country.edit },
  ],
};
