import { CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../router/appRoute.ts';
import { normalizePath } from '../router/guard.ts';
import { useRouteTitle } from '../router/routeTitle.ts';
import { useRouteTable } from '../router/useRouteTable.ts';
import { closeAllTabs, closeTab, lastTabPath, tabs, useTabs, type Tab } from '../stores/tabs.ts';
import { ShellLink, useShellLocation, usePathname } from '../router/shellLocation.tsx';

type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** Visited pages as tabs: pinned ones first, close / close others / close all / refresh, also on right click. */
export function TagsView() {
  const { t } = useTranslation('tagsView');
  const { navigate } = useShellLocation();
  const activePath = normalizePath(usePathname());
  const openTabs = useTabs();
  const { pages } = useRouteTable();
  const titleOf = useRouteTitle();
  const client = useQueryClient();

  const titleFor = (tab: Tab) => {
    const route = pages.get(tab.path);
    return route ? titleOf(route) : t('noName');
  };

  const run = (action: TabAction, tab: Tab) => {
    const isActive = tab.path === activePath;
    switch (action) {
      case 'refresh':
        // The page mounts afresh and asks the server again: what others changed shows without F5.
        void client.invalidateQueries();
        tabs.refresh(tab.path);
        if (!isActive) navigate(tab.fullPath);
        break;
      case 'close':
        tabs.close(tab.path);
        if (isActive) navigate(lastTabPath(closeTab(openTabs, tab.path), HOME_PATH));
        break;
      case 'closeOthers':
        tabs.closeOthers(tab.path);
        if (!isActive) navigate(tab.fullPath);
        break;
      case 'closeAll':
        tabs.closeAll();
        navigate(lastTabPath(closeAllTabs(openTabs), HOME_PATH));
        break;
    }
  };

  const menuFor = (tab: Tab): MenuProps => ({
    items: [
      { key: 'refresh', label: t('refresh') },
      { key: 'close', label: t('close'), disabled: tab.affix },
      { key: 'closeOthers', label: t('closeOthers') },
      { key: 'closeAll', label: t('closeAll') },
    ],
    onClick: ({ key }) => run(key as TabAction, tab),
  });

  return (
    <nav className="tags-view" aria-label={t('label')}>
      {openTabs.map((tab) => (
        <Dropdown key={tab.path} trigger={['contextMenu']} menu={menuFor(tab)}>
          <ShellLink to={tab.fullPath} className={tab.path === activePath ? 'tags-view-item active' : 'tags-view-item'} aria-current={tab.path === activePath ? 'page' : undefined}>
            {titleFor(tab)}
            {!tab.affix && (
              <CloseOutlined
                className="tags-view-close"
                aria-label={t('close')}
                onClick={(event) => {
                  event.preventDefault();
                  event.stopPropagation();
                  run('close', tab);
                }}
              />
            )}
          </ShellLink>
        </Dropdown>
      ))}
    </nav>
  );
}
