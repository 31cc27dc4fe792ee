import { describe, expect, it } from 'vitest';
import { uniqueConflict } from './rules.ts';

describe('uniqueConflict', () => {
  it('turns a unique violation into 40900 naming the field and the value', () => {
    const e = uniqueConflict({ code: '23505', detail: 'Key (lower(company_name::text))=(深圳分公司) already exists.' }, 'en')!;
    expect(e.code).toBe(40900);
    expect(e.data).toEqual({ errors: [{ path: 'companyName', message: '"深圳分公司" is already taken; choose another' }] });
  });

  it('names the last column of a key over several', () => {
    const e = uniqueConflict({ code: '23505', detail: 'Key (platform, lower(account))=(qq, 10001) already exists.' }, 'zh')!;
    expect(e.data).toEqual({ errors: [{ path: 'account', message: '“10001”已被使用，请换一个' }] });
  });

  it('leaves every other error alone', () => {
    expect(uniqueConflict({ code: '23503' }, 'en')).toBeNull();
    expect(uniqueConflict(new Error('boom'), 'en')).toBeNull();
    expect(uniqueConflict(null, 'en')).toBeNull();
  });
});
