import { createElement, type ComponentType } from 'react';
import { lazyComponent } from '../components/lazyComponent.ts';
import { RouteProgress } from '../shell/router/RouteProgress.tsx';
import HomeDashboardPage from './dashboard/home/index.tsx';

export type PageComponent = ComponentType;

/** A page whose code downloads when it is first opened, the progress bar showing meanwhile. */
const page = (load: () => Promise<{ default: PageComponent }>) => lazyComponent(load, createElement(RouteProgress));

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
  'account/profile': page(() => import('./account/profile/index.tsx')),
  'account/changePassword': page(() => import('./account/changePassword/index.tsx')),
  'roles/rolePermission': page(() => import('./roles/rolePermission/index.tsx')),
  'menus/menuSettings': page(() => import('./menus/menuSettings/index.tsx')),
  'apis/apiManagement': page(() => import('./apis/apiManagement/index.tsx')),
  'system/errorLog': page(() => import('./system/errorLog/index.tsx')),
  'employees/employee': page(() => import('./employees/employee/index.tsx')),
  'employees/accountRecycle': page(() => import('./employees/accountRecycle/index.tsx')),
  'customers/shipmentSystem': page(() => import('./customers/shipmentSystem/index.tsx')),
  'agents/agentSystem': page(() => import('./agents/agentSystem/index.tsx')),
  'channels/channelSetting': page(() => import('./channels/channelSetting/index.tsx')),
  'quotes/weightCalculator': page(() => import('./quotes/weightCalculator/index.tsx')),
  'quotes/priceQuery': page(() => import('./quotes/priceQuery/index.tsx')),
  'quotes/shippingQuery': page(() => import('./quotes/shippingQuery/index.tsx')),
  'surcharges/surchargeRules': page(() => import('./surcharges/surchargeRules/index.tsx')),
  'toolbox/addressType': page(() => import('./toolbox/addressType/index.tsx')),
  'toolbox/brandCheck': page(() => import('./toolbox/brandCheck/index.tsx')),
  'toolbox/tariffCode': page(() => import('./toolbox/tariffCode/index.tsx')),
  'toolbox/remoteArea': page(() => import('./toolbox/remoteArea/index.tsx')),
  'orders/orderTracking': page(() => import('./orders/orderTracking/index.tsx')),
  'logistics/syncAndTracking': page(() => import('./logistics/syncAndTracking/index.tsx')),
  'settlement/charges': page(() => import('./settlement/charges/index.tsx')),
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
