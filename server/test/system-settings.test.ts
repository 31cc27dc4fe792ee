import type { CompanySettings } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../src/modules/system/service.ts';
import { adminApp, errorPaths, signedInWith, type Caller } from './harness.ts';
import { auditOf } from './org-fixtures.ts';

/* 系统设置 → 基本设置: the company's name and language, one versioned row every area reads. */

let t: Caller;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminApp()));
afterAll(() => t.close());

const read = async (token = admin) => t.call<CompanySettings>('GET', '/api/system/settings', { token });
const save = (body: Record<string, unknown>, token = admin) =>
  t.call<CompanySettings>('PUT', '/api/system/settings', { token, body, lang: 'en' });

describe('GET and PUT /system/settings', () => {
  it('starts as 货代管理系统 in Chinese, saves at its version, audited, and other areas read the change', async () => {
    expect((await read()).body.data).toEqual({ companyName: '货代管理系统', language: 'zh', version: 1 });
    const r = await save({ companyName: '  环球速递  ', language: 'en', version: 1 });
    expect(r.body.code, r.body.message).toBe(20000);
    expect(r.body.data).toEqual({ companyName: '环球速递', language: 'en', version: 2 });
    expect(await companySettings(t.db)).toEqual(r.body.data);
    const audit = await auditOf(t.db, 'system_settings', 1);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      before: { companyName: '货代管理系统', language: 'zh', version: 1 },
      after: { companyName: '环球速递', language: 'en', version: 2 },
    });
  });

  it('refuses a stale version with the current settings, and bad fields by name, changing nothing', async () => {
    const before = (await read()).body.data;
    const stale = await save({ companyName: '覆盖', language: 'ja', version: before.version - 1 });
    expect([stale.body.code, stale.body.data]).toEqual([40900, before]);
    const bad = await save({ companyName: '   ', language: 'fr', version: before.version });
    expect([bad.body.code, errorPaths(bad)]).toEqual([40000, ['companyName', 'language']]);
    const long = await save({ companyName: 'x'.repeat(101), language: 'zh', version: before.version });
    expect(errorPaths(long)).toEqual(['companyName']);
    const extra = await save({ companyName: 'x', language: 'zh', version: before.version, logo: 'y' });
    expect(extra.body.code).toBe(40000);
    expect((await read()).body.data).toEqual(before);
  });

  it('needs setting:view to read and setting:edit to change', async () => {
    const viewer = await signedInWith(t, 'settingviewer', ['setting:view']);
    const stranger = await signedInWith(t, 'settingstranger', ['order:view']);
    const before = (await read()).body.data;
    expect((await read(viewer.token)).body.data).toEqual(before);
    expect((await read(stranger.token)).body.code).toBe(40300);
    const refused = await save({ companyName: '越权', language: 'zh', version: before.version }, viewer.token);
    expect(refused.body.code).toBe(40300);
    expect((await t.call('GET', '/api/system/settings')).status).toBe(401);
    expect((await read()).body.data).toEqual(before);
  });
});
