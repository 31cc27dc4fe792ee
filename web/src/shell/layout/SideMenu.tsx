import { memo, useEffect, useRef, useState, type ComponentProps, type FocusEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../components/icons.ts';
import type { LazyComponent } from '../../components/lazyComponent.ts';
import { isPage, type AppRoute } from '../router/appRoute.ts';
import { resolvePage, usePageRegistry } from '../router/pageRegistry.ts';
import { ShellLink } from '../router/shellLocation.tsx';
import './sideMenu.css';

export interface SideMenuProps {
  /** The menu tree; hidden routes are left out. */
  menu: readonly AppRoute[];
  titleOf: (route: AppRoute) => string;
  /** The page shown, and the groups that lead to it (marked, and opened when it changes). */
  selected: string | undefined;
  trail: readonly string[];
  openKeys: readonly string[];
  onOpenChange: (keys: string[]) => void;
  /** Icons only: a group's pages (or a page's title) show in a panel beside it on hover or focus. */
  collapsed: boolean;
  /** After a page's link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

interface Flyout {
  key: string;
  top: number;
  left: number;
  /** Opened from the keyboard: its first link takes the focus. */
  focus: boolean;
}

/** How long the pointer may cross the gap between an item and its panel. */
const FLYOUT_CLOSE_MS = 150;
const INDENT = 24;
/** Shown: not hidden, and a page or a group with a page to show (a group of hidden pages would open onto nothing). */
const shown = (route: AppRoute): boolean => !route.hidden && (isPage(route) || route.children.some(shown));
const visible = (routes: readonly AppRoute[]) => routes.filter(shown);
/** Decorative beside the title: the icon's own label (its name in English) stays out of the item's name. */
const icon = (route: AppRoute) => {
  const element = menuIcon(route.icon);
  return (
    element && (
      <span className="side-menu-icon" aria-hidden>
        {element}
      </span>
    )
  );
};

/**
 * The sidebar's menu: links for pages (they open in a new tab with the usual keys), buttons for groups, as the
 * specification's dark menu. Drawn once per change of its props, with plain elements: antd's Menu rendered itself
 * twice more after mounting (registering its items' paths, measuring its overflow), before the console's first
 * paint after sign-in.
 */
export const SideMenu = memo(function SideMenu({
  menu,
  titleOf,
  selected,
  trail,
  openKeys,
  onOpenChange,
  collapsed,
  onNavigate,
}: SideMenuProps) {
  const { t } = useTranslation('navbar');
  const [flyout, setFlyout] = useState<Flyout | null>(null);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelClose = () => clearTimeout(closing.current);
  const closeSoon = () => {
    cancelClose();
    closing.current = setTimeout(() => setFlyout(null), FLYOUT_CLOSE_MS);
  };
  const nav = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => cancelClose, []);
  useEffect(() => setFlyout(null), [collapsed, selected]);
  useEffect(() => {
    if (flyout?.focus) panel.current?.querySelector<HTMLElement>('a')?.focus();
  }, [flyout]);

  const registry = usePageRegistry();
  /**
   * A page's code, asked for as the pointer or the focus comes to its item or to its group (the group's pages): it is
   * on its way, or there, by the click that opens it.
   */
  const preload = (route: AppRoute) => {
    for (const target of isPage(route) ? [route] : visible(route.children).filter(isPage)) {
      const page = resolvePage(target, registry) as Partial<LazyComponent<object>> | null;
      void page?.preload?.();
    }
  };

  const toggle = (key: string) =>
    onOpenChange(openKeys.includes(key) ? openKeys.filter((k) => k !== key) : [...openKeys, key]);
  const openFlyout = (key: string, item: HTMLElement, focus = false) => {
    cancelClose();
    if (flyout?.key === key && !focus) return;
    const box = item.getBoundingClientRect();
    setFlyout({ key, top: box.top, left: box.right + 4, focus });
  };
  const leave = (e: FocusEvent) => {
    const to = e.relatedTarget as Node | null;
    if (!nav.current?.contains(to) && !panel.current?.contains(to)) closeSoon();
  };
  const escape = () => {
    if (!flyout) return;
    nav.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(flyout.key)}"]`)?.focus();
    setFlyout(null);
  };

  const followed = () => {
    setFlyout(null);
    onNavigate?.();
  };
  const link = (
    route: AppRoute,
    content: ReactNode,
    extra: Omit<ComponentProps<typeof ShellLink>, 'to'> & { 'data-key'?: string },
  ) => (
    <ShellLink
      to={route.path}
      className={route.path === selected ? 'side-menu-item is-selected' : 'side-menu-item'}
      aria-current={route.path === selected ? 'page' : undefined}
      onClick={followed}
      {...extra}
    >
      {content}
    </ShellLink>
  );
  const groupClass = (route: AppRoute) =>
    trail.includes(route.path) ? 'side-menu-item side-menu-group is-active' : 'side-menu-item side-menu-group';

  const label = (route: AppRoute) => {
    const title = titleOf(route);
    return (
      <>
        {icon(route)}
        <span className="side-menu-label" title={title}>
          {title}
        </span>
      </>
    );
  };

  /** A route drawn in full: a page's link, or a group's button with its pages below while it is open. */
  const node = (route: AppRoute, level: number): ReactNode => {
    const indent = { paddingInlineStart: INDENT * (level + 1) };
    const intent = { onPointerEnter: () => preload(route), onFocus: () => preload(route) };
    if (isPage(route))
      return (
        <li key={route.path} {...intent}>
          {link(route, label(route), { style: indent })}
        </li>
      );
    const open = openKeys.includes(route.path);
    return (
      <li key={route.path} {...intent}>
        <button
          type="button"
          className={groupClass(route)}
          aria-expanded={open}
          style={indent}
          onClick={() => toggle(route.path)}
        >
          {label(route)}
          <span className="side-menu-arrow" aria-hidden />
        </button>
        {open && (
          <ul className="side-menu-list side-menu-sub">
            {visible(route.children).map((child) => node(child, level + 1))}
          </ul>
        )}
      </li>
    );
  };

  /**
   * A top-level route with the sidebar folded: its icon (else its title's first letter), and on hover or focus a
   * panel beside it with the group's pages or the page's title. The panel is drawn over the page (in the body: the
   * sidebar's scrolling box would clip it, and lifting the sidebar above the page made the order list's frames
   * dearer to draw); the pointer may cross into it, Enter or Space on a group moves the focus into it, Escape back.
   */
  const folded = (route: AppRoute): ReactNode => {
    const title = titleOf(route);
    const mark = icon(route) ?? (
      <span className="side-menu-initial" aria-hidden>
        {title.slice(0, 1)}
      </span>
    );
    const panelAt = flyout?.key === route.path ? flyout : null;
    const page = isPage(route);
    return (
      <li
        key={route.path}
        onMouseEnter={(e) => openFlyout(route.path, e.currentTarget)}
        onMouseLeave={closeSoon}
        onPointerEnter={() => preload(route)}
        onFocus={() => preload(route)}
      >
        {page ? (
          link(route, mark, {
            'data-key': route.path,
            'aria-label': title,
            onFocus: (e) => openFlyout(route.path, e.currentTarget),
            onBlur: leave,
          })
        ) : (
          <button
            type="button"
            data-key={route.path}
            className={groupClass(route)}
            aria-label={title}
            aria-expanded={panelAt !== null}
            onBlur={leave}
            onClick={(e) => openFlyout(route.path, e.currentTarget, e.detail === 0)}
          >
            {mark}
          </button>
        )}
        {panelAt &&
          createPortal(
            <div
              ref={panel}
              role="group"
              aria-label={title}
              className="side-menu side-menu-flyout"
              style={{ top: panelAt.top, left: panelAt.left }}
              onBlur={leave}
              onFocus={cancelClose}
            >
              {page ? (
                <span className="side-menu-flyout-title" aria-hidden>
                  {title}
                </span>
              ) : (
                <ul className="side-menu-list">{visible(route.children).map((child) => node(child, 0))}</ul>
              )}
            </div>,
            document.body,
          )}
      </li>
    );
  };

  return (
    <nav
      ref={nav}
      className={collapsed ? 'side-menu side-menu--collapsed' : 'side-menu'}
      aria-label={t('menu')}
      onKeyDown={(e) => e.key === 'Escape' && escape()}
    >
      <ul className="side-menu-list">{visible(menu).map((route) => (collapsed ? folded(route) : node(route, 0)))}</ul>
    </nav>
  );
});
