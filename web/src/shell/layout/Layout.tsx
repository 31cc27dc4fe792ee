import { Drawer, Layout as AntLayout } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { lazyComponent } from '../../components/lazyComponent.ts';
import { useRouteTable } from '../router/useRouteTable.ts';
import { app, useApp } from '../../stores/app.ts';
import { session } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { tabs } from '../../stores/tabs.ts';
import { Navbar } from './Navbar.tsx';
import { PageHost } from './PageHost.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TagsView } from './TagsView.tsx';
import { useIsMobile } from './useIsMobile.ts';
import { useScrollableTables } from './useScrollableTables.ts';
import './layout.css';

const SettingsDrawer = lazyComponent(() => import('./SettingsDrawer.tsx'));
const closeMobileSidebar = () => app.closeSidebar(false);

/** The signed-in frame: sidebar (a drawer on mobile), navbar, tabs, the page, the settings drawer. */
export default function Layout() {
  const isMobile = useIsMobile();
  const opened = useApp((s) => s.sidebarOpened);
  const withoutAnimation = useApp((s) => s.sidebarWithoutAnimation);
  const showTags = useSettings((s) => s.tagsView);
  const fixedHeader = useSettings((s) => s.fixedHeader);
  const { pages } = useRouteTable();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const content = useRef<HTMLElement>(null);
  useScrollableTables(content);

  useEffect(() => {
    if (isMobile) app.closeSidebar(true);
  }, [isMobile]);

  // Permissions may have changed while the user was in another window or tab.
  useEffect(() => {
    const refresh = () => void session.refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, []);

  useEffect(() => {
    tabs.sync(
      [...pages.values()].map((p) => ({ path: p.path, fullPath: p.path, affix: p.affix, keepAlive: p.keepAlive })),
    );
  }, [pages]);

  const openSettings = () => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
  };

  return (
    <AntLayout hasSider={!isMobile} className={`app-layout${withoutAnimation ? ' app-layout--no-animation' : ''}`}>
      {isMobile ? (
        <Drawer
          placement="left"
          open={opened}
          onClose={app.toggleSidebar}
          size={210}
          closable={false}
          styles={{ body: { padding: 0, background: '#304156' } }}
        >
          <Sidebar collapsed={false} onNavigate={closeMobileSidebar} />
        </Drawer>
      ) : (
        <aside className={opened ? 'app-sider' : 'app-sider app-sider--collapsed'}>
          <Sidebar collapsed={!opened} />
        </aside>
      )}
      <AntLayout className="app-main">
        <header className={fixedHeader ? 'app-header app-header--fixed' : 'app-header'}>
          <Navbar isMobile={isMobile} onOpenSettings={openSettings} />
          {showTags && (
            <AfterFirstPaint fallback={<div className="tags-view" />}>
              <TagsView />
            </AfterFirstPaint>
          )}
        </header>
        <AntLayout.Content className="app-content" ref={content}>
          <PageHost />
        </AntLayout.Content>
      </AntLayout>
      {settingsLoaded && <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
    </AntLayout>
  );
}
