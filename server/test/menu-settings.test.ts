import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuRecord } from '@fwd/contract';
import { adminApp, givenRole, signedInWith, type Caller } from './harness.ts';

interface Fn {
  id: number;
  permissionCode: string;
  kind: string;
  builtin: boolean;
  apis: { id: number; path: string }[];
}
type Errors = { errors: { path: string }[] };

let t: Caller;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

const menu = (menuTitle: string, parentId: number | null, extra: Record<string, unknown> = {}) => ({
  parentId,
  menuTitle,
  menuTitleCn: `${menuTitle}中文`,
  menuTitleEn: `${menuTitle} en`,
  menuTitleEs: `${menuTitle} es`,
  menuTitleJa: `${menuTitle} ja`,
  menuName: menuTitle[0]!.toUpperCase() + menuTitle.slice(1),
  ...extra,
});
const create = async (menuTitle: string, parentId: number | null, extra: Record<string, unknown> = {}) => {
  const r = await t.call<MenuRecord>('POST', '/api/menus', { token: admin, body: menu(menuTitle, parentId, extra) });
  expect(r.body.code, r.body.message).toBe(20000);
  return r.body.data;
};
/** What an edit sends back of a menu. */
const EDITABLE = [
  'menuTitle',
  'menuTitleCn',
  'menuTitleEn',
  'menuTitleEs',
  'menuTitleJa',
  'menuName',
  'component',
  'icon',
  'isShow',
  'affix',
  'keepAlive',
  'sort',
  'version',
] as const;
const fields = (m: MenuRecord) =>
  Object.fromEntries(EDITABLE.map((k) => [k, m[k]])) as Pick<MenuRecord, (typeof EDITABLE)[number]>;
const record = async (id: number) =>
  (await t.call<MenuRecord[]>('GET', '/api/user-permissions/get-all-menu', { token: admin })).body.data.find(
    (m) => m.id === id,
  );
const addFunction = (body: Record<string, unknown>, token = admin) =>
  t.call<Fn>('POST', '/api/permissions', { token, body });

describe('menu titles in four languages', () => {
  it('keeps each language, and answers the tree in the caller language', async () => {
    const m = await create('titled', null, {
      menuTitleCn: '运单',
      menuTitleEn: 'Waybills',
      menuTitleEs: 'Guías',
      menuTitleJa: '運送状',
    });
    expect(m).toMatchObject({
      menuTitleCn: '运单',
      menuTitleEn: 'Waybills',
      menuTitleEs: 'Guías',
      menuTitleJa: '運送状',
    });
    const role = await givenRole(t.db, 'titles', []);
    const tree = await t.call<{ tree: { id: number; title: string }[] }>(
      'GET',
      `/api/role-permissions/get-permissions-by-roleId/${role}`,
      { token: admin, lang: 'es' },
    );
    expect(tree.body.data.tree.find((n) => n.id === m.id)!.title).toBe('Guías');
  });

  it('refuses a menu without a title in every language', async () => {
    const r = await t.call<Errors>('POST', '/api/menus', {
      token: admin,
      body: menu('untitled', null, { menuTitleJa: '  ' }),
    });
    expect(r.body.data.errors.map((e) => e.path)).toEqual(['menuTitleJa']);
  });

  it('gives the built-in menus their titles', async () => {
    const all = (await t.call<MenuRecord[]>('GET', '/api/user-permissions/get-all-menu', { token: admin })).body.data;
    expect(all.find((m) => m.menuName === 'Employee')).toMatchObject({
      menuTitleCn: '员工管理',
      menuTitleEn: 'Employees',
      menuTitleEs: 'Empleados',
      menuTitleJa: '従業員管理',
    });
  });
});

