import type { MenuRecord } from '@fwd/contract';
import { describe, expect, it } from 'vitest';
import { buildRouteTable, firstPage, flattenRoutes, routesFromMenus, trailTo } from './routesFromMenus.ts';

let nextId = 1;
const record = (over: Partial<MenuRecord>): MenuRecord => ({
  id: nextId++,
  parentId: null,
  submenuLevel: 1,
  menuTitle: 'x',
  menuTitleCn: '某页',
  menuTitleEn: 'A page',
  menuTitleEs: 'Una página',
  menuTitleJa: 'ページ',
  menuName: 'X',
  component: null,
  icon: null,
  isShow: 1,
  affix: 0,
  keepAlive: 1,
  sort: 0,
  childCount: 0,
  functions: [],
  version: 1,
  ...over,
});

const home = record({
  id: 1,
  menuTitle: 'homeDashboard',
  menuTitleCn: '首页',
  menuName: 'HomeDashboard',
  component: 'dashboard/home',
  icon: 'HomeOutlined',
  affix: 1,
});
const org = record({ id: 2, menuTitle: 'organization', menuTitleCn: '组织架构', menuName: 'Organization', sort: 2 });
const employee = record({
  id: 3,
  parentId: 2,
  submenuLevel: 2,
  menuTitle: 'employee',
  menuTitleCn: '员工管理',
  menuName: 'Employee',
  component: 'employees/employee',
  sort: 2,
  functions: [{ id: 1, name: '新增', permissionCode: 'employee:add' }],
});
const recycle = record({
  id: 4,
  parentId: 2,
  submenuLevel: 2,
  menuTitle: 'recycleBin',
  menuTitleCn: '回收站',
  menuName: 'RecycleBin',
  isShow: 0,
  keepAlive: 0,
  sort: 1,
});
const settings = record({
  id: 5,
  parentId: 2,
  submenuLevel: 2,
  menuTitle: 'orgSettings',
  menuTitleCn: '组织设置',
  menuName: 'OrgSettings',
  sort: 3,
});
const deep = record({
  id: 6,
  parentId: 5,
  submenuLevel: 3,
  menuTitle: 'sites',
  menuTitleCn: '站点',
  menuName: 'Sites',
});
const records = [deep, settings, recycle, employee, org, home];

describe('routesFromMenus', () => {
  it('nests three levels by parentId and orders siblings by sort', () => {
    const tree = routesFromMenus(records);
    expect(tree.map((r) => r.path)).toEqual(['/homeDashboard', '/organization']);
    expect(tree[1]!.children.map((r) => r.path)).toEqual(['/recycleBin', '/employee', '/orgSettings']);
    expect(tree[1]!.children[2]!.children.map((r) => r.path)).toEqual(['/sites']);
  });

  it('maps the record fields to route meta', () => {
    const [homeRoute] = routesFromMenus([home]);
    expect(homeRoute).toEqual({
      path: '/homeDashboard',
      name: 'HomeDashboard',
      menuTitle: 'homeDashboard',
      titles: { zh: '首页', en: 'A page', es: 'Una página', ja: 'ページ' },
      component: 'dashboard/home',
      icon: 'HomeOutlined',
      hidden: false,
      affix: true,
      keepAlive: true,
      functions: [],
      children: [],
    });
    const flat = flattenRoutes(routesFromMenus(records));
    const byPath = (p: string) => flat.find((r) => r.path === p)!;
    expect(byPath('/recycleBin')).toMatchObject({ hidden: true, keepAlive: false, affix: false });
    expect(byPath('/employee').functions).toEqual(['employee:add']);
  });

  it('keeps a record whose parent is not visible at the top', () => {
    const tree = routesFromMenus([employee]);
    expect(tree.map((r) => r.path)).toEqual(['/employee']);
  });

  it('does not loop on a record that names itself as parent', () => {
    const selfish = record({ id: 99, parentId: 99, submenuLevel: 2, menuTitle: 'self' });
    expect(flattenRoutes(routesFromMenus([selfish])).map((r) => r.path)).toEqual([]);
  });
});

describe('buildRouteTable', () => {
  const table = buildRouteTable(records);

  it('makes pages of leaves, including a level-1 item without children and hidden items', () => {
    expect([...table.pages.keys()].sort()).toEqual(
      ['/changePassword', '/employee', '/errorLog', '/homeDashboard', '/profile', '/recycleBin', '/sites'].sort(),
    );
  });

  it('forwards menu groups to their first visible page, / and /dashboard home', () => {
    expect(table.redirects.get('/organization')).toBe('/employee');
    expect(table.redirects.get('/orgSettings')).toBe('/sites');
    expect(table.redirects.get('/')).toBe('/homeDashboard');
    expect(table.redirects.get('/dashboard')).toBe('/homeDashboard');
  });

  it('permits exactly pages and forwards', () => {
    expect(table.permitted.has('/recycleBin')).toBe(true);
    expect(table.permitted.has('/organization')).toBe(true);
    expect(table.permitted.has('/rolePermission')).toBe(false);
    expect(table.permitted.has('/404')).toBe(false);
  });

  it('gives the constant pages to a user with no menus at all', () => {
    const empty = buildRouteTable([]);
    expect([...empty.pages.keys()]).toEqual(['/profile', '/changePassword', '/errorLog']);
    expect(empty.menu).toEqual([]);
  });
});

describe('trailTo and firstPage', () => {
  const tree = routesFromMenus(records);

  it('lists the ancestors of a path', () => {
    expect(trailTo(tree, '/sites').map((r) => r.name)).toEqual(['Organization', 'OrgSettings', 'Sites']);
    expect(trailTo(tree, '/nowhere')).toEqual([]);
  });

  it('skips hidden pages when another exists', () => {
    expect(firstPage(tree[1]!)?.path).toBe('/employee');
  });
});
