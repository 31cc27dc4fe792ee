import { Activity, createElement, memo, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../errorLog/ErrorBoundary.tsx';
import { NOT_FOUND_PATH, type AppRoute } from '../router/appRoute.ts';
import { normalizePath } from '../router/guard.ts';
import { MissingPage } from '../router/MissingPage.tsx';
import { resolvePage, usePageRegistry } from '../router/pageRegistry.ts';
import { useRouteTitle } from '../router/routeTitle.ts';
import { useRouteTable } from '../router/useRouteTable.ts';
import { tabs, useTabs, type Tab } from '../../stores/tabs.ts';

/**
 * Resolves the current path to a forward or a page, opens its tab, and renders it through the page cache. Drawn
 * again only when the location or the routes change, not with the layout around it. The page's title heads it
 * for screen readers (level one, as each page's sections count from it); the eye has the breadcrumb and tab.
 */
export const PageHost = memo(function PageHost() {
  const { pathname, search } = useLocation();
  const path = normalizePath(pathname);
  const table = useRouteTable();
  const forward = table.redirects.get(path);
  const route = table.pages.get(path);
  const titleOf = useRouteTitle();
  const fullPath = pathname + search;

  useEffect(() => {
    if (route) tabs.open({ path: route.path, fullPath, affix: route.affix, keepAlive: route.keepAlive });
  }, [route, fullPath]);

  if (forward) return <Navigate to={forward} replace />;
  if (!route) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <>
      <h1 className="visually-hidden">{titleOf(route)}</h1>
      <PageCache current={route} />
    </>
  );
});

/**
 * Keeps the pages of open tabs alive with <Activity mode="hidden"> (state kept,
 * effects paused) unless their route says keepAlive 0. Each hidden page keeps
 * seeing the location it was left at, so URL-driven pages do not react to other
 * pages' URLs. A tab's refresh key remounts its page.
 */
function PageCache({ current }: { current: AppRoute }) {
  const location = useLocation();
  const openTabs = useTabs();
  const { pages } = useRouteTable();
  const [visited, setVisited] = useState<readonly string[]>([]);
  if (current.keepAlive && !visited.includes(current.path)) setVisited([...visited, current.path]);

  const shown: Tab[] = openTabs.filter(
    (t) => t.path === current.path || (t.keepAlive && visited.includes(t.path) && pages.has(t.path)),
  );
  if (!shown.some((t) => t.path === current.path)) {
    shown.push({
      path: current.path,
      fullPath: current.path,
      affix: current.affix,
      keepAlive: current.keepAlive,
      refreshKey: 0,
    });
  }

  return shown.map((tab) => {
    const active = tab.path === current.path;
    return (
      <Activity key={`${tab.path}#${tab.refreshKey}`} mode={active ? 'visible' : 'hidden'}>
        <Routes location={active ? location : tab.fullPath}>
          <Route path="*" element={<RoutePage route={pages.get(tab.path) ?? current} />} />
        </Routes>
      </Activity>
    );
  });
}

/** A page drawn again only when its route does: opening a tab or another page's change of the cache leaves it be. */
const RoutePage = memo(function RoutePage({ route }: { route: AppRoute }) {
  const page = resolvePage(route, usePageRegistry());
  return (
    <ErrorBoundary>
      {page ? createElement(page) : <MissingPage component={route.component ?? route.menuTitle} />}
    </ErrorBoundary>
  );
});
