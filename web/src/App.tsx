import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { lazyComponent } from './components/lazyComponent.ts';
import LoginPage from './pages/login/index.tsx';
import { endRehearsal, prepareConsole, useConsoleModules } from './consoleModules.ts';
import { ErrorBoundary } from './shell/errorLog/ErrorBoundary.tsx';
import { ShellSkeleton } from './shell/layout/ShellSkeleton.tsx';
import { LOGIN_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from './shell/router/appRoute.ts';
import { NavigationGuard } from './shell/router/NavigationGuard.tsx';
import { PageRegistryContext } from './shell/router/pageRegistry.ts';
import { RouteProgress } from './shell/router/RouteProgress.tsx';
import { useDocumentTheme } from './shell/useDocumentTheme.ts';

const NotFoundPage = lazyComponent(() => import('./pages/exception/404/index.tsx'), <RouteProgress />);
const UnauthorizedPage = lazyComponent(() => import('./pages/exception/401/index.tsx'), <RouteProgress />);

/** The console root once its code is there, the skeleton until then. */
function ConsoleFrame() {
  const modules = useConsoleModules();
  useEffect(() => {
    if (modules) endRehearsal();
  }, [modules]);
  return modules ? <modules.ConsoleRoot /> : <ShellSkeleton />;
}

/** Rendered inside the console root, so the modules are there; the layout renders the pages they bring. */
function LayoutFrame() {
  const modules = useConsoleModules();
  return (
    modules && (
      <PageRegistryContext value={modules.pages}>
        <modules.Layout />
      </PageRegistryContext>
    )
  );
}

/**
 * One router: the guard decides; the login page stands alone and ships with
 * the app (no antd, small); everything else runs inside the console root and,
 * once signed in, the layout. Until the session and the console's code are
 * there, the console's frame shows as a skeleton. Navigations are not
 * transitions (shell/router/README.md says why).
 */
export function App() {
  useDocumentTheme();
  return (
    <BrowserRouter useTransitions={false}>
      <ErrorBoundary>
        <NavigationGuard pending={<ShellSkeleton />}>
          <Routes>
            <Route path={LOGIN_PATH} element={<LoginPage preload={prepareConsole} />} />
            <Route element={<ConsoleFrame />}>
              <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
              <Route path={UNAUTHORIZED_PATH} element={<UnauthorizedPage />} />
              <Route path="*" element={<LayoutFrame />} />
            </Route>
          </Routes>
        </NavigationGuard>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
