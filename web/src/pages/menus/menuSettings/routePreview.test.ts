import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { routePreview } from './routePreview.ts';

const page = () => lazy(() => Promise.resolve({ default: () => null }));
const registry = { 'menus/menuSettings': page(), 'employees/employee': page() };

describe('routePreview', () => {
  it("builds path '/' + menuTitle and the route name, trimmed", () => {
    expect(
      routePreview(
        { menuTitle: ' menuSettings ', menuName: 'MenuSettings ', component: 'menus/menuSettings' },
        registry,
      ),
    ).toEqual({
      path: '/menuSettings',
      name: 'MenuSettings',
      page: 'menus/menuSettings',
      hidden: false,
      affix: true,
      keepAlive: true,
    });
  });

  it('resolves the page by component, else by the menu title, else names none', () => {
    expect(routePreview({ menuTitle: 'employee', component: null }, registry).page).toBe('employees/employee');
    expect(routePreview({ menuTitle: 'employee', component: '' }, registry).page).toBe('employees/employee');
    expect(routePreview({ menuTitle: 'x', component: 'orders/list' }, registry).page).toBeNull();
  });

  it('reads the flags as the router does: hidden when isShow is 0, pinned and cached unless 0', () => {
    expect(routePreview({ menuTitle: 'a', isShow: 0, affix: 0, keepAlive: 0 }, registry)).toMatchObject({
      hidden: true,
      affix: false,
      keepAlive: false,
    });
    expect(routePreview({ menuTitle: 'a', isShow: 1, affix: 1, keepAlive: 1 }, registry)).toMatchObject({
      hidden: false,
      affix: true,
      keepAlive: true,
    });
  });
});
