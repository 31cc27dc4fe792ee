import { dashboard } from '@fwd/contract';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../../test/api.ts';
import { queryClient } from '../api/queryClient.ts';
import ConsoleRoot from './ConsoleRoot.tsx';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** The console root with a page under it that sends nothing itself. */
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<ConsoleRoot />}>
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('ConsoleRoot', () => {
  it('asks for the home figures as it starts drawing the home page, before the page under it asks', async () => {
    const { sent } = mockApi(
      on(dashboard.figures, { asOf: '2026-03-30T04:05:00Z', today: '2026-03-30', orders: null, counting: false }),
    );
    renderAt('/homeDashboard/');
    expect(sent(dashboard.figures)).toHaveLength(1);
    await act(async () => undefined);
  });

  it('asks for nothing of the kind on another page', async () => {
    const { calls } = mockApi();
    renderAt('/orderTracking');
    await act(async () => undefined);
    expect(calls).toHaveLength(0);
  });
});
