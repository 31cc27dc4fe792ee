// antd's styles, first so the console's own stylesheets come after it and win ties (the theme is zero-runtime).
import 'antd/dist/antd.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { dashboardQueries } from '../api/dashboard.ts';
import { queryClient } from '../api/queryClient.ts';
import { usePrefetchNow } from '../api/usePrefetchNow.ts';
import { FeedbackBridge } from './FeedbackBridge.tsx';
import { HOME_PATH } from './router/appRoute.ts';
import { normalizePath } from './router/guard.ts';
import { ShellLocationProvider } from './router/shellLocation.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';

/**
 * Everything past the login page: antd (theme, locale, toasts and dialogs for
 * the api client) and react-query. Loaded lazily so the login page stays small.
 */
export default function ConsoleRoot() {
  const { pathname } = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      {normalizePath(pathname) === HOME_PATH && <HomeFigures />}
      <ThemeProvider>
        <AntApp>
          <ShellLocationProvider>
            <FeedbackBridge />
            <Outlet />
          </ShellLocationProvider>
        </AntApp>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * The home page's figures, as the console starts drawing rather than once the page has mounted under the layout:
 * those the sign-in answered with, else (a reload there) asked for now, the answer coming while the rest renders.
 */
function HomeFigures() {
  usePrefetchNow(dashboardQueries.figures());
  return null;
}