describe('POST /menus', () => {
  it('creates three levels, each after its last sibling, and audits', async () => {
    const top = await create('freight', null, { icon: 'CarOutlined' });
    expect(top).toMatchObject({
      submenuLevel: 1,
      parentId: null,
      isShow: 1,
      affix: 0,
      keepAlive: 1,
      version: 1,
      functions: [],
    });
    const group = await create('freightGroup', top.id);
    const page1 = await create('freightOne', group.id, { component: 'freight/one', keepAlive: 0 });
    const page2 = await create('freightTwo', group.id);
    expect([group.submenuLevel, page1.submenuLevel, page2.submenuLevel]).toEqual([2, 3, 3]);
    expect([page1.sort, page2.sort]).toEqual([0, 1]);
    expect(page1).toMatchObject({ component: 'freight/one', keepAlive: 0 });
    expect((await record(group.id))!.childCount).toBe(2);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'menu')
      .where('entity_id', '=', String(top.id))
      .execute();
    expect(audit).toEqual([{ action: 'create' }]);
  });

  it('refuses a child under a level-3 menu and an unknown parent, naming parentId', async () => {
    const top = await create('deepTop', null);
    const group = await create('deepGroup', top.id);
    const page = await create('deepPage', group.id);
    for (const parentId of [page.id, 99999]) {
      const r = await t.call<Errors>('POST', '/api/menus', { token: admin, body: menu('deeper', parentId) });
      expect(r.body.code).toBe(40000);
      expect(r.body.data.errors[0]!.path).toBe('parentId');
    }
  });

  it('refuses duplicate menu titles (any case) and menu names with 40900 naming the field', async () => {
    await create('unique', null);
    const title = await t.call<Errors>('POST', '/api/menus', {
      token: admin,
      body: { ...menu('UNIQUE', null), menuName: 'Other' },
    });
    expect(title.body.code).toBe(40900);
    expect(title.body.data.errors[0]!.path).toBe('menuTitle');
    const name = await t.call<Errors>('POST', '/api/menus', {
      token: admin,
      body: { ...menu('another', null), menuName: 'Unique' },
    });
    expect(name.body.code).toBe(40900);
    expect(name.body.data.errors[0]!.path).toBe('menuName');
  });

  it('refuses malformed fields', async () => {
    const r = await t.call<Errors>('POST', '/api/menus', {
      token: admin,
      body: {
        parentId: null,
        menuTitle: 'has space',
        menuTitleCn: '',
        menuTitleEn: 'x',
        menuTitleEs: 'x',
        menuTitleJa: 'x',
        menuName: '1x',
        component: '../etc',
        isShow: 2,
      },
    });
    expect(r.body.code).toBe(40000);
    expect(r.body.data.errors.map((e) => e.path).sort()).toEqual([
      'component',
      'isShow',
      'menuName',
      'menuTitle',
      'menuTitleCn',
    ]);
  });

  it('needs menu:add', async () => {
    const { token } = await signedInWith(t, 'staff1', ['menu:view']);
    expect((await t.call('POST', '/api/menus', { token, body: menu('nope', null) })).body.code).toBe(40300);
  });
});

