import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo.tsx';
import { useApp } from '../../stores/app.ts';
import { useSettings } from '../../stores/settings.ts';
import { useIsMobile } from './useIsMobile.ts';
import './shellSkeleton.css';

const MENU_ROWS = 6;

/**
 * The console's frame drawn with plain elements, in the layout's sizes and the
 * user's settings (sidebar open or not, tags, logo, dark mode): shown the
 * moment sign-in succeeds and on a reload while the session and antd load,
 * so there is no white screen, and the real layout takes its place in step.
 */
export function ShellSkeleton() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const opened = useApp((s) => s.sidebarOpened);
  const tagsView = useSettings((s) => s.tagsView);
  const sidebarLogo = useSettings((s) => s.sidebarLogo);

  return (
    <div className="shell-skeleton" role="status" aria-busy="true" aria-label={t('loading')}>
      {!isMobile && (
        <div className={opened ? 'shell-skeleton-sider' : 'shell-skeleton-sider shell-skeleton-sider--collapsed'}>
          {sidebarLogo && (
            <div className="shell-skeleton-logo">
              <Logo size={28} />
              {opened && <span>{t('productTitle')}</span>}
            </div>
          )}
          {Array.from({ length: MENU_ROWS }, (_, i) => (
            <div key={i} className="shell-skeleton-menu-row" />
          ))}
        </div>
      )}
      <div className="shell-skeleton-main">
        <div className="shell-skeleton-header">
          <div className="shell-skeleton-navbar">
            <span className="shell-skeleton-bar shell-skeleton-bar--short" />
            <span className="shell-skeleton-avatar" />
          </div>
          {tagsView && (
            <div className="shell-skeleton-tags">
              <span className="shell-skeleton-tag" />
            </div>
          )}
        </div>
        <div className="shell-skeleton-content">
          <div className="shell-skeleton-card">
            <span className="shell-skeleton-avatar shell-skeleton-avatar--large" />
            <div className="shell-skeleton-lines">
              <span className="shell-skeleton-bar" />
              <span className="shell-skeleton-bar shell-skeleton-bar--short" />
            </div>
          </div>
          <div className="shell-skeleton-card shell-skeleton-card--tall" />
        </div>
      </div>
    </div>
  );
}
