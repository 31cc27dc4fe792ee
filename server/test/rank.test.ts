import { accessCodes, allPermissionCodes, hasTargets, type Endpoint } from '@fwd/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aimedAt, contractEndpoints, urlOf, validInput } from './contract-inputs.ts';
import { A_TOKEN, ADMIN_PASSWORD, givenRole, givenUser, testApp, USER_PASSWORD, type Caller } from './harness.ts';

let t: Caller;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const endpoints = contractEndpoints();
const targeting = endpoints.filter(hasTargets);
const codesOf = (list: Endpoint[]) => [...new Set(list.flatMap((e) => accessCodes(e.access)))];
/** Done (20000), or the service refusing the generated input: an unknown company or site (40000), id (40400), a stale version or a role that still has members (40900). */
const SERVICE_ANSWERS = [20000, 40000, 40400, 40900];

async function callAs(token: string, e: Endpoint, input: ReturnType<typeof validInput>) {
  const r = await t.app.inject({
    method: e.method,
    url: urlOf(e, input),
    headers: { authorization: `Bearer ${token}` },
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
  });
  return r.json() as { code: number; message: string };
}

async function userIn(username: string, codes: string[], extra: { company_id?: number } = {}) {
  const roleId = await givenRole(t.db, `role_${username}`, codes);
  const id = await givenUser(t.db, username, roleId, extra);
  return { id, roleId, token: () => t.login(username, USER_PASSWORD) };
}

describe('routes that act on users or roles, generated from the contract', () => {
  it('are marked: every write of the user and role areas takes its user and role ids as targets', () => {
    const areas = ['employee', 'recycle', 'role', 'scope', 'grant'];
    // Users whose data a CUSTOM role sees are not acted on; the caller must see their data (rank.ts).
    const notActedOn = ['PUT /roles/accessible-users/:id body.ids'];
    const idField = /^(id|ids|userId|roleId|userIds|roleIds)$/;
    const unmarked: string[] = [];
    for (const e of endpoints.filter((x) => x.method !== 'GET' && areas.includes(x.type))) {
      for (const part of ['params', 'body'] as const) {
        const schema = e[part];
        if (!(schema instanceof z.ZodObject)) continue;
        for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
          if (
            idField.test(name) &&
            !hasTargets({ ...e, params: undefined, query: undefined, body: z.object({ [name]: field }) })
          ) {
            unmarked.push(`${e.method} ${e.path} ${part}.${name}`);
          }
        }
      }
    }
    expect(unmarked).toEqual(notActedOn);
    expect(targeting.length).toBeGreaterThanOrEqual(17);
  });

  it('refuses a weaker caller acting on a stronger user or role (40300), and lets it act on a weaker one', async () => {
    const codes = codesOf(targeting);
    const extra = allPermissionCodes().find((c) => !codes.includes(c))!;
    const actor = await userIn('weaker', codes);
    const stronger = await userIn('stronger', [...codes, extra]);
    const weaker = await userIn('weakest', [codes[0]!]);
    const token = await actor.token();
    for (const e of targeting) {
      const up = await callAs(token, e, aimedAt(e, validInput(e), { user: stronger.id, role: stronger.roleId }));
      expect(up.code, `${e.method} ${e.path} on a stronger target: ${up.message}`).toBe(40300);
      // Past the rank check, the service's own answer to this input: done, or refused for a reason of its own.
      const down = await callAs(token, e, aimedAt(e, validInput(e), { user: weaker.id, role: weaker.roleId }));
      expect(SERVICE_ANSWERS, `${e.method} ${e.path} on a weaker target: ${down.code} ${down.message}`).toContain(
        down.code,
      );
    }
  });

  it('leaves the super-administrator and their role to super-administrators, whatever else the caller holds', async () => {
    const all = await userIn('almighty', allPermissionCodes());
    const token = await all.token();
    const superRole = (
      await t.db.selectFrom('roles').select('id').where('is_super', '=', true).executeTakeFirstOrThrow()
    ).id;
    for (const e of targeting) {
      const r = await callAs(token, e, aimedAt(e, validInput(e), { user: 1, role: superRole }));
      expect(r.code, `${e.method} ${e.path} on the super-administrator: ${r.message}`).toBe(40300);
    }
  });
});