describe('PUT /menus/:id', () => {
  it('edits every field, hides the menu, and bumps the version', async () => {
    const m = await create('editable', null);
    const r = await t.call<MenuRecord>('PUT', `/api/menus/${m.id}`, {
      token: admin,
      body: { ...fields(m), menuTitleCn: '可编辑', icon: 'EditOutlined', isShow: 0, affix: 1, sort: 7 },
    });
    expect(r.body.data).toMatchObject({
      menuTitleCn: '可编辑',
      icon: 'EditOutlined',
      isShow: 0,
      affix: 1,
      sort: 7,
      version: 2,
    });
    expect((await record(m.id))!.isShow).toBe(0);
  });

  it('refuses a stale version with the current record', async () => {
    const m = await create('contested', null);
    await t.call('PUT', `/api/menus/${m.id}`, { token: admin, body: { ...fields(m), menuTitleCn: '第一' } });
    const r = await t.call<MenuRecord>('PUT', `/api/menus/${m.id}`, {
      token: admin,
      body: { ...fields(m), menuTitleCn: '第二' },
    });
    expect(r.body.code).toBe(40900);
    expect(r.body.data).toMatchObject({ id: m.id, menuTitleCn: '第一', version: 2 });
  });

  it("refuses renaming a built-in menu's menu name, and another menu's title", async () => {
    const builtin = (
      await t.call<MenuRecord[]>('GET', '/api/user-permissions/get-all-menu', { token: admin })
    ).body.data.find((m) => m.menuName === 'MenuSettings')!;
    expect(
      (
        await t.call('PUT', `/api/menus/${builtin.id}`, {
          token: admin,
          body: { ...fields(builtin), menuName: 'Menus' },
        })
      ).body.code,
    ).toBe(40900);
    expect(
      (
        await t.call('PUT', `/api/menus/${builtin.id}`, {
          token: admin,
          body: { ...fields(builtin), menuTitleCn: '菜单' },
        })
      ).body.code,
    ).toBe(20000);
    const m = await create('renamer', null);
    expect(
      (await t.call('PUT', `/api/menus/${m.id}`, { token: admin, body: { ...fields(m), menuTitle: 'system' } })).body
        .code,
    ).toBe(40900);
  });

  it('answers 40400 for an unknown menu and 40000 without a version', async () => {
    const m = await create('versionless', null);
    expect((await t.call('PUT', '/api/menus/99999', { token: admin, body: fields(m) })).body.code).toBe(40400);
    const { version: _v, ...noVersion } = fields(m);
    expect((await t.call('PUT', `/api/menus/${m.id}`, { token: admin, body: noVersion })).body.code).toBe(40000);
  });
});

describe('PUT /menus/:id/move and PUT /menus/reorder', () => {
  it('moves a page to another group at a position, renumbering the siblings', async () => {
    const top = await create('moveTop', null);
    const g1 = await create('moveG1', top.id);
    const g2 = await create('moveG2', top.id);
    const p1 = await create('moveP1', g1.id);
    const q1 = await create('moveQ1', g2.id);
    const q2 = await create('moveQ2', g2.id);
    const r = await t.call<MenuRecord[]>('PUT', `/api/menus/${p1.id}/move`, {
      token: admin,
      body: { parentId: g2.id, sort: 1, version: 1 },
    });
    expect(r.body.data.map((m) => [m.id, m.sort])).toEqual([
      [q1.id, 0],
      [p1.id, 1],
      [q2.id, 2],
    ]);
    expect(await record(p1.id)).toMatchObject({ parentId: g2.id, submenuLevel: 3 });
  });

  it('shifts the whole subtree a level, and refuses what would pass three levels', async () => {
    const top = await create('shiftTop', null);
    const group = await create('shiftGroup', top.id);
    const page = await create('shiftPage', group.id);
    const other = await create('shiftOther', top.id);
    const deep = await t.call<Errors>('PUT', `/api/menus/${group.id}/move`, {
      token: admin,
      body: { parentId: other.id, sort: 0, version: 1 },
    });
    expect(deep.body.code).toBe(40000);
    expect(deep.body.data.errors[0]!.path).toBe('parentId');

    const up = await t.call<MenuRecord[]>('PUT', `/api/menus/${group.id}/move`, {
      token: admin,
      body: { parentId: null, sort: 0, version: 1 },
    });
    expect(up.body.data[0]!.id).toBe(group.id);
    expect(await record(group.id)).toMatchObject({ submenuLevel: 1, parentId: null });
    expect(await record(page.id)).toMatchObject({ submenuLevel: 2, parentId: group.id });
  });

  it('refuses a move under itself or its own submenu, and a stale version', async () => {
    const top = await create('loopTop', null);
    const group = await create('loopGroup', top.id);
    expect(
      (
        await t.call('PUT', `/api/menus/${top.id}/move`, {
          token: admin,
          body: { parentId: group.id, sort: 0, version: 1 },
        })
      ).body.code,
    ).toBe(40000);
    expect(
      (
        await t.call('PUT', `/api/menus/${top.id}/move`, {
          token: admin,
          body: { parentId: top.id, sort: 0, version: 1 },
        })
      ).body.code,
    ).toBe(40000);
    expect(
      (
        await t.call('PUT', `/api/menus/${group.id}/move`, {
          token: admin,
          body: { parentId: null, sort: 0, version: 9 },
        })
      ).body.code,
    ).toBe(40900);
  });

  it('reorders all the children of a parent, and refuses a list that is not exactly them', async () => {
    const top = await create('orderTop', null);
    const [a, b, c] = [await create('orderA', top.id), await create('orderB', top.id), await create('orderC', top.id)];
    const r = await t.call<MenuRecord[]>('PUT', '/api/menus/reorder', {
      token: admin,
      body: { parentId: top.id, ids: [c.id, a.id, b.id] },
    });
    expect(r.body.data.map((m) => m.id)).toEqual([c.id, a.id, b.id]);
    expect((await record(c.id))!.version).toBe(2);
    for (const bad of [
      [a.id, b.id],
      [a.id, b.id, c.id, c.id],
      [a.id, b.id, top.id],
    ]) {
      expect(
        (await t.call('PUT', '/api/menus/reorder', { token: admin, body: { parentId: top.id, ids: bad } })).body.code,
      ).toBe(40000);
    }
  });
});

