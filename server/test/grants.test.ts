import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuRecord, PermissionNode, RolePermissions } from '@fwd/contract';
import { adminApp, givenRole, givenUser, permVersion, signedInWith, type Caller, USER_PASSWORD } from './harness.ts';
import { givenOpsMenus } from './org-fixtures.ts';

let t: Caller;
let admin: string;
let superRoleId: number;
let ids: Record<string, number>;
beforeAll(async () => {
  ({ t, admin } = await adminApp());
  superRoleId = (await t.db.selectFrom('roles').select('id').where('is_super', '=', true).executeTakeFirstOrThrow()).id;
  ids = await givenOpsMenus(t.db);
});
afterAll(() => t.close());

const tree = async (roleId: number) =>
  (await t.call<RolePermissions>('GET', `/api/role-permissions/get-permissions-by-roleId/${roleId}`, { token: admin }))
    .body.data;
const find = (nodes: PermissionNode[], key: string): PermissionNode | undefined => {
  for (const n of nodes) {
    if (n.key === key) return n;
    const hit = find(n.children, key);
    if (hit) return hit;
  }
  return undefined;
};
const grant = (roleId: number, permissionIds: number[], token = admin) =>
  t.call<RolePermissions>('PUT', `/api/role-permissions/add-role-permission/${roleId}`, { token, body: permissionIds });
const menusOf = async (roleName: string) =>
  (
    await t.call<MenuRecord[]>('GET', `/api/user-permissions/getUserPermissionsByRoleName/${roleName}`, {
      token: admin,
    })
  ).body.data.map((m) => m.menuName);

describe('GET /role-permissions/get-permissions-by-roleId/:id', () => {
  it('answers top menu > group > page > permissions, with checked and half-checked menus', async () => {
    const role = await givenRole(t.db, 'treeholder', ['pageA:view', 'pageA:edit']);
    const data = await tree(role);
    expect(data).toMatchObject({ roleId: role, isSuper: false, version: 1 });
    const top = find(data.tree, `menu:${ids.top}`)!;
    expect(top).toMatchObject({ type: 'menu', level: 1, title: '运营', checked: false, halfChecked: true });
    const group = top.children[0]!;
    expect(group).toMatchObject({ key: `menu:${ids.group}`, level: 2, halfChecked: true });
    const [pageA, pageB] = group.children;
    expect(pageA).toMatchObject({ key: `menu:${ids.pageA}`, level: 3, checked: true, halfChecked: false });
    expect(pageA!.children.map((c) => [c.permissionCode, c.kind, c.level, c.checked])).toEqual([
      ['pageA:view', 'view', 4, true],
      ['pageA:edit', 'function', 4, true],
    ]);
    expect(pageB).toMatchObject({ checked: false, halfChecked: false });
    expect(data.checkedKeys).toEqual(
      expect.arrayContaining([`perm:${ids['pageA:view']}`, `perm:${ids['pageA:edit']}`, `menu:${ids.pageA}`]),
    );
    expect(data.checkedKeys).not.toContain(`menu:${ids.group}`);
    expect(data.halfCheckedKeys).toEqual(expect.arrayContaining([`menu:${ids.top}`, `menu:${ids.group}`]));
  });

  it('shows the super-administrator holding everything', async () => {
    const data = await tree(superRoleId);
    expect(data.isSuper).toBe(true);
    expect(data.halfCheckedKeys).toEqual([]);
    expect(data.tree.every((n) => n.checked)).toBe(true);
  });

  it('answers 40400 for an unknown role and 40000 for a bad id', async () => {
    expect(
      (await t.call('GET', '/api/role-permissions/get-permissions-by-roleId/99999', { token: admin })).body.code,
    ).toBe(40400);
    expect((await t.call('GET', '/api/role-permissions/get-permissions-by-roleId/x', { token: admin })).body.code).toBe(
      40000,
    );
  });
});

