import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  id,
  imageUrl,
  keyword,
  nothing,
  optionalText,
  page,
  paged,
  plain,
  ref,
  roleRef,
  text,
  userId,
  userRef,
  version,
} from './common.ts';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from './constants.ts';
import { P } from './permission-codes.ts';

export const EMPLOYEE_PAGE_SIZE = 10;

/**
 * An employee as the tables show it. Names of the role, company and site are
 * null when unset (the page shows 未知).
 */
export const employeeRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** 'YYYY-MM-DD'. */
  joinDate: z.string().nullable(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  siteId: z.number().int().nullable(),
  siteName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string(),
  version: z.number().int(),
});
export type EmployeeRow = z.infer<typeof employeeRow>;

export const deletedEmployeeRow = employeeRow.extend({ deletedAt: z.string() });
export type DeletedEmployeeRow = z.infer<typeof deletedEmployeeRow>;

export const userPick = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

const employeeFields = z.strictObject({
  username: z.string().trim().regex(USERNAME_PATTERN),
  name: text(50),
  roleId: roleRef,
  companyId: ref,
  siteId: ref.nullish().transform((v) => v ?? null),
  /** 'YYYY-MM-DD', a real date; null or left out when unknown. */
  joinDate: z.iso
    .date()
    .nullish()
    .transform((v) => v ?? null),
  phone: optionalText(30),
  /** null or left out when none (a blank string is not an address). */
  email: z
    .email()
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
  avatar: imageUrl.default(''),
});
export const addEmployeeBody = employeeFields.extend({ password: plain(PASSWORD_MAX).min(PASSWORD_MIN) });
export const updateEmployeeBody = employeeFields.extend({ id: userRef, version });
export const userIdsBody = z.strictObject({ ids: z.array(userRef).min(1).max(500) });

export const employees = {
  list: endpoint({
    method: 'GET',
    path: '/users/getAllUsersById',
    type: 'employee',
    summary: "A company's employees, paged; keyword matches name or username",
    access: P.employee.view,
    query: page(EMPLOYEE_PAGE_SIZE).extend({ companyId: id.optional(), keyword }),
    response: paged(employeeRow),
  }),
  pick: endpoint({
    method: 'GET',
    path: '/users/getAllUsers',
    type: 'employee',
    summary: 'Active users the caller’s data scope reaches (name and username only), for pickers',
    access: [P.employee.view, P.role.view, P.customer.view, P.order.view, P.profit.view],
    response: z.array(userPick),
  }),
  usernames: endpoint({
    method: 'GET',
    path: '/users/all-username',
    type: 'employee',
    summary: 'Usernames of active users',
    access: P.employee.view,
    response: z.array(z.string()),
  }),
  add: endpoint({
    method: 'POST',
    path: '/users/addEmployee',
    type: 'employee',
    summary: 'Add an employee',
    access: P.employee.add,
    body: addEmployeeBody,
    response: employeeRow,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/users/updateEmployee',
    type: 'employee',
    summary: 'Edit an employee (version checked)',
    access: P.employee.edit,
    body: updateEmployeeBody,
    response: employeeRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/users',
    type: 'employee',
    summary: 'Move employees to the recycle bin and end their sessions',
    access: P.employee.delete,
    body: userIdsBody,
    response: nothing,
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/users/resetPassword',
    type: 'employee',
    summary: "Set an employee's password and end their sessions",
    access: P.employee.resetPassword,
    body: z.strictObject({ id: userRef, password: plain(PASSWORD_MAX).min(PASSWORD_MIN) }),
    response: nothing,
  }),
  moveSite: endpoint({
    method: 'PUT',
    path: '/users/update-user-site',
    type: 'employee',
    summary: 'Move employees to a site',
    access: P.employee.moveSite,
    query: z.object({ siteId: id }),
    body: userIdsBody,
    response: nothing,
  }),
  // The recycle bin: deleted employees, restored.
  recycled: endpoint({
    method: 'GET',
    path: '/users/all-deleted-employees',
    type: 'recycle',
    summary: 'Deleted employees, paged',
    access: P.recycle.view,
    query: page(EMPLOYEE_PAGE_SIZE).extend({ keyword }),
    response: paged(deletedEmployeeRow),
  }),
  searchRecycled: endpoint({
    method: 'GET',
    path: '/users/getAllDeletedUsersByKeyword',
    type: 'recycle',
    summary: 'Deleted employees matching a keyword (the 100 most recent)',
    access: P.recycle.view,
    query: z.object({ keyword }),
    response: z.array(deletedEmployeeRow),
  }),
  restore: endpoint({
    method: 'PUT',
    path: '/users/activate-deleted-user/:id',
    type: 'recycle',
    summary: 'Restore a deleted employee',
    access: P.recycle.restore,
    params: z.object({ id: userId }),
    response: employeeRow,
  }),
};