describe('DELETE /menus/:id', () => {
  it('deletes a menu with its ungranted permissions', async () => {
    const m = await create('doomed', null);
    await addFunction({ menuId: m.id, name: '查看', permissionCode: 'doomed:view', kind: 'view' });
    expect((await t.call('DELETE', `/api/menus/${m.id}`, { token: admin })).body.code).toBe(20000);
    expect(await record(m.id)).toBeUndefined();
    expect(
      await t.db.selectFrom('permissions').select('id').where('permission_code', '=', 'doomed:view').execute(),
    ).toEqual([]);
  });

  it('refuses a menu with children, saying how many', async () => {
    const top = await create('parent', null);
    await create('child', top.id);
    const r = await t.call('DELETE', `/api/menus/${top.id}`, { token: admin, lang: 'en' });
    expect(r.body.code).toBe(40900);
    expect(r.body.message).toMatch(/1 submenu/);
  });

  it('refuses while roles hold its permissions, naming them; force revokes them, bumping the roles', async () => {
    const m = await create('held', null);
    await addFunction({ menuId: m.id, name: '查看', permissionCode: 'held:view', kind: 'view' });
    const role = await givenRole(t.db, 'holder', ['held:view']);
    const refused = await t.call('DELETE', `/api/menus/${m.id}`, { token: admin, lang: 'en' });
    expect(refused.body.code).toBe(40900);
    expect(refused.body.message).toContain('holder');
    expect((await t.call('DELETE', `/api/menus/${m.id}?force=true`, { token: admin })).body.code).toBe(20000);
    const after = await t.db.selectFrom('roles').select('version').where('id', '=', role).executeTakeFirstOrThrow();
    expect(after.version).toBe(2);
  });

  it('refuses built-in menus and answers 40400 for unknown ones', async () => {
    const home = (
      await t.call<MenuRecord[]>('GET', '/api/user-permissions/get-all-menu', { token: admin })
    ).body.data.find((m) => m.menuName === 'HomeDashboard')!;
    expect((await t.call('DELETE', `/api/menus/${home.id}?force=true`, { token: admin })).body.code).toBe(40900);
    expect((await t.call('DELETE', '/api/menus/99999', { token: admin })).body.code).toBe(40400);
    expect((await t.call('DELETE', '/api/menus/1?force=maybe', { token: admin })).body.code).toBe(40000);
  });
});

