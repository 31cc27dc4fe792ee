import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  day,
  id,
  idParams,
  keyword,
  optionalText,
  page,
  paged,
  ref,
  text,
  version,
  CURRENCY_PATTERN,
} from './common.ts';
import { LANGUAGES } from './constants.ts';
import { P } from './permission-codes.ts';
import { chargeLine } from './settlement.ts';
import { xlsxExport } from './sheets.ts';

/*
 * 客户对账 and 收款 (issue 32): a customer's statement per period (a calendar
 * month by default, on the company's clock) of its priced orders, the
 * adjustments made since the last one, the payments; balances per currency;
 * payments applied to the oldest open statements unless staff choose; a credit
 * limit per customer. Money is decimal text: scale 2, JPY 0.
 */

/** 草稿 (live: what issuing would bill now), 已出具 (locked: its orders billed), 已结清 (fully paid). */
export const STATEMENT_STATES = ['draft', 'issued', 'settled'] as const;
export const statementState = z.enum(STATEMENT_STATES);
export type StatementState = z.infer<typeof statementState>;

export const PAYMENT_METHODS = ['bank', 'cash', 'alipay', 'wechat', 'cheque', 'other'] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** An adjustment staff made with a reason, or one the re-pricing of an order already billed made. */
export const ADJUSTMENT_KINDS = ['manual', 'repriced'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** ISO 4217. */
export const moneyCurrency = z.string().regex(CURRENCY_PATTERN);
/** An amount of money as typed: positive, at most two decimals (the currency may allow fewer: JPY none). */
export const moneyAmount = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/);
/** An adjustment: more (positive) or less (negative), never zero (the service says so). */
export const signedAmount = z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/);
/** A calendar month, YYYY-MM. */
export const statementMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/**
 * One currency of a statement: the balance at the period's start, the orders billed, the adjustments, the
 * payments received in the period and the balance at its end; `due` (orders and adjustments) is what this
 * statement asks for, `paid` what payments applied to it so far.
 */
export const statementTotal = z.object({
  currency: z.string(),
  opening: z.string(),
  charges: z.string(),
  adjustments: z.string(),
  payments: z.string(),
  closing: z.string(),
  due: z.string(),
  paid: z.string(),
});
export type StatementTotal = z.infer<typeof statementTotal>;

export const statementRow = z.object({
  id: z.number().int(),
  number: z.string(),
  customerId: z.number().int(),
  shortName: z.string(),
  /** The first and last day of the period (inclusive), on the company's clock. */
  periodFrom: z.string(),
  periodTo: z.string(),
  state: statementState,
  orderCount: z.number().int(),
  totals: z.array(statementTotal),
  issuedAt: z.string().nullable(),
  issuedBy: z.string().nullable(),
  settledAt: z.string().nullable(),
  version: z.number().int(),
});
export type StatementRow = z.infer<typeof statementRow>;

export const statementOrder = z.object({
  orderId: z.number().int(),
  numbers: z.string(),
  entryDate: z.string(),
  countryCode: z.string(),
  channelCode: z.string().nullable(),
  chargeableWeight: z.string().nullable(),
  currency: z.string(),
  total: z.string(),
  lines: z.array(chargeLine),
});
export type StatementOrder = z.infer<typeof statementOrder>;

export const adjustmentRow = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  numbers: z.string(),
  customerId: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  /** Staff's words; null for a re-pricing (the screen says what happened in the reader's language). */
  reason: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
  statementId: z.number().int().nullable(),
  statementNumber: z.string().nullable(),
});
export type AdjustmentRow = z.infer<typeof adjustmentRow>;

export const paymentApplication = z.object({
  statementId: z.number().int(),
  number: z.string(),
  amount: z.string(),
});

export const customerPaymentRow = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  shortName: z.string(),
  currency: z.string(),
  amount: z.string(),
  /** What no statement holds yet: the customer's credit, applied when its next statement is issued. */
  unapplied: z.string(),
  paidOn: z.string(),
  method: paymentMethod,
  reference: z.string().nullable(),
  note: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
  applications: z.array(paymentApplication),
  version: z.number().int(),
});
export type CustomerPaymentRow = z.infer<typeof customerPaymentRow>;

