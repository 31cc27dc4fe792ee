import type { EmployeeRow } from '@fwd/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldsOf, formValuesOf } from './employeeForm.ts';

const row: EmployeeRow = {
  id: 7,
  username: 'yangli',
  name: '杨丽',
  joinDate: '2021-04-06',
  roleId: 3,
  roleName: '业务员',
  companyId: 2,
  companyName: '深圳分公司',
  siteId: null,
  siteName: null,
  phone: null,
  email: null,
  avatar: '',
  version: 5,
};

describe('employee form', () => {
  it('sends empty site, join date and email as null, never blank', () => {
    const fields = fieldsOf({
      username: ' lily ',
      name: ' 李莉 ',
      roleId: 3,
      companyId: 2,
      siteId: undefined,
      joinDate: null,
      phone: '',
      email: '  ',
    });
    expect(fields).toEqual({
      username: 'lily',
      name: '李莉',
      roleId: 3,
      companyId: 2,
      siteId: null,
      joinDate: null,
      phone: '',
      email: null,
      avatar: '',
    });
  });

  it('round-trips a record, the join date as YYYY-MM-DD', () => {
    const values = formValuesOf(row);
    expect(values.joinDate?.isSame(dayjs('2021-04-06'), 'day')).toBe(true);
    expect(fieldsOf(values)).toEqual({
      username: 'yangli',
      name: '杨丽',
      roleId: 3,
      companyId: 2,
      siteId: null,
      joinDate: '2021-04-06',
      phone: '',
      email: null,
      avatar: '',
    });
  });
});
