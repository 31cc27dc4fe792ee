import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id, idParams, keyword, nothing, optionalText, page, paged, ref, text, version } from './common.ts';
import { P } from './permission-codes.ts';
import { importResult, xlsxExport, xlsxUpload } from './sheets.ts';

export const CUSTOMER_PAGE_SIZE = 10;

/**
 * Customers (客户) and their sales owner. The owner's data scope governs who
 * sees a customer (and, later, its orders): lists answer only the customers
 * whose owner the caller's scope reaches.
 */
export const customerRow = z.object({
  id: z.number().int(),
  shortName: z.string(),
  fullName: z.string(),
  ownerUserId: z.number().int(),
  ownerName: z.string(),
  ownerUsername: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  remark: z.string().nullable(),
  enabled: z.boolean(),
  version: z.number().int(),
});
export type CustomerRow = z.infer<typeof customerRow>;

/**
 * `shortName` is unique, whatever the case. The owner is an active employee
 * whose data the caller sees (not a user the call acts on: no rank check).
 */
export const customerFields = z.strictObject({
  shortName: text(30),
  fullName: text(100),
  ownerUserId: ref,
  contact: optionalText(30),
  phone: optionalText(30),
  remark: optionalText(500),
  enabled: z.boolean().default(true),
});
export const customerUpdateBody = customerFields.extend({ version });

export const customerOption = z.object({
  id: z.number().int(),
  shortName: z.string(),
  fullName: z.string(),
  ownerUserId: z.number().int(),
});
export type CustomerOption = z.infer<typeof customerOption>;

const customerFilter = z.object({ keyword, ownerUserId: id.optional() });

export const customers = {
  page: endpoint({
    method: 'GET',
    path: '/customer/page',
    type: 'customer',
    summary: 'Customers the caller sees, paged; keyword matches short or full name, contact, phone',
    access: P.customer.view,
    query: page(CUSTOMER_PAGE_SIZE).extend(customerFilter.shape),
    response: paged(customerRow),
  }),
  options: endpoint({
    method: 'GET',
    path: '/customer/all-customer',
    type: 'customer',
    summary: 'Enabled customers the caller sees, for pickers',
    access: [P.order.view, P.profit.view],
    response: z.array(customerOption),
  }),
  create: endpoint({
    method: 'POST',
    path: '/customer',
    type: 'customer',
    summary: 'Create a customer',
    access: P.customer.add,
    body: customerFields,
    response: customerRow,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/customer/:id',
    type: 'customer',
    summary: 'Edit a customer (version checked)',
    access: P.customer.edit,
    params: idParams,
    body: customerUpdateBody,
    response: customerRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/customer/:id',
    type: 'customer',
    summary: 'Delete a customer nothing refers to',
    access: P.customer.delete,
    params: idParams,
    response: nothing,
  }),
  exportSheet: endpoint({
    method: 'GET',
    path: '/customer/export',
    type: 'customer',
    summary: 'The customers the caller sees (filtered like the page), as .xlsx',
    access: P.customer.export,
    query: customerFilter,
    ...xlsxExport,
    readBy: 'importSheet',
  }),
  importSheet: endpoint({
    method: 'POST',
    path: '/customer/import',
    type: 'customer',
    summary: 'Create or update customers by short name from an .xlsx (all rows or none; the owner by username)',
    access: P.customer.import,
    ...xlsxUpload,
    response: importResult,
  }),
};
