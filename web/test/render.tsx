import { StyleProvider, type Transformer } from '@ant-design/cssinjs';
import type { MenuRecord, PermissionCode } from '@fwd/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { queryDefaults } from '../src/api/queryClient.ts';
import { installDecisionHandler } from '../src/api/shell.ts';
import { createDecisionHandler } from '../src/shell/decisions.ts';
import { PageRegistryContext, type PageRegistry } from '../src/shell/router/pageRegistry.ts';
import { session } from '../src/stores/session.ts';
import { adminInfo } from './fixtures.ts';
import { TestRouter } from './router.tsx';

// A whole antd page can take a few seconds on a busy machine; findBy* and waitFor wait for it.
configure({ asyncUtilTimeout: 10_000 });

/** No antd motion: dialogs and popups open and close at once instead of after their animation. */
const theme = { token: { motion: false } };

const VISIBILITY = new Set(['display', 'visibility', 'opacity', 'pointerEvents']);
const isNested = (value: unknown) =>
  typeof value === 'object' && value !== null && !('_multi_value_' in value) && !('_keyframe' in value);

/**
 * antd's styles reduced to what decides whether an element shows or takes a click (display, visibility,
 * opacity, pointer-events), selectors and media queries kept: role queries, toBeVisible and user-event read
 * exactly those, and happy-dom matches every rule on the page for each element they look at. With whole
 * stylesheets that matching took about half of a page test's time.
 */
const visibilityOnly: Transformer = {
  visit: (style) =>
    Object.fromEntries(Object.entries(style).filter(([key, value]) => VISIBILITY.has(key) || isNested(value))),
};

/**
 * Renders a console page or panel as the shell would: signed in with
 * `permissions` (and the role's `menus`), react-query with a fresh cache and no retries, antd in
 * Chinese with its App (toasts, dialogs), a router at `at`, and `pages` as the build's page registry.
 * Answers the toasts the api client's refusals showed.
 */
export function renderPage(
  page: ReactNode,
  {
    at = '/',
    permissions = [],
    menus = [],
    pages = {},
  }: { at?: string; permissions?: readonly PermissionCode[]; menus?: readonly MenuRecord[]; pages?: PageRegistry } = {},
) {
  act(() =>
    session.store.set({ status: 'ready', user: { ...adminInfo, permissions: [...permissions] }, menus, failure: null }),
  );
  const toasts = vi.fn<(message: string) => void>();
  installDecisionHandler(
    createDecisionHandler({
      toast: (message) => toasts(message),
      confirm: () => Promise.resolve(false),
      goToLogin: () => undefined,
    }),
  );
  // The app's defaults: a list asks for its first rows as it renders, and a shorter freshness here would ask again.
  const client = new QueryClient({ defaultOptions: queryDefaults });
  const view = render(
    <QueryClientProvider client={client}>
      <StyleProvider transformers={[visibilityOnly]}>
        <ConfigProvider locale={zhCN} theme={theme}>
          <AntApp>
            <PageRegistryContext value={pages}>
              <TestRouter at={at}>{page}</TestRouter>
            </PageRegistryContext>
          </AntApp>
        </ConfigProvider>
      </StyleProvider>
    </QueryClientProvider>,
  );
  return { ...view, toasts, client };
}
