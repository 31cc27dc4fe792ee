import { CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown, type MenuProps } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '../../utils/useStableCallback.ts';
import { HOME_PATH } from '../router/appRoute.ts';
import { normalizePath } from '../router/guard.ts';
import { useRouteTitle } from '../router/routeTitle.ts';
import { useRouteTable } from '../router/useRouteTable.ts';
import { closeAllTabs, closeTab, lastTabPath, tabs, useTabs, type Tab } from '../../stores/tabs.ts';
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

  const run = useStableCallback((action: TabAction, tab: Tab) => {
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
  });

  const labels = useMemo(
    () => ({ refresh: t('refresh'), close: t('close'), closeOthers: t('closeOthers'), closeAll: t('closeAll') }),
    [t],
  );

  return (
    <nav className="tags-view" aria-label={t('label')}>
      {openTabs.map((tab) => (
        <TagItem
          key={tab.path}
          tab={tab}
          title={titleFor(tab)}
          active={tab.path === activePath}
          labels={labels}
          onAction={run}
        />
      ))}
    </nav>
  );
}

interface TagItemProps {
  tab: Tab;
  title: string;
  active: boolean;
  /** The menu's words, read once for all the tabs. */
  labels: Record<TabAction, string>;
  onAction: (action: TabAction, tab: Tab) => void;
}

/**
 * One tab with its right-click menu, drawn again only when it changes: a list's page, tab or search changes the
 * URL, and with it the open page's tab alone.
 */
const TagItem = memo(function TagItem({ tab, title, active, labels, onAction }: TagItemProps) {
  const menu = useMemo(
    (): MenuProps => ({
      items: [
        { key: 'refresh', label: labels.refresh },
        { key: 'close', label: labels.close, disabled: tab.affix },
        { key: 'closeOthers', label: labels.closeOthers },
        { key: 'closeAll', label: labels.closeAll },
      ],
      onClick: ({ key }) => onAction(key as TabAction, tab),
    }),
    [labels, tab, onAction],
  );
  return (
    <Dropdown trigger={['contextMenu']} menu={menu}>
      <ShellLink
        to={tab.fullPath}
        className={active ? 'tags-view-item active' : 'tags-view-item'}
        aria-current={active ? 'page' : undefined}
      >
        {title}
        {!tab.affix && (
          <CloseOutlined
            className="tags-view-close"
            aria-label={labels.close}
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
              onAction('close', tab);
            }}
          />
        )}
      </ShellLink>
    </Dropdown>
  );
});
