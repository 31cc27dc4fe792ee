import { auth, Code } from '@fwd/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Malformed, mockApi, on, refuse } from '../../../test/api.ts';
import { adminInfo, seededMenus } from '../../../test/fixtures.ts';
import { switchLanguage } from '../../../test/i18n.ts';
import { TestRouter } from '../../../test/router.tsx';
import { dashboardQueries } from '../../api/dashboard.ts';
import { getToken } from '../../api/token.ts';
import { session } from '../../stores/session.ts';
import LoginPage from './index.tsx';

const preloadConsole = vi.fn<() => void>();

const signedIn = (token: string) => ({ token, user: adminInfo, menus: seededMenus });

const renderAt = (at: string) =>
  render(
    <TestRouter at={at}>
      <LoginPage preload={preloadConsole} />
    </TestRouter>,
  );

const signIn = async (username: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('用户名'), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.keyboard('{Enter}');
  return user;
};

afterEach(() => {
  vi.restoreAllMocks();
  preloadConsole.mockClear();
  act(() => session.reset());
});

describe('LoginPage', () => {
  it('signs in with the trimmed username on Enter and returns to the redirect with its query, the session ready', async () => {
    const { calls, sent } = mockApi(on(auth.login, signedIn('new-token')));
    renderAt('/login?redirect=%2Forders%3Fpage%3D2%26q%3Dli');

    await signIn('  admin  ', 'admin12345');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders?page=2&q=li'));
    expect(calls.map((c) => c.endpoint)).toEqual([auth.login]);
    expect(sent(auth.login)[0]!.body).toEqual({ username: 'admin', password: 'admin12345' });
    expect(getToken()).toBe('new-token');
    expect(session.get()).toMatchObject({ status: 'ready', user: adminInfo, menus: seededMenus });
  });

  it("goes straight to the home dashboard without a usable redirect, its figures in the sign-in's answer and the home page's first data, once", async () => {
    const figures = { asOf: '2026-03-30T04:05:00Z', today: '2026-03-30', orders: null, counting: false };
    const { calls, sent } = mockApi(on(auth.login, { ...signedIn('t'), home: figures }));
    renderAt('/login?redirect=https%3A%2F%2Fevil.example');
    await signIn('admin', 'pw');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/homeDashboard$/));
    expect(sent(auth.login)[0]!.body).toEqual({ username: 'admin', password: 'pw', home: true });
    expect(calls.map((c) => c.endpoint)).toEqual([auth.login]);
    // The home page's query starts with them; its later reads (its refreshes) ask the server.
    expect(dashboardQueries.figures().initialData).toEqual(figures);
    expect(dashboardQueries.figures().initialData).toBeUndefined();
  });

  it("requests the console's code as the user starts typing, not as the page loads nor after the sign-in answers", async () => {
    const { fetchMock } = mockApi(on(auth.login, signedIn('t')));
    renderAt('/login');
    expect(preloadConsole).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('用户名'), 'a');
    expect(preloadConsole).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("requests the console's code on submitting too (a browser-filled form has no typing), as the request leaves", async () => {
    const { fetchMock } = mockApi(on(auth.login, signedIn('t')));
    renderAt('/login');
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'pw' } });
    expect(preloadConsole).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(preloadConsole).toHaveBeenCalled();
    expect(preloadConsole.mock.invocationCallOrder.at(-1)!).toBeLessThan(fetchMock.mock.invocationCallOrder.at(-1)!);
  });

  it('rejects a response without a token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(on(auth.login, new Malformed(null)));
    renderAt('/login');

    await signIn('admin', 'pw');

    expect(await screen.findByRole('alert')).toHaveTextContent('登录失败: 无效的响应数据');
    expect(getToken()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the message of a refused login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(on(auth.login, refuse(Code.BAD_INPUT, '用户名或密码错误', { data: { errors: [] } })));
    renderAt('/login');

    await signIn('admin', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
  });

  it('asks for missing fields without calling the server', async () => {
    const { fetchMock } = mockApi();
    renderAt('/login');

    await userEvent.setup().click(screen.getByRole('button', { name: '登录' }));

    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    renderAt('/login');
    const password = screen.getByLabelText('密码');
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.setup().click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.setup().click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('hints when Caps Lock is on', async () => {
    renderAt('/login');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('密码'));
    await user.keyboard('{CapsLock}A');
    expect(screen.getByRole('status')).toHaveTextContent('大写锁定已打开');
    await user.keyboard('{CapsLock}a');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows why the session could not be loaded', () => {
    session.store.set({ status: 'idle', user: null, menus: [], failure: '加载用户信息失败：登录已过期' });
    renderAt('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('加载用户信息失败：登录已过期');
  });

  it('switches the language and remembers it in the language cookie', async () => {
    renderAt('/login');
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(document.cookie).toContain('language=en');
    await act(() => switchLanguage('zh'));
  });
});
