import type { Language } from '@fwd/contract';

/** A route of the console: one menu record, or one of the constant routes. See README.md beside this file. */
export interface AppRoute {
  /** '/' + menuTitle: every level is a top-level path. */
  path: string;
  /** menuName: unique; the key of `route.<name>` titles in i18n. */
  name: string;
  menuTitle: string;
  /** The menu record's titles by language; empty for constant routes, whose titles come from i18n. */
  titles: Partial<Record<Language, string>>;
  /** Page registry key; null falls back to the menu title. */
  component: string | null;
  /** antd icon name from components/icons.ts. */
  icon: string | null;
  /** isShow 0: the route exists but the sidebar and the search leave it out. */
  hidden: boolean;
  /** A pinned tab (affix unless 0). */
  affix: boolean;
  /** Kept alive while its tab is open (keepAlive unless 0). */
  keepAlive: boolean;
  /** Permission codes of the page's functions (buttons). */
  functions: string[];
  /** Sub menus; a route with children is a menu group, not a page. */
  children: AppRoute[];
}

export const HOME_PATH = '/homeDashboard';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
/** Where 订单运单追踪 lives; its filters are read from the URL (pages/orders/orderTracking/orderView.ts). */
export const ORDERS_PATH = '/orderTracking';

/** The order page filtered as these URL keys say (the home page's cards, the alerts' bell). */
export const orderLink = (params: Record<string, string>) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${ORDERS_PATH}?${query}` : ORDERS_PATH;
};

export const isPage = (route: AppRoute): boolean => route.children.length === 0;

const page = (path: string, name: string, component: string): AppRoute => ({
  path,
  name,
  menuTitle: path.slice(1),
  titles: {},
  component,
  icon: null,
  hidden: true,
  affix: false,
  keepAlive: false,
  functions: [],
  children: [],
});

/** Pages every signed-in user may open, inside the layout and hidden from the menu. */
export const constantPages: AppRoute[] = [
  page('/profile', 'Profile', 'account/profile'),
  page('/changePassword', 'ChangePassword', 'account/changePassword'),
  page('/errorLog', 'ErrorLog', 'system/errorLog'),
];

/** Paths that only forward elsewhere: the dashboard menu item and where /login sends a signed-in user. */
export const redirects: Readonly<Record<string, string>> = { '/': HOME_PATH, '/dashboard': HOME_PATH };

/** Pages outside the layout, named here for the page title. */
export const standaloneRoutes: AppRoute[] = [
  page(LOGIN_PATH, 'Login', 'login'),
  page(NOT_FOUND_PATH, 'NotFound', 'exception/404'),
  page(UNAUTHORIZED_PATH, 'Unauthorized', 'exception/401'),
];
