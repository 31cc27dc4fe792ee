import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuRecord } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { session } from '../../stores/session.ts';
import { Sidebar } from './Sidebar.tsx';

const menus = [
  menuRecord({}),
  menuRecord({
    id: 2,
    menuTitle: 'quotes',
    menuTitleCn: '报价系统',
    menuName: 'Quotes',
    component: null,
    icon: 'DollarOutlined',
    affix: 0,
    sort: 1,
    childCount: 2,
  }),
  menuRecord({
    id: 3,
    parentId: 2,
    submenuLevel: 2,
    menuTitle: 'priceQuery',
    menuTitleCn: '价格查询',
    menuName: 'PriceQuery',
    component: 'quotes/priceQuery',
    icon: null,
    affix: 0,
  }),
  menuRecord({
    id: 4,
    parentId: 2,
    submenuLevel: 2,
    menuTitle: 'hiddenPage',
    menuTitleCn: '隐藏页',
    menuName: 'HiddenPage',
    component: 'quotes/hidden',
    isShow: 0,
    affix: 0,
    sort: 1,
  }),
  menuRecord({
    id: 5,
    menuTitle: 'toolbox',
    menuTitleCn: '工具箱',
    menuName: 'Toolbox',
    component: null,
    icon: 'ToolOutlined',
    affix: 0,
    sort: 2,
    childCount: 1,
  }),
  menuRecord({
    id: 6,
    parentId: 5,
    submenuLevel: 2,
    menuTitle: 'hsCode',
    menuTitleCn: 'HS编码',
    menuName: 'HsCode',
    component: 'toolbox/hsCode',
    icon: null,
    affix: 0,
  }),
];

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  act(() => session.reset());
  vi.useRealTimers();
});

describe('Sidebar', () => {
  it('opens the group of the page shown, marks the page, and leaves hidden pages out', () => {
    renderPage(<Sidebar collapsed={false} />, { at: '/priceQuery', menus });

    expect(screen.getByRole('link', { name: '价格查询' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '报价系统' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: '工具箱' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'HS编码' })).not.toBeInTheDocument();
    expect(screen.queryByText('隐藏页')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '首页' }),
    ).not.toHaveAttribute('aria-current');
  });

  it('leaves out a group whose pages are all hidden, open or folded', () => {
    const withEmptyGroup = [
      ...menus,
      menuRecord({
        id: 7,
        menuTitle: 'archive',
        menuTitleCn: '归档',
        menuName: 'Archive',
        component: null,
        icon: 'ToolOutlined',
        affix: 0,
        sort: 3,
        childCount: 1,
      }),
      menuRecord({
        id: 8,
        parentId: 7,
        submenuLevel: 2,
        menuTitle: 'oldOrders',
        menuTitleCn: '旧订单',
        menuName: 'OldOrders',
        component: 'orders/old',
        isShow: 0,
        affix: 0,
      }),
    ];
    const { unmount } = renderPage(<Sidebar collapsed={false} />, { at: '/homeDashboard', menus: withEmptyGroup });
    expect(screen.getByRole('button', { name: '工具箱' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '归档' })).not.toBeInTheDocument();
    unmount();
    renderPage(<Sidebar collapsed />, { at: '/homeDashboard', menus: withEmptyGroup });
    expect(screen.getByRole('button', { name: '工具箱' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '归档' })).not.toBeInTheDocument();
  });

  it('opens and closes a group on click, and follows a page link', async () => {
    const user = userEvent.setup();
    renderPage(<Sidebar collapsed={false} />, { at: '/homeDashboard', menus });

    await user.click(screen.getByRole('button', { name: '工具箱' }));
    expect(screen.getByRole('button', { name: '工具箱' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'HS编码' }));
    expect(location()).toBe('/hsCode');
    expect(screen.getByRole('link', { name: 'HS编码' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: '工具箱' }));
    expect(screen.queryByRole('link', { name: 'HS编码' })).not.toBeInTheDocument();
  });

  it("folded, shows icons only and a group's pages in a panel on hover, gone after the pointer leaves", () => {
    vi.useFakeTimers();
    renderPage(<Sidebar collapsed />, { at: '/homeDashboard', menus });

    const group = screen.getByRole('button', { name: '报价系统' });
    expect(group).not.toHaveTextContent('报价系统');
    expect(screen.queryByRole('link', { name: '价格查询' })).not.toBeInTheDocument();

    fireEvent.mouseEnter(group.closest('li')!);
    expect(
      within(screen.getByRole('group', { name: '报价系统' })).getByRole('link', { name: '价格查询' }),
    ).toBeInTheDocument();
    expect(group).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(group.closest('li')!);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('link', { name: '价格查询' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('link', { name: '价格查询' })).not.toBeInTheDocument();
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it("folded, opens a group's panel from the keyboard with the focus on its first page, and Escape brings it back", async () => {
    const user = userEvent.setup();
    renderPage(<Sidebar collapsed />, { at: '/homeDashboard', menus });

    screen.getByRole('button', { name: '工具箱' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'HS编码' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'HS编码' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '工具箱' })).toHaveFocus();
  });

  it("folded, follows a page from its group's panel", () => {
    renderPage(<Sidebar collapsed />, { at: '/homeDashboard', menus });

    fireEvent.click(screen.getByRole('button', { name: '工具箱' }));
    fireEvent.click(screen.getByRole('link', { name: 'HS编码' }));

    expect(location()).toBe('/hsCode');
    expect(screen.queryByRole('link', { name: 'HS编码' })).not.toBeInTheDocument();
  });

  it('renders once when it mounts, with no second pass before the first paint', () => {
    const commits = vi.fn();
    renderPage(
      <Profiler id="sidebar" onRender={commits}>
        <Sidebar collapsed={false} />
      </Profiler>,
      { at: '/priceQuery', menus },
    );

    expect(commits).toHaveBeenCalledTimes(1);
    expect(commits.mock.calls[0]![1]).toBe('mount');
  });
});
