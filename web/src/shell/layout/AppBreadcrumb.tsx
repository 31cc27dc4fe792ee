import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../router/appRoute.ts';
import { normalizePath } from '../router/guard.ts';
import { useRouteTitle } from '../router/routeTitle.ts';
import { trailTo } from '../router/routesFromMenus.ts';
import { useRouteTable } from '../router/useRouteTable.ts';
import { ShellLink, usePathname } from '../router/shellLocation.tsx';

/** Home, then the menu trail of the current page (or the constant page's own title). */
export function AppBreadcrumb() {
  const { t } = useTranslation('navbar');
  const path = normalizePath(usePathname());
  const { menu, pages } = useRouteTable();
  const titleOf = useRouteTitle();
  const home = pages.get(HOME_PATH);
  const trail = trailTo(menu, path);
  const current = pages.get(path);
  const chain = trail.length > 0 ? trail : current ? [current] : [];
  const items = [...(home && path !== HOME_PATH ? [home] : []), ...chain];

  return (
    <Breadcrumb
      className="navbar-breadcrumb"
      aria-label={t('breadcrumb')}
      items={items.map((route, index) => ({
        key: route.path,
        title:
          index < items.length - 1 && pages.has(route.path) ? (
            <ShellLink to={route.path}>{titleOf(route)}</ShellLink>
          ) : (
            titleOf(route)
          ),
      }))}
    />
  );
}
