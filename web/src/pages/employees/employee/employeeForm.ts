import type { BodyOf, EmployeeRow, employees } from '@fwd/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** What the employee dialog's form holds; antd gives cleared selects and inputs as undefined or ''. */
export interface EmployeeFormValues {
  username: string;
  name: string;
  /** Only when adding. */
  password?: string;
  roleId?: number;
  companyId?: number;
  siteId?: number | null;
  joinDate?: Dayjs | null;
  phone?: string;
  email?: string;
  avatar?: string;
}

type Fields = Omit<BodyOf<typeof employees.add>, 'password'>;

export const formValuesOf = (row: EmployeeRow): EmployeeFormValues => ({
  username: row.username,
  name: row.name,
  roleId: row.roleId ?? undefined,
  companyId: row.companyId ?? undefined,
  siteId: row.siteId,
  joinDate: row.joinDate ? dayjs(row.joinDate) : null,
  phone: row.phone ?? '',
  email: row.email ?? '',
  avatar: row.avatar,
});

/**
 * The record to send. An update replaces every field, so each one is sent;
 * the server refuses a blank site, join date or email, which are null when empty.
 */
export const fieldsOf = (values: EmployeeFormValues): Fields => ({
  username: values.username.trim(),
  name: values.name.trim(),
  roleId: values.roleId!,
  companyId: values.companyId!,
  siteId: values.siteId ?? null,
  joinDate: values.joinDate ? values.joinDate.format('YYYY-MM-DD') : null,
  phone: values.phone?.trim() ?? '',
  email: values.email?.trim() || null,
  avatar: values.avatar ?? '',
});
