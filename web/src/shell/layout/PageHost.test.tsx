import type { MenuRecord } from '@fwd/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminInfo, menuRecord } from '../../../test/fixtures.ts';
import { TestRouter } from '../../../test/router.tsx';
import { session } from '../../stores/session.ts';
import { tabs } from '../../stores/tabs.ts';
import { PageRegistryContext } from '../router/pageRegistry.ts';
import { PageHost } from './PageHost.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const { search } = useLocation();
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`${label} ${count} ${search}`}
    </button>
  );
}

const testPages: Record<string, () => React.JSX.Element> = {
  'test/kept': () => <Counter label="kept" />,
  'test/volatile': () => <Counter label="volatile" />,
};

const menus: MenuRecord[] = [
  menuRecord({ id: 1, menuTitle: 'kept', menuName: 'Kept', component: 'test/kept', affix: 0 }),
  menuRecord({
    id: 2,
    menuTitle: 'volatile',
    menuName: 'Volatile',
    component: 'test/volatile',
    affix: 0,
    keepAlive: 0,
  }),
  menuRecord({ id: 3, menuTitle: 'missing', menuName: 'Missing', component: 'quotes/priceQuery', affix: 0 }),
  menuRecord({ id: 4, menuTitle: 'group', menuName: 'Group', component: null }),
  menuRecord({
    id: 5,
    parentId: 4,
    submenuLevel: 2,
    menuTitle: 'child',
    menuName: 'Child',
    component: 'test/volatile',
    affix: 0,
  }),
];

let navigate: NavigateFunction;
function NavigateProbe() {
  const navigateHere = useNavigate();
  useEffect(() => {
    navigate = navigateHere;
  }, [navigateHere]);
  return null;
}

const renderAt = (at: string) =>
  render(
    <TestRouter at={at}>
      <NavigateProbe />
      <PageRegistryContext value={testPages}>
        <PageHost />
      </PageRegistryContext>
    </TestRouter>,
  );
const go = (to: string) => act(() => navigate(to));
const click = (name: RegExp) => userEvent.setup().click(screen.getByRole('button', { name }));

beforeEach(() => session.store.set({ status: 'ready', user: adminInfo, menus, failure: null }));

describe('PageHost', () => {
  it('keeps a cached page alive while another tab is open, seeing its own URL', async () => {
    renderAt('/kept?page=2');
    await click(/kept 0/);
    await click(/kept 1/);

    await go('/volatile');
    const hidden = screen.getByText(/kept 2/);
    expect(hidden).not.toBeVisible();
    expect(hidden).toHaveTextContent('kept 2 ?page=2');

    await go('/kept?page=2');
    expect(screen.getByRole('button', { name: /kept 2/ })).toBeVisible();
    expect(tabs.get().map((t) => t.fullPath)).toEqual(['/kept?page=2', '/volatile']);
  });

  it('does not cache pages with keepAlive 0', async () => {
    renderAt('/volatile');
    await click(/volatile 0/);
    await go('/kept');
    expect(screen.queryByText(/volatile/)).toBeNull();
    await go('/volatile');
    expect(screen.getByRole('button', { name: /volatile 0/ })).toBeVisible();
  });

  it('remounts a page on refresh and drops a closed tab from the cache', async () => {
    renderAt('/kept');
    await click(/kept 0/);
    act(() => tabs.refresh('/kept'));
    expect(screen.getByRole('button', { name: /kept 0/ })).toBeVisible();

    await click(/kept 0/);
    await go('/volatile');
    act(() => tabs.close('/kept'));
    await go('/kept');
    expect(screen.getByRole('button', { name: /kept 0/ })).toBeVisible();
  });

  it('shows a clear notice for a page this build lacks', async () => {
    renderAt('/missing');
    expect(await screen.findByText('此版本中没有该页面')).toBeInTheDocument();
    expect(screen.getByText(/quotes\/priceQuery/)).toBeInTheDocument();
  });

  it('forwards a menu group to its first page, and an unknown path to /404', async () => {
    renderAt('/group');
    expect(screen.getByTestId('location')).toHaveTextContent('/child');
    await go('/nowhere');
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });
});
