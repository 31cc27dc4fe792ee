import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** A menu group holding pages by name, or a page (by its menu name) declared by its area. */
export type Placed = string | (Omit<MenuSeed, 'children'> & { children?: Placed[] });

/**
 * How the sidebar arranges the console: its groups here, each area's pages
 * (with their permissions) in the area's own `modules/<area>/menu.ts`, placed
 * by menu name. Synced at every start by menu name and permission code:
 * missing ones are added, ones staff edited are left as they are.
 */
export const arrangement: Placed[] = [
  'HomeDashboard',
  'WeightCalculator',
  {
    menuTitle: 'quote',
    menuTitleCn: '报价系统',
    titles: { en: 'Quotes', es: 'Cotizaciones', ja: '見積' },
    menuName: 'Quote',
    icon: 'DollarOutlined',
    children: ['ChannelSetting', 'PriceQuery', 'ShippingQuery', 'SurchargeRules'],
  },
  {
    menuTitle: 'shipment',
    menuTitleCn: '货物追踪管理',
    titles: { en: 'Shipments', es: 'Envíos', ja: '貨物追跡' },
    menuName: 'Shipment',
    icon: 'CarOutlined',
    children: ['OrderTracking'],
  },
  {
    menuTitle: 'settlement',
    menuTitleCn: '结算管理',
    titles: { en: 'Settlement', es: 'Liquidación', ja: '精算管理' },
    menuName: 'Settlement',
    icon: 'AccountBookOutlined',
    children: ['OrderCharges', 'CustomerStatements', 'Payments', 'AgentBills', 'ExchangeRates', 'ProfitReport'],
  },
  {
    menuTitle: 'toolbox',
    menuTitleCn: '工具箱',
    titles: { en: 'Toolbox', es: 'Herramientas', ja: 'ツールボックス' },
    menuName: 'Toolbox',
    icon: 'ToolOutlined',
    children: ['AddressType', 'BrandCheck', 'TariffCode', 'RemoteArea'],
  },
  {
    menuTitle: 'organization',
    menuTitleCn: '组织管理',
    titles: { en: 'Organization', es: 'Organización', ja: '組織管理' },
    menuName: 'Organization',
    icon: 'TeamOutlined',
    children: ['Employee', 'AccountRecycle'],
  },
  {
    menuTitle: 'shipmentSettings',
    menuTitleCn: '发货设置',
    titles: { en: 'Shipment settings', es: 'Ajustes de envío', ja: '出荷設定' },
    menuName: 'ShipmentSettings',
    icon: 'ContainerOutlined',
    children: ['ShipmentSystem', 'AgentSystem'],
  },
  {
    menuTitle: 'logisticsSettings',
    menuTitleCn: '物流系统设置',
    titles: { en: 'Logistics settings', es: 'Ajustes logísticos', ja: '物流システム設定' },
    menuName: 'LogisticsSettings',
    icon: 'DeploymentUnitOutlined',
    children: ['SyncAndTracking'],
  },
  {
    menuTitle: 'system',
    menuTitleCn: '系统设置',
    titles: { en: 'System settings', es: 'Ajustes del sistema', ja: 'システム設定' },
    menuName: 'System',
    icon: 'SettingOutlined',
    children: [
      'GeneralSettings',
      'MenuSettings',
      {
        menuTitle: 'permission',
        menuTitleCn: '权限管理',
        titles: { en: 'Permissions', es: 'Permisos', ja: '権限管理' },
        menuName: 'Permission',
        icon: 'LockOutlined',
        children: ['RolePermission'],
      },
      'ApiManagement',
      'RobotSettings',
    ],
  },
];

const namesOf = (placed: Placed[]): string[] =>
  placed.flatMap((p) => (typeof p === 'string' ? [p] : [p.menuName, ...namesOf(p.children ?? [])]));

/** Menus start-up syncs by menu name: deleting or renaming one would only bring it back. */
export const builtinMenuNames = new Set(namesOf(arrangement));

/** The menu tree, each name put in place by the page its area declares; every page placed once. */
export function menuTree(pages: MenuSeed[]): MenuSeed[] {
  const byName = new Map(pages.map((p) => [p.menuName, p]));
  const unplaced = new Set(byName.keys());
  const place = (p: Placed): MenuSeed => {
    if (typeof p !== 'string') return { ...p, children: p.children?.map(place) };
    const page = byName.get(p);
    if (!page) throw new Error(`The menu arrangement names ${p}, which no area declares`);
    unplaced.delete(p);
    return page;
  };
  const tree = arrangement.map(place);
  if (unplaced.size) throw new Error(`Pages no menu group places: ${[...unplaced].join(', ')}`);
  return tree;
}
