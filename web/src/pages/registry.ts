import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * Page registry: a menu record's `component` -> its lazily loaded page
 * (pages/<area>/<page>/index.tsx). A new screen adds one line here and a menu
 * record (server seed) naming the same key.
 */
export const pageRegistry: Readonly<Record<string, PageComponent>> = {
  'dashboard/home': lazy(() => import('./dashboard/home/index.tsx')),
  'account/profile': lazy(() => import('./account/profile/index.tsx')),
  'account/changePassword': lazy(() => import('./account/changePassword/index.tsx')),
  'system/rolePermission': lazy(() => import('./system/rolePermission/index.tsx')),
  'system/menuSettings': lazy(() => import('./system/menuSettings/index.tsx')),
  'system/apiManagement': lazy(() => import('./system/apiManagement/index.tsx')),
  'system/errorLog': lazy(() => import('./system/errorLog/index.tsx')),
  'organization/employee': lazy(() => import('./organization/employee/index.tsx')),
  'organization/accountRecycle': lazy(() => import('./organization/accountRecycle/index.tsx')),
  'shipmentSettings/shipmentSystem': lazy(() => import('./shipmentSettings/shipmentSystem/index.tsx')),
  'shipmentSettings/agentSystem': lazy(() => import('./shipmentSettings/agentSystem/index.tsx')),
  'quote/channelSetting': lazy(() => import('./quote/channelSetting/index.tsx')),
  'quote/weightCalculator': lazy(() => import('./quote/weightCalculator/index.tsx')),
  'quote/priceQuery': lazy(() => import('./quote/priceQuery/index.tsx')),
  'quote/shippingQuery': lazy(() => import('./quote/shippingQuery/index.tsx')),
  'quote/surchargeRules': lazy(() => import('./quote/surchargeRules/index.tsx')),
  'shipment/orderTracking': lazy(() => import('./shipment/orderTracking/index.tsx')),
  'logisticsSettings/syncAndTracking': lazy(() => import('./logisticsSettings/syncAndTracking/index.tsx')),
};

/**
 * The page for a route: by `component`, else by the menu title (a key whose
 * last segment is the menu title, e.g. 'employee' -> 'organization/employee').
 */
export function resolvePage(
  route: { component: string | null; menuTitle: string },
  registry: Readonly<Record<string, PageComponent>> = pageRegistry,
): PageComponent | null {
  if (route.component && registry[route.component]) return registry[route.component]!;
  const byTitle = Object.keys(registry).find((key) => key === route.menuTitle || key.endsWith(`/${route.menuTitle}`));
  return byTitle ? registry[byTitle]! : null;
}
