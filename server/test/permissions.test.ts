import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuRecord } from '@fwd/contract';
import { ADMIN_PASSWORD, givenRole, givenUser, testApp, USER_PASSWORD, type Caller } from './harness.ts';
import { givenOpsMenus } from './org-fixtures.ts';

let t: Caller;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await givenOpsMenus(t.db);
  await givenUser(t.db, 'clerk', await givenRole(t.db, 'clerk', ['dashboard:view', 'pageA:view', 'pageA:edit']));
});
afterAll(() => t.close());

describe('GET /user-permissions/getUserPermissionsByRoleName/:name', () => {
  it('answers only the menus the role holds, with their ancestors and held functions', async () => {
    const token = await t.login('clerk', USER_PASSWORD);
    const r = await t.call<MenuRecord[]>('GET', '/api/user-permissions/getUserPermissionsByRoleName/clerk', { token });
    expect(r.body.code).toBe(20000);
    expect(r.body.data.map((m) => m.menuName)).toEqual(['HomeDashboard', 'Ops', 'OpsGroup', 'pageA']);
    const pageA = r.body.data.find((m) => m.menuName === 'pageA')!;
    expect(pageA.functions.map((f) => f.permissionCode)).toEqual(['pageA:edit']);
    expect(r.body.data.find((m) => m.menuName === 'OpsGroup')!.childCount).toBe(1);
  });

  it("refuses another role's menus to a user who may not edit menus", async () => {
    const token = await t.login('clerk', USER_PASSWORD);
    const r = await t.call('GET', '/api/user-permissions/getUserPermissionsByRoleName/admin', { token });
    expect(r.body.code).toBe(40300);
  });

  it('answers 40400 for an unknown role', async () => {
    const r = await t.call('GET', '/api/user-permissions/getUserPermissionsByRoleName/nosuch', { token: admin });
    expect(r.body.code).toBe(40400);
  });

  it('gives the super-administrator every menu', async () => {
    const r = await t.call<MenuRecord[]>('GET', '/api/user-permissions/getUserPermissionsByRoleName/admin', {
      token: admin,
    });
    expect(r.body.data.map((m) => m.menuName)).toEqual(expect.arrayContaining(['pageA', 'pageB']));
  });
});

describe('GET /user-permissions', () => {
  it("answers the user's codes", async () => {
    const token = await t.login('clerk', USER_PASSWORD);
    const r = await t.call<string[]>('GET', '/api/user-permissions', { token });
    expect(r.body.data).toEqual(['dashboard:view', 'pageA:edit', 'pageA:view']);
  });
});

describe('GET /user-permissions/get-all-menu', () => {
  it('answers the whole tree with every function', async () => {
    const r = await t.call<MenuRecord[]>('GET', '/api/user-permissions/get-all-menu', { token: admin });
    const pageB = r.body.data.find((m) => m.menuName === 'pageB')!;
    expect(pageB.functions.map((f) => f.permissionCode)).toEqual(['pageB:edit']);
    expect(r.body.data.find((m) => m.menuName === 'OpsGroup')!.childCount).toBe(2);
  });

  it('is refused without menu:view', async () => {
    const token = await t.login('clerk', USER_PASSWORD);
    expect((await t.call('GET', '/api/user-permissions/get-all-menu', { token })).body.code).toBe(40300);
  });
});