describe('function permissions of a menu', () => {
  it('creates, lists with bound APIs, and deletes (data true)', async () => {
    const m = await create('orders', null);
    const created = await addFunction({ menuId: m.id, name: '编辑运单', permissionCode: 'waybill:edit' });
    expect(created.body.data).toMatchObject({
      permissionCode: 'waybill:edit',
      kind: 'function',
      builtin: false,
      apis: [],
    });
    const list = await t.call<Fn[]>('GET', `/api/permissions/menu/${m.id}`, { token: admin });
    expect(list.body.data.map((f) => f.permissionCode)).toEqual(['waybill:edit']);
    const del = await t.call<boolean>('DELETE', `/api/permissions/${created.body.data.id}`, { token: admin });
    expect(del.body).toMatchObject({ code: 20000, data: true });
  });

  it('keeps codes unique, one view per menu, and the code pattern', async () => {
    const m = await create('codes', null);
    await addFunction({ menuId: m.id, name: '查看', permissionCode: 'codes:view', kind: 'view' });
    const dup = await addFunction({ menuId: m.id, name: 'x', permissionCode: 'codes:view' });
    expect(dup.body.code).toBe(40900);
    expect(await addFunction({ menuId: m.id, name: 'x', permissionCode: 'menu:view' }).then((r) => r.body.code)).toBe(
      40900,
    );
    expect(
      (await addFunction({ menuId: m.id, name: '再看', permissionCode: 'codes:look', kind: 'view' })).body.code,
    ).toBe(40900);
    for (const bad of ['Codes:x', 'codes', 'codes:x-y', 'codes:x:y']) {
      expect((await addFunction({ menuId: m.id, name: 'x', permissionCode: bad })).body.code, bad).toBe(40000);
    }
    expect((await addFunction({ menuId: 99999, name: 'x', permissionCode: 'ghost:x' })).body.code).toBe(40400);
  });

  it('binds APIs given at creation only for a holder of api:edit, and only guarded APIs', async () => {
    const m = await create('bindOnCreate', null);
    const api = await t.db
      .selectFrom('apis')
      .select('id')
      .where('path', '=', '/roles')
      .where('method', '=', 'GET')
      .executeTakeFirstOrThrow();
    const open = await t.db
      .selectFrom('apis')
      .select('id')
      .where('path', '=', '/users/login')
      .executeTakeFirstOrThrow();
    const { token } = await signedInWith(t, 'staff2', ['menu:function']);
    expect(
      (await addFunction({ menuId: m.id, name: 'x', permissionCode: 'boc:one', apiIds: [api.id] }, token)).body.code,
    ).toBe(40300);
    expect(
      (await addFunction({ menuId: m.id, name: 'x', permissionCode: 'boc:one', apiIds: [open.id] })).body.code,
    ).toBe(40900);
    const r = await addFunction({ menuId: m.id, name: 'x', permissionCode: 'boc:one', apiIds: [api.id] });
    expect(r.body.data.apis.map((a) => a.path)).toEqual(['/roles']);
  });

  it('refuses deleting built-in permissions, and held ones unless forced', async () => {
    const builtin = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('permission_code', '=', 'menu:view')
      .executeTakeFirstOrThrow();
    expect((await t.call('DELETE', `/api/permissions/${builtin.id}?force=true`, { token: admin })).body.code).toBe(
      40900,
    );
    const m = await create('heldFn', null);
    const fn = (await addFunction({ menuId: m.id, name: 'x', permissionCode: 'heldfn:x' })).body.data;
    await givenRole(t.db, 'fnholder', ['heldfn:x']);
    expect((await t.call('DELETE', `/api/permissions/${fn.id}`, { token: admin })).body.code).toBe(40900);
    expect((await t.call('DELETE', `/api/permissions/${fn.id}?force=1`, { token: admin })).body.data).toBe(true);
    expect((await t.call('DELETE', `/api/permissions/${fn.id}`, { token: admin })).body.code).toBe(40400);
  });

  it('marks built-in permissions in the list', async () => {
    const home = await t.db
      .selectFrom('menus')
      .select('id')
      .where('menu_name', '=', 'HomeDashboard')
      .executeTakeFirstOrThrow();
    const r = await t.call<Fn[]>('GET', `/api/permissions/menu/${home.id}`, { token: admin });
    expect(r.body.data).toEqual([
      expect.objectContaining({ permissionCode: 'dashboard:view', kind: 'view', builtin: true }),
    ]);
    expect((await t.call('GET', '/api/permissions/menu/99999', { token: admin })).body.code).toBe(40400);
  });
});
