import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App.tsx';
import { prerenderLogin } from './prerender.tsx';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the prerendered login page', () => {
  it('is the page the app renders: it hydrates without a mismatch, and the form then works', async () => {
    const pages = await prerenderLogin();
    expect(pages.zh.title).toBe('登录 - 货代管理系统');
    expect(pages.en.html).toContain('placeholder="Password"');
    // Sent before the scripts run, the form posts (the server sends it back): a GET would put the password in the URL.
    for (const page of Object.values(pages)) expect(page.html).toMatch(/<form[^>]* method="post"/);

    const container = document.createElement('div');
    container.innerHTML = pages.zh.html;
    document.body.append(container);
    const form = container.querySelector('form');
    window.history.replaceState(null, '', '/login');
    const problems = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(problems);
    try {
      act(() => {
        root = hydrateRoot(container, <App />, { onRecoverableError: problems });
      });
      // The same elements, now the app's: nothing was thrown away and drawn again.
      expect(container.querySelector('form')).toBe(form);
      act(() => screen.getByRole('button', { name: '显示密码' }).click());
      expect(screen.getByRole('button', { name: '隐藏密码' })).toBeInTheDocument();
      expect(problems).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
});
