import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../icons.ts';
import { Logo } from '../Logo.tsx';
import { HOME_PATH, isPage, type AppRoute } from '../router/appRoute.ts';
import { normalizePath } from '../router/guard.ts';
import { useRouteTitle } from '../router/routeTitle.ts';
import { trailTo } from '../router/routesFromMenus.ts';
import { useRouteTable } from '../router/useRouteTable.ts';
import { useStableCallback } from '../../utils/useStableCallback.ts';
import { useSettings } from '../stores/settings.ts';
import { ShellLink, useShellLocation, usePathname } from '../router/shellLocation.tsx';

type MenuItem = Required<MenuProps>['items'][number];

/** Spec section 9: text #bfcbd9, active #409eff, background #304156. */
const sidebarTheme = {
  components: {
    Menu: {
      darkItemBg: '#304156',
      darkSubMenuItemBg: '#1f2d3d',
      darkPopupBg: '#304156',
      darkItemColor: '#bfcbd9',
      darkItemHoverColor: '#ffffff',
      darkItemHoverBg: '#263445',
      darkItemSelectedColor: '#409eff',
      darkItemSelectedBg: 'transparent',
      itemBorderRadius: 0,
      itemMarginInline: 0,
      itemMarginBlock: 0,
    },
  },
};

export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const showLogo = useSettings((s) => s.sidebarLogo);
  const { menu } = useRouteTable();
  const titleOf = useRouteTitle();
  const { navigate } = useShellLocation();
  const path = normalizePath(usePathname());

  const trail = trailTo(menu, path).filter((r) => !r.hidden);
  const selected = trail.at(-1)?.path;
  const [openKeys, setOpenKeys] = useState<string[]>(() => trail.slice(0, -1).map((r) => r.path));
  const [openedFor, setOpenedFor] = useState(path);
  if (openedFor !== path) {
    setOpenedFor(path);
    setOpenKeys((keys) => [...new Set([...keys, ...trail.slice(0, -1).map((r) => r.path)])]);
  }

  // The same items while the menus and the language are: the menu is then not drawn again when only the
  // URL's query changes (a list's tab or page), which every click in a list does.
  const items = useMemo(() => {
    const toItem = (route: AppRoute): MenuItem => {
      const visibleChildren = route.children.filter((c) => !c.hidden);
      const title = titleOf(route);
      // Titles in some languages are longer than the sidebar: cut with an ellipsis, whole on hover.
      const label = <span title={title}>{title}</span>;
      const icon = menuIcon(route.icon);
      if (isPage(route)) return { key: route.path, icon, label, title };
      return { key: route.path, icon, label, children: visibleChildren.map(toItem) };
    };
    return menu.filter((r) => !r.hidden).map(toItem);
  }, [menu, titleOf]);
  const selectedKeys = useMemo(() => (selected ? [selected] : []), [selected]);
  const open = useStableCallback((key: string) => {
    navigate(key);
    onNavigate?.();
  });

  return (
    <div className="sidebar">
      {showLogo && (
        <ShellLink to={HOME_PATH} className="sidebar-logo">
          <Logo size={28} />
          {!collapsed && (
            <span className="sidebar-logo-title" title={t('productTitle')}>
              {t('productTitle')}
            </span>
          )}
        </ShellLink>
      )}
      <SideMenu items={items} collapsed={collapsed} selectedKeys={selectedKeys} openKeys={openKeys} onOpenChange={setOpenKeys} onOpen={open} />
    </div>
  );
}

const SideMenu = memo(function SideMenu({
  items,
  collapsed,
  selectedKeys,
  openKeys,
  onOpenChange,
  onOpen,
}: {
  items: MenuItem[];
  collapsed: boolean;
  selectedKeys: string[];
  openKeys: string[];
  onOpenChange: (keys: string[]) => void;
  onOpen: (key: string) => void;
}) {
  return (
    <ConfigProvider theme={sidebarTheme}>
      <Menu
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selectedKeys}
        openKeys={openKeys}
        onOpenChange={onOpenChange}
        onClick={({ key }) => onOpen(key)}
      />
    </ConfigProvider>
  );
});
