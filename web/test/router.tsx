import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { ShellLocationProvider } from '../src/shell/router/shellLocation.tsx';

/** Shows the current path and query, for tests to read where navigation went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

export function TestRouter({ at, children }: { at: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <ShellLocationProvider>{children}</ShellLocationProvider>
      <LocationProbe />
    </MemoryRouter>
  );
}
