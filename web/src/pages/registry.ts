import { lazy, type ComponentType } from 'react';
import HomeDashboardPage from './dashboard/home/index.tsx';

export type PageComponent = ComponentType;

/**
 * Page registry: a menu record's `component` -> its lazily loaded page
 * (pages/<area>/<screen>/index.tsx). <area> is the server module whose menu.ts
 * declares the screen (the error log, a constant route, is the system area's),
 * so a screen goes by the same name as its contract, module, api client and
 * i18n namespace; the shell's own pages (dashboard, account, login, exception)
 * keep theirs.
 * A new screen adds one line here and a menu record in modules/<area>/menu.ts
 * naming the same key.
 */
export const pageRegistry: Readonly<Record<string, PageComponent>> = {
  // The first page after sign-in comes with the console's code (shell/consoleModules.ts): lazy, it held the first
  // screen back a few hundred milliseconds on a slow PC.
  'dashboard/home': HomeDashboardPage,
  'account/profile': lazy(() => import('./account/profile/index.tsx')),
  'account/changePassword': lazy(() => import('./account/changePassword/index.tsx')),
  'roles/rolePermission': lazy(() => import('./roles/rolePermission/index.tsx')),
  'menus/menuSettings': lazy(() => import('./menus/menuSettings/index.tsx')),
  'apis/apiManagement': lazy(() => import('./apis/apiManagement/index.tsx')),
  'system/errorLog': lazy(() => import('./system/errorLog/index.tsx')),
  'employees/employee': lazy(() => import('./employees/employee/index.tsx')),
  'employees/accountRecycle': lazy(() => import('./employees/accountRecycle/index.tsx')),
  'customers/shipmentSystem': lazy(() => import('./customers/shipmentSystem/index.tsx')),
  'agents/agentSystem': lazy(() => import('./agents/agentSystem/index.tsx')),
  'channels/channelSetting': lazy(() => import('./channels/channelSetting/index.tsx')),
  'quotes/weightCalculator': lazy(() => import('./quotes/weightCalculator/index.tsx')),
  'quotes/priceQuery': lazy(() => import('./quotes/priceQuery/index.tsx')),
  'quotes/shippingQuery': lazy(() => import('./quotes/shippingQuery/index.tsx')),
  'surcharges/surchargeRules': lazy(() => import('./surcharges/surchargeRules/index.tsx')),
  'toolbox/addressType': lazy(() => import('./toolbox/addressType/index.tsx')),
  'toolbox/brandCheck': lazy(() => import('./toolbox/brandCheck/index.tsx')),
  'toolbox/tariffCode': lazy(() => import('./toolbox/tariffCode/index.tsx')),
  'toolbox/remoteArea': lazy(() => import('./toolbox/remoteArea/index.tsx')),
  'orders/orderTracking': lazy(() => import('./orders/orderTracking/index.tsx')),
  'logistics/syncAndTracking': lazy(() => import('./logistics/syncAndTracking/index.tsx')),
};

/**
 * The page for a route: by `component`, else by the menu title (a key whose
 * last segment is the menu title, e.g. 'employee' -> 'employees/employee').
 */
export function resolvePage(
  route: { component: string | null; menuTitle: string },
  registry: Readonly<Record<string, PageComponent>> = pageRegistry,
): PageComponent | null {
  if (route.component && registry[route.component]) return registry[route.component]!;
  const byTitle = Object.keys(registry).find((key) => key === route.menuTitle || key.endsWith(`/${route.menuTitle}`));
  return byTitle ? registry[byTitle]! : null;
}
