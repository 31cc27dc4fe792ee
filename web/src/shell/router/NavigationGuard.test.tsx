import { auth, Code } from '@fwd/contract';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on, refuse } from '../../../test/api.ts';
import { adminInfo, menuRecord, seededMenus } from '../../../test/fixtures.ts';
import { TestRouter } from '../../../test/router.tsx';
import { getToken, setToken } from '../../api/token.ts';
import { session } from '../../stores/session.ts';
import { NavigationGuard } from './NavigationGuard.tsx';
import { progress } from './progress.ts';

let navigate: NavigateFunction;
function CaptureNavigate() {
  const navigateHere = useNavigate();
  useEffect(() => {
    navigate = navigateHere;
  }, [navigateHere]);
  return null;
}

const renderAt = (at: string) =>
  render(
    <TestRouter at={at}>
      <CaptureNavigate />
      <NavigationGuard pending={<p>loading the session</p>}>
        <Routes>
          <Route path="/login" element={<p>login page</p>} />
          <Route path="*" element={<p>console page</p>} />
        </Routes>
      </NavigationGuard>
    </TestRouter>,
  );

const location = () => screen.getByTestId('location');
const signedInApi = () => mockApi(on(auth.session, { user: adminInfo, menus: seededMenus }));

afterEach(() => {
  // Unmounted first: a guard still mounted would start loading again on the reset, with this test's answers.
  cleanup();
  act(() => session.reset());
  vi.restoreAllMocks();
});

describe('NavigationGuard', () => {
  it('sends a visitor without a token to login, keeping path and query', async () => {
    renderAt('/homeDashboard?tab=2');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login?redirect=%2FhomeDashboard%3Ftab%3D2');
    expect(document.title).toBe('登录 - 货代管理系统');
  });

  it('shows what it was given while redirecting into the console, not while sending a visitor to login', async () => {
    const pendingAt: string[] = [];
    function Pending() {
      pendingAt.push(window.location.pathname);
      return null;
    }
    const renderWithPending = (at: string) =>
      render(
        <TestRouter at={at}>
          <NavigationGuard pending={<Pending />}>
            <Routes>
              <Route path="/login" element={<p>login page</p>} />
              <Route path="*" element={<p>console page</p>} />
            </Routes>
          </NavigationGuard>
        </TestRouter>,
      );

    const visitor = renderWithPending('/homeDashboard');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(pendingAt).toEqual([]);
    visitor.unmount();

    setToken('t');
    act(() => session.store.set({ status: 'ready', user: adminInfo, menus: seededMenus, failure: null }));
    renderWithPending('/login');
    expect(await screen.findByText('console page')).toBeInTheDocument();
    expect(pendingAt.length).toBeGreaterThan(0);
  });

  it('runs the progress bar on moves inside the app, not on the page load', async () => {
    const start = vi.spyOn(progress, 'start');
    renderAt('/login');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();

    act(() => navigate('/profile'));
    expect(start).toHaveBeenCalled();
  });

  it('loads info and menus for a token, showing what it was given meanwhile, then the page with its title', async () => {
    setToken('t');
    const { calls } = signedInApi();
    renderAt('/homeDashboard');

    expect(screen.getByText('loading the session')).toBeInTheDocument();
    expect(await screen.findByText('console page')).toBeInTheDocument();
    expect(screen.queryByText('loading the session')).not.toBeInTheDocument();
    expect(calls.map((c) => c.endpoint)).toEqual([auth.session]);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer t');
    await waitFor(() => expect(document.title).toBe('首页 - 货代管理系统'));
  });

  it('sends a signed-in user away from /login to the home dashboard via /dashboard', async () => {
    setToken('t');
    signedInApi();
    renderAt('/login');
    expect(await screen.findByText('console page')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboard');
  });

  it('sends paths outside the menu to the home dashboard, and lets constant routes through', async () => {
    setToken('t');
    signedInApi();
    const first = renderAt('/rolePermission');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/homeDashboard$/));
    first.unmount();

    act(() => session.reset());
    renderAt('/profile');
    expect(await screen.findByText('console page')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/profile');
  });

  it('on a failed load clears the token and goes to login with the reason kept', async () => {
    setToken('t');
    mockApi(on(auth.session, refuse(Code.SESSION_ENDED, '会话已在其他地方结束', { status: 401 })));
    renderAt('/homeDashboard');

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login?redirect=%2FhomeDashboard');
    expect(getToken()).toBeNull();
    expect(session.get().failure).toBe('加载用户信息失败：会话已在其他地方结束');
  });

  it('sends the user home when a refresh takes away the page they are on, without a new sign-in', async () => {
    setToken('t');
    const employee = menuRecord({
      id: 2,
      menuTitle: 'employee',
      menuTitleCn: '员工管理',
      menuName: 'Employee',
      component: 'employees/employee',
    });
    let menus = [...seededMenus, employee];
    mockApi(on(auth.session, () => ({ user: adminInfo, menus })));
    renderAt('/employee');
    expect(await screen.findByText('console page')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/employee$/);

    menus = seededMenus;
    await act(() => session.refresh());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/homeDashboard$/));
    expect(getToken()).toBe('t');
  });
});
