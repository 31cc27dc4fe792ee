import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminInfo, menuRecord } from '../../../test/fixtures.ts';
import { TestRouter } from '../../../test/router.tsx';
import { session } from '../../stores/session.ts';
import { tabs } from '../../stores/tabs.ts';
import { TagsView } from './TagsView.tsx';

let loads = 0;

/** A page showing how often its list was loaded; the list is fresh for 30 s, as in the console. */
function EmployeeList() {
  const list = useQuery({ queryKey: ['employees', 'list', null], queryFn: () => ++loads, staleTime: 30_000 });
  return <p>{`loaded ${list.data ?? 0}`}</p>;
}

describe('TagsView', () => {
  it('refresh asks the server again even while the data is fresh', async () => {
    act(() => {
      session.store.set({
        status: 'ready',
        user: adminInfo,
        menus: [menuRecord({ menuTitle: 'employee', menuName: 'Employee' })],
        failure: null,
      });
      tabs.open({ path: '/employee', fullPath: '/employee', affix: false, keepAlive: true });
    });
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <TestRouter at="/employee">
          <TagsView />
          <EmployeeList />
        </TestRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('loaded 1')).toBeInTheDocument();

    fireEvent.contextMenu(screen.getByRole('link', { name: /首页/ }));
    await userEvent.click(await screen.findByText('刷新'));

    await waitFor(() => expect(screen.getByText('loaded 2')).toBeInTheDocument());
    expect(tabs.get()[0]?.refreshKey).toBe(1);
  });
});