export const statementDetail = z.object({
  statement: statementRow,
  orders: z.array(statementOrder),
  adjustments: z.array(adjustmentRow),
  /** Payments received in the period, and those applied to this statement. */
  payments: z.array(customerPaymentRow),
});
export type StatementDetail = z.infer<typeof statementDetail>;

/** Sums per currency of what a list holds (its filter, every page). */
export const currencySum = z.object({ currency: z.string(), amount: z.string(), paid: z.string() });

export const statementFilter = page(20).extend({
  customerId: id.optional(),
  /** Statements whose period starts in this month. */
  month: statementMonth.optional(),
  state: statementState.optional(),
});
export type StatementFilter = z.input<typeof statementFilter>;

export const statementCreateBody = z.strictObject({
  customerId: ref,
  /** The calendar month; or `from` and `to` (inclusive) for another period. */
  month: statementMonth.optional(),
  from: day.optional(),
  to: day.optional(),
});

export type StatementCreate = z.input<typeof statementCreateBody>;

export const adjustmentBody = z.strictObject({ orderId: ref, amount: signedAmount, reason: text(200) });
export type AdjustmentInput = z.input<typeof adjustmentBody>;

export const customerPaymentBody = z.strictObject({
  customerId: ref,
  currency: moneyCurrency,
  amount: moneyAmount,
  paidOn: day,
  method: paymentMethod,
  reference: optionalText(100),
  note: optionalText(500),
  /** Apply to these statements, in this order; otherwise to the oldest open ones. */
  statementIds: z.array(ref).max(50).optional(),
});

export type CustomerPaymentInput = z.input<typeof customerPaymentBody>;

export const customerPaymentFilter = page(20).extend({
  customerId: id.optional(),
  currency: moneyCurrency.optional(),
  from: day.optional(),
  to: day.optional(),
});
export type CustomerPaymentFilter = z.input<typeof customerPaymentFilter>;

/** A customer's money in one currency: billed on issued statements less paid, and priced orders and adjustments not yet on one. */
export const accountBalance = z.object({
  currency: z.string(),
  billed: z.string(),
  paid: z.string(),
  balance: z.string(),
  unbilled: z.string(),
  /** Payments no statement holds yet. */
  unapplied: z.string(),
});

export const accountRow = z.object({
  customerId: z.number().int(),
  shortName: z.string(),
  ownerName: z.string(),
  /** The language its statements are written in. */
  language: z.enum(LANGUAGES),
  creditLimit: z.string().nullable(),
  creditCurrency: z.string().nullable(),
  /** Balance and unbilled in the limit's currency beyond the limit. */
  overLimit: z.boolean(),
  balances: z.array(accountBalance),
  version: z.number().int(),
});
export type AccountRow = z.infer<typeof accountRow>;

export const accountFilter = page(20).extend({ keyword, overLimit: z.enum(['true', 'false']).optional() });
export type AccountFilter = z.input<typeof accountFilter>;

/** A limit has its currency, no limit none (the service says so). */
export const accountBody = z.strictObject({
  language: z.enum(LANGUAGES),
  creditLimit: moneyAmount.nullable(),
  creditCurrency: moneyCurrency.nullable(),
  version,
});

export type AccountInput = z.input<typeof accountBody>;

/** A customer past its credit limit: what it owes and has priced beside the limit. */
export const overLimitRow = z.object({
  customerId: z.number().int(),
  currency: z.string(),
  limit: z.string(),
  exposure: z.string(),
});
export type OverLimit = z.infer<typeof overLimitRow>;

const customerOption = z.object({ id: z.number().int(), shortName: z.string() });

