import { P } from '@fwd/contract';
import { agentSystemPage } from '../../modules/agents/menu.ts';
import { apiManagementPage } from '../../modules/apis/menu.ts';
import { channelSettingPage } from '../../modules/channels/menu.ts';
import { shipmentSystemPage } from '../../modules/customers/menu.ts';
import { syncAndTrackingPage } from '../../modules/logistics/menu.ts';
import { orderTrackingPage } from '../../modules/orders/menu.ts';
import { employeePage, recyclePage } from '../../modules/employees/menu.ts';
import { menuSettingsPage } from '../../modules/menus/menu.ts';
import { priceQueryPage, shippingQueryPage, weightCalculatorPage } from '../../modules/quotes/menu.ts';
import { rolePermissionPage } from '../../modules/roles/menu.ts';
import { surchargeRulesPage } from '../../modules/surcharges/menu.ts';
import type { MenuSeed } from './menuSeed.ts';

/**
 * The menu tree: its groups here, each area's pages (with their permissions)
 * in the area's own `modules/<area>/menu.ts`. Synced at every start by menu
 * name and permission code: missing ones are added, ones staff edited are left
 * as they are.
 */
export const menuTree: MenuSeed[] = [
  {
    menuTitle: 'homeDashboard',
    menuTitleCn: '首页',
    titles: { en: 'Home', es: 'Inicio', ja: 'ホーム' },
    menuName: 'HomeDashboard',
    component: 'dashboard/home',
    icon: 'HomeOutlined',
    affix: 1,
    view: { name: '查看首页', code: P.dashboard.view },
  },
  weightCalculatorPage,
  {
    menuTitle: 'quote',
    menuTitleCn: '报价系统',
    titles: { en: 'Quotes', es: 'Cotizaciones', ja: '見積' },
    menuName: 'Quote',
    icon: 'DollarOutlined',
    children: [channelSettingPage, priceQueryPage, shippingQueryPage, surchargeRulesPage],
  },
  {
    menuTitle: 'shipment',
    menuTitleCn: '货物追踪管理',
    titles: { en: 'Shipments', es: 'Envíos', ja: '貨物追跡' },
    menuName: 'Shipment',
    icon: 'CarOutlined',
    children: [orderTrackingPage],
  },
  {
    menuTitle: 'organization',
    menuTitleCn: '组织管理',
    titles: { en: 'Organization', es: 'Organización', ja: '組織管理' },
    menuName: 'Organization',
    icon: 'TeamOutlined',
    children: [employeePage, recyclePage],
  },
  {
    menuTitle: 'shipmentSettings',
    menuTitleCn: '发货设置',
    titles: { en: 'Shipment settings', es: 'Ajustes de envío', ja: '出荷設定' },
    menuName: 'ShipmentSettings',
    icon: 'ContainerOutlined',
    children: [shipmentSystemPage, agentSystemPage],
  },
  {
    menuTitle: 'logisticsSettings',
    menuTitleCn: '物流系统设置',
    titles: { en: 'Logistics settings', es: 'Ajustes logísticos', ja: '物流システム設定' },
    menuName: 'LogisticsSettings',
    icon: 'DeploymentUnitOutlined',
    children: [syncAndTrackingPage],
  },
  {
    menuTitle: 'system',
    menuTitleCn: '系统设置',
    titles: { en: 'System settings', es: 'Ajustes del sistema', ja: 'システム設定' },
    menuName: 'System',
    icon: 'SettingOutlined',
    children: [
      menuSettingsPage,
      {
        menuTitle: 'permission',
        menuTitleCn: '权限管理',
        titles: { en: 'Permissions', es: 'Permisos', ja: '権限管理' },
        menuName: 'Permission',
        icon: 'LockOutlined',
        children: [rolePermissionPage],
      },
      apiManagementPage,
    ],
  },
];
