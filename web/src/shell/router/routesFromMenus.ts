import type { MenuRecord } from '@fwd/contract';
import { constantPages, isPage, redirects, type AppRoute } from './appRoute.ts';
import { titlesOf } from './routeTitle.ts';

const toRoute = (record: MenuRecord, children: AppRoute[]): AppRoute => ({
  path: `/${record.menuTitle}`,
  name: record.menuName,
  menuTitle: record.menuTitle,
  titles: titlesOf(record),
  component: record.component,
  icon: record.icon,
  hidden: record.isShow === 0,
  affix: record.affix !== 0,
  keepAlive: record.keepAlive !== 0,
  functions: record.functions.map((f) => f.permissionCode),
  children,
});

/**
 * Builds the menu tree from the flat records: level 1 at the top, level 2 under
 * its parent by parentId, level 3 under its level-2 parent; siblings by `sort`.
 * A record whose parent is missing (not visible to the role) is kept at the top
 * so its page stays reachable.
 */
export function routesFromMenus(records: readonly MenuRecord[]): AppRoute[] {
  const ids = new Set(records.map((r) => r.id));
  const childrenOf = new Map<number | null, MenuRecord[]>();
  for (const record of records) {
    const parent =
      record.submenuLevel > 1 && record.parentId !== null && ids.has(record.parentId) ? record.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), record]);
  }
  const build = (parent: number | null, seen: ReadonlySet<number>): AppRoute[] =>
    [...(childrenOf.get(parent) ?? [])]
      .filter((r) => !seen.has(r.id))
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((r) => toRoute(r, build(r.id, new Set([...seen, r.id]))));
  return build(null, new Set());
}

export function flattenRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children)]);
}

/** Where a menu group forwards: its first visible page, else its first page. */
export function firstPage(route: AppRoute): AppRoute | undefined {
  if (isPage(route)) return route;
  const pages = flattenRoutes(route.children).filter(isPage);
  return pages.find((p) => !p.hidden) ?? pages[0];
}

/** The chain of routes from the top menu down to `path` (empty when not in the tree). */
export function trailTo(routes: readonly AppRoute[], path: string): AppRoute[] {
  for (const route of routes) {
    if (route.path === path) return [route];
    const below = trailTo(route.children, path);
    if (below.length > 0) return [route, ...below];
  }
  return [];
}

export interface RouteTable {
  /** The sidebar tree (menu routes only). */
  menu: AppRoute[];
  /** Every in-layout page by path: menu pages and the constant pages. */
  pages: ReadonlyMap<string, AppRoute>;
  /** Paths that forward: the constant redirects and menu groups (to their first page). */
  redirects: ReadonlyMap<string, string>;
  /** Every path the guard lets through for this user. */
  permitted: ReadonlySet<string>;
}

export function buildRouteTable(records: readonly MenuRecord[]): RouteTable {
  const menu = routesFromMenus(records);
  const all = flattenRoutes(menu);
  const pages = new Map<string, AppRoute>();
  for (const route of [...constantPages, ...all.filter(isPage)]) pages.set(route.path, route);
  const forwards = new Map<string, string>(Object.entries(redirects));
  for (const group of all.filter((r) => !isPage(r))) {
    const target = firstPage(group);
    if (target && !pages.has(group.path)) forwards.set(group.path, target.path);
  }
  return { menu, pages, redirects: forwards, permitted: new Set([...pages.keys(), ...forwards.keys()]) };
}