describe('PUT /role-permissions/add-role-permission/:id', () => {
  it('grants a leaf: its page becomes visible, the version goes up once, a repeat changes nothing', async () => {
    const role = await givenRole(t.db, 'granted', []);
    expect(await menusOf('granted')).toEqual([]);
    const r = await grant(role, [ids['pageB:edit']!]);
    expect(r.body.data.version).toBe(2);
    expect(await menusOf('granted')).toEqual(['Ops', 'OpsGroup', 'pageB']);
    expect((await grant(role, [ids['pageB:edit']!])).body.data.version).toBe(2);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'role.permissions')
      .where('entity_id', '=', String(role))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses unknown ids (40400) and a body that is not a non-empty list of ids (40000)', async () => {
    const role = await givenRole(t.db, 'badgrant', []);
    expect((await grant(role, [99999])).body.code).toBe(40400);
    expect((await grant(role, [])).body.code).toBe(40000);
    expect(
      (await t.call('PUT', `/api/role-permissions/add-role-permission/${role}`, { token: admin, body: { ids: [1] } }))
        .body.code,
    ).toBe(40000);
  });

  it('lets a granter who is not a super-administrator grant only what they hold', async () => {
    const { token } = await signedInWith(t, 'staff1', ['role:grant', 'pageA:view']);
    const role = await givenRole(t.db, 'lifted', []);
    const beyond = await grant(role, [ids['pageA:view']!, ids['pageB:view']!], token);
    expect(beyond.body.code).toBe(40300);
    expect(beyond.body.message).toContain('pageB:view');
    expect((await grant(role, [ids['pageA:view']!], token)).body.code).toBe(20000);
  });

  it('changes nothing for the super-administrator role, which holds everything already', async () => {
    const before = await tree(superRoleId);
    const r = await grant(superRoleId, [ids['pageA:view']!]);
    expect(r.body.code).toBe(20000);
    expect(r.body.data.version).toBe(before.version);
  });
});

describe('revoking', () => {
  it('revokes one leaf; revoking the last leaf of a page hides it', async () => {
    const role = await givenRole(t.db, 'revokee', ['pageA:view', 'pageB:view']);
    const r = await t.call<RolePermissions>(
      'DELETE',
      `/api/role-permissions/${role}/${ids.pageB}/${ids['pageB:view']}`,
      { token: admin },
    );
    expect(r.body.code).toBe(20000);
    expect(r.body.data.version).toBe(2);
    expect(await menusOf('revokee')).toEqual(['Ops', 'OpsGroup', 'pageA']);
  });

  it('refuses a permission named under another menu', async () => {
    const role = await givenRole(t.db, 'mismatch', ['pageA:view']);
    expect(
      (await t.call('DELETE', `/api/role-permissions/${role}/${ids.pageB}/${ids['pageA:view']}`, { token: admin })).body
        .code,
    ).toBe(40400);
  });

  it('revokes a whole group, and refuses a menu that is not level 2', async () => {
    const role = await givenRole(t.db, 'groupie', ['pageA:view', 'pageB:edit', 'dashboard:view']);
    expect(
      (await t.call('DELETE', `/api/role-permissions/del-group-permission/${role}/${ids.top}`, { token: admin })).body
        .code,
    ).toBe(40000);
    const r = await t.call<RolePermissions>(
      'DELETE',
      `/api/role-permissions/del-group-permission/${role}/${ids.group}`,
      { token: admin },
    );
    expect(r.body.data.checkedKeys).toEqual([expect.stringMatching(/^perm:/), expect.stringMatching(/^menu:/)]);
    expect(await menusOf('groupie')).toEqual(['HomeDashboard']);
  });

  it('revokes a whole top menu, and refuses a menu that is not level 1', async () => {
    const role = await givenRole(t.db, 'topper', ['pageA:view', 'pageB:edit']);
    expect(
      (await t.call('DELETE', `/api/permissions/by-top-menu/${role}/${ids.group}`, { token: admin })).body.code,
    ).toBe(40000);
    expect(
      (await t.call('DELETE', `/api/permissions/by-top-menu/${role}/${ids.top}`, { token: admin })).body.code,
    ).toBe(20000);
    expect(await menusOf('topper')).toEqual([]);
  });

  it('takes nothing from the super-administrator role', async () => {
    for (const url of [
      `/api/role-permissions/${superRoleId}/${ids.pageA}/${ids['pageA:view']}`,
      `/api/role-permissions/del-group-permission/${superRoleId}/${ids.group}`,
      `/api/permissions/by-top-menu/${superRoleId}/${ids.top}`,
    ]) {
      expect((await t.call('DELETE', url, { token: admin })).body.code, url).toBe(40900);
    }
  });
});