describe('nobody rises above their own permissions', () => {
  it('a password resetter cannot take over the super-administrator or a stronger manager', async () => {
    const resetter = await userIn('resetter', ['employee:view', 'employee:resetPassword']);
    const manager = await userIn('manager', ['employee:view', 'employee:resetPassword', 'employee:delete']);
    const token = await resetter.token();
    const onAdmin = await t.call('PUT', '/api/users/resetPassword', {
      token,
      body: { id: 1, password: 'taken-over-1' },
      lang: 'en',
    });
    expect(onAdmin.body.code).toBe(40300);
    expect(onAdmin.body.message).toMatch(/super-administrator/);
    const onManager = await t.call('PUT', '/api/users/resetPassword', {
      token,
      body: { id: manager.id, password: 'taken-over-1' },
      lang: 'en',
    });
    expect(onManager.body.code).toBe(40300);
    expect(onManager.body.message).toContain('employee:delete');
    // Neither password changed: the one tried does not sign in, the old one still does.
    await expect(t.login('admin', 'taken-over-1')).rejects.toThrow();
    await expect(t.login('manager', 'taken-over-1')).rejects.toThrow();
    await expect(t.login('admin', ADMIN_PASSWORD)).resolves.toMatch(A_TOKEN);
    await expect(manager.token()).resolves.toMatch(A_TOKEN);
  });

  it('a member manager cannot move themselves into a stronger role', async () => {
    const climber = await userIn('climber', ['role:view', 'role:member']);
    const strong = await givenRole(t.db, 'strong', ['role:view', 'role:member', 'role:grant']);
    const r = await t.call('PUT', `/api/users/assign-role/${strong}`, {
      token: await climber.token(),
      body: { ids: [climber.id] },
    });
    expect(r.body.code).toBe(40300);
    const row = await t.db.selectFrom('users').select('role_id').where('id', '=', climber.id).executeTakeFirstOrThrow();
    expect(row.role_id).toBe(climber.roleId);
  });

  it('an editor cannot give anyone, themselves included, a stronger role', async () => {
    const editor = await userIn('editor', ['employee:view', 'employee:add', 'employee:edit']);
    const strong = await givenRole(t.db, 'stronger_role', ['employee:view', 'employee:delete']);
    const token = await editor.token();
    const me = (
      await t.call<{ records: Record<string, unknown>[] }>('GET', '/api/users/getAllUsersById?keyword=editor', {
        token: admin,
      })
    ).body.data.records[0]!;
    const { id, version, username, name, companyId, siteId, joinDate, phone, email, avatar } = me as Record<
      string,
      unknown
    >;
    const body = {
      id,
      version,
      username,
      name,
      roleId: strong,
      companyId: companyId ?? (await firstCompany()),
      siteId,
      joinDate,
      phone,
      email,
      avatar,
    };
    expect((await t.call('PUT', '/api/users/updateEmployee', { token, body })).body.code).toBe(40300);
    const add = {
      username: 'newcomer',
      name: 'x',
      password: 'password-1',
      roleId: strong,
      companyId: await firstCompany(),
    };
    expect((await t.call('POST', '/api/users/addEmployee', { token, body: add })).body.code).toBe(40300);
  });

  it('nobody sees more data through a role than they see themselves', async () => {
    const companyA = await firstCompany();
    const scoped = await userIn('scoped', ['role:view', 'role:scope'], { company_id: companyA });
    await t.db
      .updateTable('roles')
      .set({ scope: 'COMPANY', show_agent: false })
      .where('id', '=', scoped.roleId)
      .execute();
    const token = await scoped.token();
    // A role holding less, but seeing everything: out of reach.
    const wide = await givenRole(t.db, 'wide', ['role:view']);
    await t.db.updateTable('roles').set({ scope: 'ALL', show_agent: true }).where('id', '=', wide).execute();
    const v = (await t.call<{ version: number }>('GET', `/api/roles/get-role-visibility/${wide}`, { token })).body.data
      .version;
    expect(
      (
        await t.call('PUT', `/api/roles/visibility/${wide}`, {
          token,
          body: { scope: 'SELF', ownDataOnly: false, version: v },
        })
      ).body.code,
    ).toBe(40300);
    // Its own role cannot be widened to all data, nor shown agents it does not see.
    const own = (await t.call<{ version: number }>('GET', `/api/roles/get-role-visibility/${scoped.roleId}`, { token }))
      .body.data.version;
    expect(
      (
        await t.call('PUT', `/api/roles/visibility/${scoped.roleId}`, {
          token,
          body: { scope: 'ALL', ownDataOnly: false, version: own },
        })
      ).body.code,
    ).toBe(40300);
    expect((await t.call('PUT', `/api/roles/agent/display/${scoped.roleId}/1`, { token })).body.code).toBe(40300);
    // A custom list may hold only users whose data it sees.
    const outsider = await givenUser(t.db, 'outsider', null);
    const weak = await givenRole(t.db, 'weak_custom', ['role:view']);
    await t.db.updateTable('roles').set({ show_agent: false }).where('id', '=', weak).execute();
    const r = await t.call('PUT', `/api/roles/accessible-users/${weak}`, {
      token,
      body: { ids: [outsider], version: 1 },
    });
    expect(r.body.code).toBe(40300);
    expect(
      (await t.call('PUT', `/api/roles/accessible-users/${weak}`, { token, body: { ids: [scoped.id], version: 1 } }))
        .body.code,
    ).toBe(20000);
  });

  it('an API editor binds only APIs they may call themselves', async () => {
    const binder = await userIn('binder', ['api:view', 'api:edit', 'dashboard:view']);
    const token = await binder.token();
    const reset = await t.db
      .selectFrom('apis')
      .select('id')
      .where('path', '=', '/users/resetPassword')
      .executeTakeFirstOrThrow();
    const own = await t.db
      .selectFrom('apis')
      .select('id')
      .where('path', '=', '/api/api-types')
      .where('method', '=', 'POST')
      .executeTakeFirstOrThrow();
    const dashboard = await t.db
      .selectFrom('permissions')
      .select('id')
      .where('permission_code', '=', 'dashboard:view')
      .executeTakeFirstOrThrow();
    expect((await t.call('PUT', `/api/permissions/${dashboard.id}/${reset.id}`, { token })).body.code).toBe(40300);
    expect((await t.call('PUT', `/api/permissions/${dashboard.id}/${own.id}`, { token })).body.code).toBe(20000);
  });
});

async function firstCompany(): Promise<number> {
  const row = await t.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirst();
  if (row) return row.id;
  return (
    await t.db
      .insertInto('companies')
      .values({ company_name: '排名测试公司' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