export const statements = {
  page: endpoint({
    method: 'GET',
    path: '/statements',
    type: 'statements',
    summary: 'Statements of the customers the caller sees, newest period first, with sums per currency',
    access: P.statement.view,
    query: statementFilter,
    response: paged(statementRow).extend({ sums: z.array(currencySum) }),
  }),
  customers: endpoint({
    method: 'GET',
    path: '/payments/customers',
    type: 'statements',
    summary: 'The customers the caller sees, for the statement and payment pickers',
    access: [P.statement.view, P.payment.view],
    response: z.array(customerOption),
  }),
  create: endpoint({
    method: 'POST',
    path: '/statements',
    type: 'statements',
    summary: 'A draft statement for a customer and a month (or period); refused over another of its statements',
    access: P.statement.issue,
    body: statementCreateBody,
    response: statementRow,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/statements/:id',
    type: 'statements',
    summary:
      'A statement with its orders, adjustments, payments and balances per currency (a draft: as issuing would bill now)',
    access: P.statement.view,
    params: idParams,
    response: statementDetail,
  }),
  issue: endpoint({
    method: 'POST',
    path: '/statements/:id/issue',
    type: 'statements',
    summary:
      'Issue a draft: its orders billed (frozen), its adjustments taken, its balances kept; then it never changes',
    access: P.statement.issue,
    params: idParams,
    body: z.strictObject({ version }),
    response: statementRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/statements/:id',
    type: 'statements',
    summary: 'Delete a draft (an issued statement stays)',
    access: P.statement.issue,
    params: idParams,
    response: z.null(),
  }),
  exportSheet: endpoint({
    method: 'GET',
    path: '/statements/:id/export',
    type: 'statements',
    summary: 'A statement as Excel, in the customer’s language, with the company’s name',
    access: P.statement.view,
    params: idParams,
    ...xlsxExport,
  }),
  adjustments: endpoint({
    method: 'GET',
    path: '/charge-adjustments',
    type: 'statements',
    summary: 'Adjustments of a customer or an order, newest first (open: not yet on a statement)',
    access: P.statement.view,
    query: page(20).extend({
      customerId: id.optional(),
      orderId: id.optional(),
      open: z.enum(['true', 'false']).optional(),
    }),
    response: paged(adjustmentRow),
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/charge-adjustments',
    type: 'statements',
    summary: 'Adjust an order’s charge with a reason: onto the customer’s next statement',
    access: P.charge.adjust,
    body: adjustmentBody,
    response: adjustmentRow,
  }),
  payments: endpoint({
    method: 'GET',
    path: '/payments',
    type: 'statements',
    summary: 'Payments of the customers the caller sees, newest first, with sums per currency',
    access: P.payment.view,
    query: customerPaymentFilter,
    response: paged(customerPaymentRow).extend({ sums: z.array(currencySum) }),
  }),
  pay: endpoint({
    method: 'POST',
    path: '/payments',
    type: 'statements',
    summary: 'Record a payment, applied to the chosen statements or the oldest open ones; what is left stays as credit',
    access: P.payment.record,
    body: customerPaymentBody,
    response: customerPaymentRow,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/payments/:id/apply',
    type: 'statements',
    summary: 'Apply what a payment has left to the chosen statements or the oldest open ones',
    access: P.payment.record,
    params: idParams,
    body: z.strictObject({ version, statementIds: z.array(ref).max(50).optional() }),
    response: customerPaymentRow,
  }),
  accounts: endpoint({
    method: 'GET',
    path: '/customer-accounts',
    type: 'statements',
    summary: 'Each customer’s balance per currency, credit limit and statement language',
    access: P.payment.view,
    query: accountFilter,
    response: paged(accountRow),
  }),
  account: endpoint({
    method: 'PUT',
    path: '/customer-accounts/:id',
    type: 'statements',
    summary: 'Set a customer’s credit limit and statement language (version checked)',
    access: P.payment.credit,
    params: idParams,
    body: accountBody,
    response: accountRow,
  }),
  overLimit: endpoint({
    method: 'GET',
    path: '/over-limit-customers',
    type: 'statements',
    summary: 'Customers the caller sees past their credit limit (the order page marks their orders)',
    access: [P.order.view, P.statement.view, P.payment.view],
    response: z.array(overLimitRow),
  }),
};
