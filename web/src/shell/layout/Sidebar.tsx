import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo.tsx';
import { HOME_PATH } from '../router/appRoute.ts';
import { normalizePath } from '../router/guard.ts';
import { useRouteTitle } from '../router/routeTitle.ts';
import { trailTo } from '../router/routesFromMenus.ts';
import { ShellLink, usePathname } from '../router/shellLocation.tsx';
import { useRouteTable } from '../router/useRouteTable.ts';
import { useSettings } from '../../stores/settings.ts';
import { SideMenu } from './SideMenu.tsx';

export const Sidebar = memo(function Sidebar({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const showLogo = useSettings((s) => s.sidebarLogo);
  const { menu } = useRouteTable();
  const titleOf = useRouteTitle();
  const path = normalizePath(usePathname());

  // The page shown and the groups that lead to it, the same while the path and the menus are: the menu is then
  // not drawn again when only the URL's query changes (a list's tab or page), which every click in a list does.
  const trail = useMemo(() => trailTo(menu, path).filter((r) => !r.hidden), [menu, path]);
  const selected = trail.at(-1)?.path;
  const groups = useMemo(() => trail.slice(0, -1).map((r) => r.path), [trail]);
  const [openKeys, setOpenKeys] = useState<string[]>(groups);
  const [openedFor, setOpenedFor] = useState(path);
  if (openedFor !== path) {
    setOpenedFor(path);
    setOpenKeys((keys) => [...new Set([...keys, ...groups])]);
  }

  // The logo's link is named when folded too, where the logo stands alone.
  return (
    <div className="sidebar">
      {showLogo && (
        <ShellLink to={HOME_PATH} className="sidebar-logo" aria-label={t('productTitle')}>
          <Logo size={28} />
          {!collapsed && (
            <span className="sidebar-logo-title" title={t('productTitle')}>
              {t('productTitle')}
            </span>
          )}
        </ShellLink>
      )}
      <SideMenu
        menu={menu}
        titleOf={titleOf}
        selected={selected}
        trail={groups}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        collapsed={collapsed}
        onNavigate={onNavigate}
      />
    </div>
  );
});
