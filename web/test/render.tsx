import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { act } from 'react';
import { adminInfo } from './fixtures.ts';
import { TestRouter } from './router.tsx';
import { session } from '../src/shell/stores/session.ts';

/** Signs a user with these permission codes in (user info only: what useCan reads). */
export const signInWith = (permissions: string[]) => act(() => session.setUser({ ...adminInfo, permissions }));

/** Renders a page or panel as the console does: react-query (no retries, fresh cache), antd's App, a router at `at`. */
export function renderWithConsole(ui: ReactNode, at = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <TestRouter at={at}>{ui}</TestRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}
