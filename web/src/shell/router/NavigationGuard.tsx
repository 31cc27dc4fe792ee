import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { getToken } from '../../api/token.ts';
import { session, useSession } from '../../stores/session.ts';
import { LOGIN_PATH, standaloneRoutes } from './appRoute.ts';
import { decide, normalizePath } from './guard.ts';
import { progress } from './progress.ts';
import { useRouteTitle } from './routeTitle.ts';
import { useRouteTable } from './useRouteTable.ts';

/**
 * Runs the guard decision (guard.ts) on every navigation: redirects, loads the
 * session when needed (showing `pending` meanwhile, and while redirecting into
 * the console), and once a page may show,
 * sets the title and scrolls up. A failed load clears the token, so the next
 * decision sends the user to login, which shows the reason.
 */
export function NavigationGuard({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const { pathname, search } = useLocation();
  const path = normalizePath(pathname);
  const status = useSession((s) => s.status);
  const table = useRouteTable();
  const { t } = useTranslation();
  const titleOf = useRouteTitle();

  const decision = decide({
    pathname,
    search,
    hasToken: getToken() !== null,
    rolesLoaded: status === 'ready',
    permitted: table.permitted,
  });
  const route = table.pages.get(path) ?? standaloneRoutes.find((r) => r.path === path);
  const title = route ? `${titleOf(route)} - ${t('productTitle')}` : t('productTitle');

  // The bar is for moves inside the app: a page load has the browser's own indicator, and starting
  // the bar then would only delay the first paint.
  const loaded = useRef(false);
  useLayoutEffect(() => {
    if (loaded.current) progress.start();
    loaded.current = true;
  }, [pathname]);

  useEffect(() => {
    if (decision.kind === 'load' && status === 'idle') void session.load();
  }, [decision.kind, status]);

  const allowed = decision.kind === 'allow';
  useEffect(() => {
    if (!allowed) return;
    progress.done();
    window.scrollTo(0, 0);
  }, [allowed, pathname]);

  useEffect(() => {
    if (allowed) document.title = title;
  }, [allowed, title]);

  if (decision.kind === 'redirect') {
    // On the way into the console (signed in on the login page, say), `pending` shows meanwhile, not a blank page.
    const intoConsole = !decision.to.startsWith(LOGIN_PATH);
    return (
      <>
        <Navigate to={decision.to} replace />
        {intoConsole && pending}
      </>
    );
  }
  if (decision.kind === 'load') return pending;
  return children;
}
