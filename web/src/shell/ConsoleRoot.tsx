// antd's styles, first so the console's own stylesheets come after it and win ties (the theme is zero-runtime).
import 'antd/dist/antd.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { dashboardQueries } from '../api/dashboard.ts';
import { queryClient } from '../api/queryClient.ts';
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
  // The home page's figures, as the console starts drawing rather than once the page has mounted under the layout:
  // those the sign-in answered with, else (a reload there) asked for now, the answer coming while the rest renders.
  useState(() => {
    if (normalizePath(pathname) === HOME_PATH) void queryClient.prefetchQuery(dashboardQueries.figures());
  });
  return (
    <QueryClientProvider client={queryClient}>
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
