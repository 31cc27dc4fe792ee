import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, nothing, ref, text, version } from './common.ts';
import { P } from './permission-codes.ts';

export const companyRow = z.object({
  id: z.number().int(),
  companyName: z.string(),
  /** Active employees; in the list only. */
  userCount: z.number().int().optional(),
  version: z.number().int(),
});
export type CompanyRow = z.infer<typeof companyRow>;

export const companyCreateBody = z.strictObject({ companyName: text(50) });
export const companyUpdateBody = companyCreateBody.extend({ id: ref, version });

export const siteRow = z.object({ id: z.number().int(), name: z.string() });
export type SiteRow = z.infer<typeof siteRow>;

export const companies = {
  list: endpoint({
    method: 'GET',
    path: '/company',
    type: 'company',
    summary: 'Companies with their active employee counts',
    access: P.employee.view,
    response: z.array(companyRow),
  }),
  create: endpoint({
    method: 'POST',
    path: '/company/create',
    type: 'company',
    summary: 'Create a company (name unique)',
    access: P.company.add,
    body: companyCreateBody,
    response: companyRow,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/company/update',
    type: 'company',
    summary: 'Rename a company (version checked)',
    access: P.company.edit,
    body: companyUpdateBody,
    response: companyRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/company/delete/:id',
    type: 'company',
    summary: 'Delete a company without active employees',
    access: P.company.delete,
    params: idParams,
    response: nothing,
  }),
  userCount: endpoint({
    method: 'GET',
    path: '/users/all-user-count/:id',
    type: 'company',
    summary: "A company's active employee count",
    access: P.employee.view,
    params: idParams,
    response: z.number().int(),
  }),
  sites: endpoint({
    method: 'GET',
    path: '/sites',
    type: 'company',
    summary: 'Sites employees work at',
    access: P.employee.view,
    response: z.array(siteRow),
  }),
};
