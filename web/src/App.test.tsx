import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth } from '@fwd/contract';
import { mockApi, on } from '../test/api.ts';
import { adminInfo, seededMenus } from '../test/fixtures.ts';
import { setToken } from './api/token.ts';
import { App } from './App.tsx';
import { session } from './stores/session.ts';

afterEach(() => {
  act(() => session.reset());
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('App', () => {
  it('on a reload shows the console frame at once, then the console with the home page, never a blank page', async () => {
    setToken('t');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi(on(auth.session, { user: adminInfo, menus: seededMenus }));
    const fetchAnswer = vi.mocked(fetch);
    const slowFetch = fetchAnswer.getMockImplementation()!;
    fetchAnswer.mockImplementation(async (...args) => {
      await answered;
      return slowFetch(...args);
    });
    window.history.replaceState(null, '', '/homeDashboard');

    render(<App />);

    expect(screen.getByRole('status', { name: '加载中…' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('角色：超级管理员', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '加载中…' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页', current: 'page' })).toBeInTheDocument();
  }, 30_000);
});
