// antd's styles, first so the console's own stylesheets come after it and win ties (the theme is zero-runtime).
import 'antd/dist/antd.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { Outlet } from 'react-router';
import { queryClient } from '../api/queryClient.ts';
import { FeedbackBridge } from './FeedbackBridge.tsx';
import { ShellLocationProvider } from './router/shellLocation.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';

/**
 * Everything past the login page: antd (theme, locale, toasts and dialogs for
 * the api client) and react-query. Loaded lazily so the login page stays small.
 */
export default function ConsoleRoot() {
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
