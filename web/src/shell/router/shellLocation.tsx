import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { useStableCallback } from '../../utils/useStableCallback.ts';

interface ShellLocation {
  /** Goes to a path of the console (absolute, as the menus' paths are). */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Where the user is now, path and query: read when needed, not rendered from. */
  here: () => string;
}

const PathContext = createContext('/');
const ShellContext = createContext<ShellLocation>({ navigate: () => undefined, here: () => '/' });

/**
 * The shell's view of the location: the path alone, and a navigate that stays
 * the same function. react-router gives every `useLocation`, `useNavigate` and
 * `<Link>` a new location with each change of the URL, and a list changes its
 * query with every page, tab and search; the menu, tabs, breadcrumb and header
 * care only for the path, so they read it here and render again only when it
 * changes.
 */
export function ShellLocationProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const latest = useRef(location);
  useLayoutEffect(() => {
    latest.current = location;
  });
  const navigate = useStableCallback((to: string, options?: NavigateOptions) => void routerNavigate(to, options));
  const value = useMemo(() => ({ navigate, here: () => latest.current.pathname + latest.current.search }), [navigate]);
  return (
    <ShellContext.Provider value={value}>
      <PathContext.Provider value={location.pathname}>{children}</PathContext.Provider>
    </ShellContext.Provider>
  );
}

/** The current path (no query): changes only when the user goes to another page. */
export const usePathname = () => useContext(PathContext);

export const useShellLocation = () => useContext(ShellContext);

/** A link to a path of the console, opened in place on a plain click (new tab or window with a modifier key, as any link). */
export function ShellLink({
  to,
  onClick,
  ...anchor
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { navigate } = useShellLocation();
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.altKey ||
      e.ctrlKey ||
      e.shiftKey ||
      (anchor.target && anchor.target !== '_self')
    )
      return;
    e.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={open} {...anchor} />;
}
