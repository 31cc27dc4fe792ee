import {
  accessCodes,
  agents,
  channels,
  countries,
  customers,
  employees,
  logistics,
  statuses,
  type AgentOption,
} from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, signedInWith, type Caller } from './harness.ts';

let t: Caller;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

/** Every option list a picker loads: each is a permission of the screens that show it, never any signed-in user's. */
const OPTION_LISTS = [
  agents.options,
  channels.methods,
  countries.options,
  customers.options,
  employees.pick,
  logistics.carriers,
  statuses.numberOptions,
  statuses.trackingOptions,
];

describe('option lists follow the screens that use them', () => {
  it('refuse a role without any of their screens, and answer each screen that shows them', async () => {
    const { token: none } = await signedInWith(t, 'noscreens', ['dashboard:view']);
    for (const e of OPTION_LISTS) {
      const url = `/api${e.path}`;
      expect([url, (await t.call(e.method, url, { token: none })).body.code]).toEqual([url, 40300]);
      const codes = accessCodes(e.access);
      expect(codes, url).not.toEqual([]);
      for (const code of codes) {
        const { token } = await signedInWith(
          t,
          `${code.replace(':', '_')}_${e.type}_${codes.indexOf(code)}_${OPTION_LISTS.indexOf(e)}`,
          [code],
        );
        expect([url, code, (await t.call(e.method, url, { token })).body.code]).toEqual([url, code, 20000]);
      }
    }
  });

  it('answer agent names and codes as **** to a role with show-agent off', async () => {
    const created = await t.call('POST', '/api/agent', {
      token: admin,
      body: { agentName: '秘密代理', agentCode: 'SECRET', contact: '李经理', phone: '020-1234' },
    });
    expect(created.body.code).toBe(20000);
    const { token: shown } = await signedInWith(t, 'ordershown', ['order:view']);
    const { token: masked } = await signedInWith(t, 'ordermasked', ['order:view']);
    await t.db.updateTable('roles').set({ show_agent: false }).where('name', '=', 'role_ordermasked').execute();
    const options = async (token: string) =>
      (await t.call<AgentOption[]>('GET', '/api/agent/all-agent', { token })).body.data;
    expect((await options(shown)).map((a) => [a.agentName, a.agentCode])).toContainEqual(['秘密代理', 'SECRET']);
    const hidden = await options(masked);
    expect(hidden.length).toBeGreaterThan(0);
    expect(new Set(hidden.flatMap((a) => [a.agentName, a.agentCode]))).toEqual(new Set(['****']));
  });
});
