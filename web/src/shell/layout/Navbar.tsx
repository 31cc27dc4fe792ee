import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { app, useApp } from '../../stores/app.ts';
import { AlertBell } from './AlertBell.tsx';
import { AppBreadcrumb } from './AppBreadcrumb.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { ErrorLogButton } from './ErrorLogButton.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { SizeSelect } from './SizeSelect.tsx';

/** The search and the tool buttons with their tooltips come after the first paint. */
export function Navbar({ isMobile, onOpenSettings }: { isMobile: boolean; onOpenSettings: () => void }) {
  const { t } = useTranslation('navbar');
  const { t: ts } = useTranslation('settings');
  const opened = useApp((s) => s.sidebarOpened);
  return (
    <div className="navbar">
      <Button
        type="text"
        className="navbar-hamburger"
        icon={opened && !isMobile ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={t('toggleSidebar')}
        aria-expanded={opened}
        onClick={app.toggleSidebar}
      />
      {!isMobile && <AppBreadcrumb />}
      <div className="navbar-right">
        <AfterFirstPaint>
          <HeaderSearch />
          <AlertBell />
          <ErrorLogButton />
          {!isMobile && <FullscreenButton />}
          {!isMobile && <SizeSelect />}
          <LanguageMenu />
        </AfterFirstPaint>
        <Button type="text" icon={<SettingOutlined />} aria-label={ts('open')} onClick={onOpenSettings} />
        <AvatarMenu showName={!isMobile} />
      </div>
    </div>
  );
}
