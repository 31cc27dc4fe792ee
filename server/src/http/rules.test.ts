import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.ts';
import { foreignKeyConflict, uniqueConflict } from './rules.ts';

describe('uniqueConflict', () => {
  it('turns a unique violation into 40900 naming the field and the value', () => {
    const e = uniqueConflict(
      { code: '23505', detail: 'Key (lower(company_name::text))=(深圳分公司) already exists.' },
      'en',
    )!;
    expect(e.code).toBe(40900);
    expect(e.data).toEqual({
      errors: [{ path: 'companyName', message: '"深圳分公司" is already taken; choose another' }],
    });
  });

  it('names the last column of a key over several', () => {
    const e = uniqueConflict(
      { code: '23505', detail: 'Key (platform, lower(account))=(qq, 10001) already exists.' },
      'zh',
    )!;
    expect(e.data).toEqual({ errors: [{ path: 'account', message: '“10001”已被使用，请换一个' }] });
  });

  it('leaves every other error alone', () => {
    expect(uniqueConflict({ code: '23503' }, 'en')).toBeNull();
    expect(uniqueConflict(new Error('boom'), 'en')).toBeNull();
    expect(uniqueConflict(null, 'en')).toBeNull();
  });
});

describe('foreignKeyConflict', () => {
  const referrers = {
    agent_channels: { zh: '代理的服务渠道设置', en: "agents' channel options", es: 'opciones', ja: '設定' },
  };

  it("turns a delete something still refers to into 40900 naming the referrer in the caller's language", () => {
    const err = {
      code: '23503',
      table: 'agent_channels',
      detail: 'Key (id)=(3) is still referenced from table "agent_channels".',
    };
    const e = foreignKeyConflict(err, 'en', referrers)!;
    expect(e.code).toBe(40900);
    expect(e.params).toEqual({ what: "agents' channel options" });
    expect(foreignKeyConflict({ ...err, table: 'orders' }, 'zh', referrers)!.params).toEqual({ what: '其他记录' });
    const counted = foreignKeyConflict(err, 'en', referrers, 1234)!;
    expect([counted.code, translate('en', counted.msg, counted.params)]).toEqual([
      40900,
      "Still referred to by agents' channel options (1,234); it cannot be deleted",
    ]);
  });

  it('turns a write naming a record gone meanwhile into 40900 naming the field', () => {
    const e = foreignKeyConflict(
      { code: '23503', table: 'customers', detail: 'Key (owner_user_id)=(42) is not present in table "users".' },
      'en',
      referrers,
    )!;
    expect(e.code).toBe(40900);
    expect(e.data).toEqual({
      errors: [{ path: 'ownerUserId', message: 'The chosen record (42) no longer exists; reload and try again' }],
    });
  });

  it('leaves every other error alone', () => {
    expect(foreignKeyConflict({ code: '23505' }, 'en', referrers)).toBeNull();
    expect(foreignKeyConflict(new Error('boom'), 'en', referrers)).toBeNull();
  });
});
