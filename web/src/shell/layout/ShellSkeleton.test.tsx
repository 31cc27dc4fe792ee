import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../stores/app.ts';
import { settings } from '../../stores/settings.ts';
import { ShellSkeleton } from './ShellSkeleton.tsx';

const matchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = matchMedia;
  act(() => settings.restoreDefaults());
  if (!app.get().sidebarOpened) act(() => app.toggleSidebar());
});

describe('ShellSkeleton', () => {
  it('announces loading and draws the frame: sidebar with the product title, navbar, tabs', () => {
    const { container } = render(<ShellSkeleton />);
    expect(screen.getByRole('status', { name: '加载中…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('货代管理系统')).toBeInTheDocument();
    expect(container.querySelector('.shell-skeleton-sider--collapsed')).toBeNull();
    expect(container.querySelector('.shell-skeleton-tags')).not.toBeNull();
  });

  it("follows the user's layout: a collapsed sidebar without the title, no tabs, no logo", () => {
    act(() => {
      app.toggleSidebar();
      settings.change('tagsView', false);
    });
    const { container } = render(<ShellSkeleton />);
    expect(container.querySelector('.shell-skeleton-sider--collapsed')).not.toBeNull();
    expect(screen.queryByText('货代管理系统')).not.toBeInTheDocument();
    expect(container.querySelector('.shell-skeleton-tags')).toBeNull();

    expect(container.querySelector('.shell-skeleton-logo')).not.toBeNull();
    act(() => settings.change('sidebarLogo', false));
    expect(container.querySelector('.shell-skeleton-logo')).toBeNull();
  });

  it('leaves the sidebar out on a phone, where it is a drawer', () => {
    const desktop = window.matchMedia.bind(window);
    const phone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => Object.defineProperty(desktop(query), 'matches', { value: true }));
    const { container } = render(<ShellSkeleton />);
    phone.mockRestore();
    expect(container.querySelector('.shell-skeleton-sider')).toBeNull();
    expect(container.querySelector('.shell-skeleton-navbar')).not.toBeNull();
  });
});