describe('grants reach signed-in users at once', () => {
  it('changes x-perm-version, and a newly forbidden call is refused on the same token', async () => {
    const role = await givenRole(t.db, 'watched', ['role:view']);
    await givenUser(t.db, 'watcher', role);
    const token = await t.login('watcher', USER_PASSWORD);
    const first = await t.call('GET', '/api/roles', { token });
    expect(first.body.code).toBe(20000);

    const page = await t.db
      .selectFrom('permissions')
      .select(['id', 'menu_id'])
      .where('permission_code', '=', 'role:view')
      .executeTakeFirstOrThrow();
    await t.call('DELETE', `/api/role-permissions/${role}/${page.menu_id}/${page.id}`, { token: admin });
    const second = await t.call('GET', '/api/roles', { token });
    expect(second.body.code).toBe(40300);
    expect(permVersion(second)).toEqual({ ...permVersion(first), role: permVersion(first).role + 1 });

    await grant(role, [page.id]);
    expect((await t.call('GET', '/api/roles', { token })).body.code).toBe(20000);
  });
});

describe('a page and its functions go together', () => {
  const codesOf = async (role: number) =>
    (
      await t.db
        .selectFrom('role_permissions as rp')
        .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
        .select('p.permission_code')
        .where('rp.role_id', '=', role)
        .orderBy('p.permission_code')
        .execute()
    ).map((r) => r.permission_code);

  it('granting a function grants its page view', async () => {
    const role = await givenRole(t.db, 'fnonly', []);
    expect((await grant(role, [ids['pageB:edit']!])).body.code).toBe(20000);
    expect(await codesOf(role)).toEqual(['pageB:edit', 'pageB:view']);
  });

  it('revoking a page view revokes its functions', async () => {
    const role = await givenRole(t.db, 'viewgone', ['pageA:view', 'pageA:edit', 'pageB:view']);
    const r = await t.call('DELETE', `/api/role-permissions/${role}/${ids.pageA}/${ids['pageA:view']}`, {
      token: admin,
    });
    expect(r.body.code).toBe(20000);
    expect(await codesOf(role)).toEqual(['pageB:view']);
  });
});

describe('GET /permissions/leaf-permission-ids/:id and /permissions/show-id/:id', () => {
  it('answer the held permission ids, and the menus their views make visible', async () => {
    const role = await givenRole(t.db, 'shown', ['pageA:view', 'pageA:edit', 'pageB:edit']);
    const leaves = await t.call<number[]>('GET', `/api/permissions/leaf-permission-ids/${role}`, { token: admin });
    expect(leaves.body.data).toEqual([ids['pageA:view'], ids['pageA:edit'], ids['pageB:edit']].sort((a, b) => a! - b!));
    const shown = await t.call<{ permissionIds: number[]; menuIds: number[] }>(
      'GET',
      `/api/permissions/show-id/${role}`,
      { token: admin },
    );
    // pageB:edit alone (a state grants no longer make) shows no page.
    expect(shown.body.data.menuIds).toEqual([ids.top, ids.group, ids.pageA]);
  });

  it('answer 40400 for an unknown role', async () => {
    expect((await t.call('GET', '/api/permissions/leaf-permission-ids/99999', { token: admin })).body.code).toBe(40400);
    expect((await t.call('GET', '/api/permissions/show-id/99999', { token: admin })).body.code).toBe(40400);
  });
});
