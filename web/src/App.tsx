import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { getToken } from './api/token.ts';
import { ErrorBoundary } from './shell/errorLog/ErrorBoundary.tsx';
import { LOGIN_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from './shell/router/appRoute.ts';
import { NavigationGuard } from './shell/router/NavigationGuard.tsx';
import { RouteProgress } from './shell/router/RouteProgress.tsx';
import { useDocumentTheme } from './shell/useDocumentTheme.ts';

const loadConsoleRoot = () => import('./shell/ConsoleRoot.tsx');
const loadLayout = () => import('./shell/layout/Layout.tsx');

const LoginPage = lazy(() => import('./pages/login/index.tsx'));
const ConsoleRoot = lazy(loadConsoleRoot);
const NotFoundPage = lazy(() => import('./pages/exception/404/index.tsx'));
const UnauthorizedPage = lazy(() => import('./pages/exception/401/index.tsx'));
const Layout = lazy(loadLayout);

// Signed in already: fetch the console while the session loads instead of after.
if (getToken()) {
  void loadConsoleRoot();
  void loadLayout();
}

/**
 * One router: the guard decides, the login page stands alone (no antd, to stay
 * light), everything else runs inside the console root and, once signed in, the layout.
 */
export function App() {
  useDocumentTheme();
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <NavigationGuard>
          <Suspense fallback={<RouteProgress />}>
            <Routes>
              <Route path={LOGIN_PATH} element={<LoginPage />} />
              <Route element={<ConsoleRoot />}>
                <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
                <Route path={UNAUTHORIZED_PATH} element={<UnauthorizedPage />} />
                <Route path="*" element={<Layout />} />
              </Route>
            </Routes>
          </Suspense>
        </NavigationGuard>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
