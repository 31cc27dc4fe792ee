import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededMenus } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { session } from '../../stores/session.ts';
import { tabs } from '../../stores/tabs.ts';
import Layout from './Layout.tsx';

const pageRenders = { count: 0 };
const pages = {
  'dashboard/home': function Page() {
    pageRenders.count++;
    return <p>home page</p>;
  },
};

afterEach(() => {
  act(() => {
    session.reset();
    tabs.reset();
  });
});

describe('Layout', () => {
  it('paints the page first, then adds the tabs and the header tools with their tooltips, the page drawn once', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderPage(<Layout />, { at: '/homeDashboard', menus: seededMenus, pages });

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '搜索菜单' })).not.toBeInTheDocument();

    await act(async () => {
      frames.forEach((frame) => frame(performance.now()));
      await new Promise((resolve) => setTimeout(resolve));
    });

    expect(screen.getByRole('navigation', { name: '已打开的页面' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '搜索菜单' })).toBeInTheDocument();
    // Opening its tab and the tools' arrival leave the page be (StrictMode is off here: one render is one call).
    expect(pageRenders.count).toBe(1);
    vi.restoreAllMocks();
  }, 30_000);
});
