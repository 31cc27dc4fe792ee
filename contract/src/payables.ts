import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  CURRENCY_PATTERN,
  day,
  id,
  idParams,
  int,
  keyword,
  optionalText,
  page,
  paged,
  ref,
  text,
  version,
} from './common.ts';
import { P } from './permission-codes.ts';
import { kg, decimal } from './measures.ts';
import { importError, xlsxExport } from './sheets.ts';
import { agentOption } from './agents.ts';

/*
 * 代理账单 (agents' bills, what we owe agents). An agent's Excel bill is read
 * with its columns mapped by staff (remembered per agent and proposed next
 * time), each line matched to its order by 转单号 or 原单号, and compared with
 * the order's expected cost (运单计费): the differences are listed by kind for
 * staff to accept (the billed cost stands) or dispute. Bills show cost:
 * bill:view implies seeing it.
 */

/** A bill may be larger than the other imports: an agent's month is tens of thousands of parcels. */
export const BILL_MAX_BYTES = 20 * 1024 * 1024;
export const BILL_MAX_ROWS = 100_000;
/** Lines a preview shows parsed, and bad cells it lists at most. */
export const BILL_PREVIEW_LINES = 20;
export const BILL_PREVIEW_ERRORS = 50;

/** What a bill's column may hold: 转单号, 原单号, weight (kg), amount, currency, the billing day, remarks. */
export const BILL_FIELDS = [
  'newNumber',
  'originalNumber',
  'weight',
  'amount',
  'currency',
  'billedOn',
  'remark',
] as const;
export type BillField = (typeof BILL_FIELDS)[number];

/** Which of the file's columns (by its header text) each field is read from; null: none. */
export const billMapping = z.object(
  Object.fromEntries(BILL_FIELDS.map((f) => [f, z.string().nullable()])) as Record<
    BillField,
    z.ZodNullable<z.ZodString>
  >,
);
export type BillMapping = z.infer<typeof billMapping>;

/** The mapping as form fields, one per field, `<field>Column` (a form is flat text); blank: unmapped. */
const header = optionalText(100);
const mappingFields = Object.fromEntries(BILL_FIELDS.map((f) => [`${f}Column`, header])) as Record<
  `${BillField}Column`,
  typeof header
>;
export const billPreviewFields = z.strictObject({ agentId: id, ...mappingFields });
export const billImportFields = billPreviewFields.extend({
  billNo: text(50),
  periodFrom: day,
  periodTo: day,
  currency: z.string().trim().toUpperCase().regex(CURRENCY_PATTERN),
});
export type BillImportFields = z.output<typeof billImportFields>;

/** A line as read from the file (money and weight as decimal text). */
export const billLineInput = z.object({
  row: z.number().int(),
  newNumber: z.string().nullable(),
  originalNumber: z.string().nullable(),
  weight: z.string().nullable(),
  amount: z.string(),
  currency: z.string().nullable(),
  billedOn: z.string().nullable(),
  remark: z.string().nullable(),
});
export type BillLineInput = z.infer<typeof billLineInput>;

/** What the preview read: the file's headers, the mapping proposed (remembered, else guessed from the headers), a sample. */
export const billPreview = z.object({
  headers: z.array(z.string()),
  mapping: billMapping,
  /** The mapping came from what staff chose last time for this agent. */
  remembered: z.boolean(),
  /** Required fields still unmapped (the import refuses the file until they are). */
  missing: z.array(z.string()),
  lineCount: z.number().int(),
  lines: z.array(billLineInput),
  /** The first bad cells, as the import would refuse them. */
  errors: z.array(importError),
});
export type BillPreview = z.infer<typeof billPreview>;

/** imported: differences open; disputed: none open, some disputed; reconciled: every difference accepted. */
export const BILL_STATES = ['imported', 'disputed', 'reconciled'] as const;
export const billState = z.enum(BILL_STATES);
export type BillState = z.infer<typeof billState>;

/**
 * weight: beyond the agent's tolerance in kg; amount: beyond its tolerance in % (or no expected cost, or
 * another currency); noOrder: no order has the number; duplicate: the order twice in the bill or on another
 * bill of the agent; unbilled: an order of the agent's channels in the bill's period not billed after N days.
 */
export const DIFFERENCE_KINDS = ['weight', 'amount', 'noOrder', 'duplicate', 'unbilled'] as const;
export const differenceKind = z.enum(DIFFERENCE_KINDS);
export type DifferenceKind = z.infer<typeof differenceKind>;
export const DIFFERENCE_STATUSES = ['open', 'accepted', 'disputed'] as const;
export const differenceStatus = z.enum(DIFFERENCE_STATUSES);
export type DifferenceStatus = z.infer<typeof differenceStatus>;

export const currencyAmount = z.object({ currency: z.string(), amount: z.string() });
export type CurrencyAmount = z.infer<typeof currencyAmount>;

export const billRow = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  agentName: z.string(),
  agentCode: z.string(),
  billNo: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  currency: z.string(),
  state: billState,
  fileName: z.string().nullable(),
  lineCount: z.number().int(),
  /** The lines' amounts per currency. */
  totals: z.array(currencyAmount),
  open: z.number().int(),
  accepted: z.number().int(),
  disputed: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type BillRow = z.infer<typeof billRow>;

/** A bill with its differences counted by kind and status, and its clean lines (matched within tolerance). */
export const billDetail = billRow.extend({
  clean: z.number().int(),
  kinds: z.array(
    z.object({
      kind: differenceKind,
      open: z.number().int(),
      accepted: z.number().int(),
      disputed: z.number().int(),
    }),
  ),
});
export type BillDetail = z.infer<typeof billDetail>;

/**
 * One difference with its line (none for `unbilled`) and the order's expected cost. `orderNumbers` is the
 * order's waybill number when the caller's data scope reaches the order, else null (the line still shows).
 */
export const differenceRow = z.object({
  id: z.number().int(),
  kind: differenceKind,
  status: differenceStatus,
  note: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  version: z.number().int(),
  row: z.number().int().nullable(),
  newNumber: z.string().nullable(),
  originalNumber: z.string().nullable(),
  weight: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  billedOn: z.string().nullable(),
  remark: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderNumbers: z.string().nullable(),
  expectedWeight: z.string().nullable(),
  expectedAmount: z.string().nullable(),
  expectedCurrency: z.string().nullable(),
});
export type DifferenceRow = z.infer<typeof differenceRow>;

export const differenceFilter = z.object({ kind: differenceKind.optional(), status: differenceStatus.optional() });

/** Accept (the billed cost stands) or dispute (a note saying why is required). */
export const decisionBody = z.strictObject({
  status: z.enum(['accepted', 'disputed']),
  note: optionalText(500),
  version,
});
/** Accept the open differences named, or every open one of a kind (or of the bill). */
export const batchAcceptBody = z.strictObject({
  ids: z.array(ref).min(1).max(100_000).optional(),
  kind: differenceKind.optional(),
  note: optionalText(500),
});

/** Kilograms, three decimals; a percentage, two. */
const percent = decimal(5, 2);
/** An agent's tolerances and unbilled days; the defaults hold until staff save the agent's own. */
export const billSettingsFields = z.strictObject({
  weightTolerance: kg.default('0.5'),
  amountTolerance: percent.default('2'),
  unbilledDays: int(1, 365).default(30),
});
export type BillSettingsFields = z.output<typeof billSettingsFields>;
/** Version 0: the agent keeps the defaults so far (its first save creates its settings). */
export const billSettingsBody = billSettingsFields.extend({ version: int(0) });
export const billSettings = z.object({
  agentId: z.number().int(),
  weightTolerance: z.string(),
  amountTolerance: z.string(),
  unbilledDays: z.number().int(),
  mapping: billMapping.nullable(),
  version: z.number().int(),
});
export type BillSettings = z.infer<typeof billSettings>;

/** What is owed to an agent in one currency: accepted (lines clean or accepted), disputed, still open, paid. */
export const payableRow = z.object({
  agentId: z.number().int(),
  agentName: z.string(),
  agentCode: z.string(),
  currency: z.string(),
  accepted: z.string(),
  disputed: z.string(),
  open: z.string(),
  paid: z.string(),
  /** accepted − paid */
  balance: z.string(),
  bills: z.number().int(),
});
export type PayableRow = z.infer<typeof payableRow>;

export const paymentBody = z.strictObject({
  agentId: ref,
  amount: decimal(12, 2),
  currency: z.string().trim().toUpperCase().regex(CURRENCY_PATTERN),
  paidOn: day,
  reference: optionalText(100),
});
export const paymentRow = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  paidOn: z.string(),
  reference: z.string().nullable(),
});

const billFilter = z.object({ agentId: id.optional(), state: billState.optional(), billNo: keyword });
export const BILL_PAGE_SIZE = 20;

export const payables = {
  bills: endpoint({
    method: 'GET',
    path: '/payables/bills',
    type: 'payables',
    summary: "Agents' bills, newest first, a page of them, with the filtered bills' totals per currency",
    access: P.bill.view,
    query: page(BILL_PAGE_SIZE).extend(billFilter.shape),
    response: paged(billRow).extend({ totals: z.array(currencyAmount) }),
  }),
  bill: endpoint({
    method: 'GET',
    path: '/payables/bills/:id',
    type: 'payables',
    summary: 'One bill, its differences counted by kind and status',
    access: P.bill.view,
    params: idParams,
    response: billDetail,
  }),
  differences: endpoint({
    method: 'GET',
    path: '/payables/bills/:id/differences',
    type: 'payables',
    summary: "A bill's differences (of a kind, a status), in line order, a page of them",
    access: P.bill.view,
    params: idParams,
    query: page(50).extend(differenceFilter.shape),
    response: paged(differenceRow),
  }),
  exportDifferences: endpoint({
    method: 'GET',
    path: '/payables/bills/:id/differences/export',
    type: 'payables',
    summary: "A bill's differences (of a kind, a status) as .xlsx",
    access: P.bill.view,
    params: idParams,
    query: differenceFilter,
    ...xlsxExport,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/payables/bills/preview',
    type: 'payables',
    summary:
      "Read an agent's bill (multipart: `agentId`, the mapping's `<field>Column`s, `file`) without saving: its headers, the mapping proposed, the first lines and bad cells",
    access: P.bill.import,
    upload: { fields: billPreviewFields },
    response: billPreview,
  }),
  importBill: endpoint({
    method: 'POST',
    path: '/payables/bills/import',
    type: 'payables',
    summary:
      "Import an agent's bill (multipart: `agentId`, `billNo`, `periodFrom`, `periodTo`, `currency`, the mapping, `file`): lines matched to orders, differences listed; the mapping is remembered for the agent",
    access: P.bill.import,
    upload: { fields: billImportFields },
    response: billDetail,
  }),
  decide: endpoint({
    method: 'PUT',
    path: '/payables/differences/:id',
    type: 'payables',
    summary: 'Accept a difference (the billed cost stands) or dispute it with a note',
    access: P.bill.reconcile,
    params: idParams,
    body: decisionBody,
    response: differenceRow,
  }),
  acceptAll: endpoint({
    method: 'POST',
    path: '/payables/bills/:id/accept',
    type: 'payables',
    summary: "Accept a bill's open differences: those named, or every one (of a kind)",
    access: P.bill.reconcile,
    params: idParams,
    body: batchAcceptBody,
    response: billDetail,
  }),
  payables: endpoint({
    method: 'GET',
    path: '/payables/agents',
    type: 'payables',
    summary: 'What is owed to each agent, per currency: accepted, disputed, open, paid, balance',
    access: P.bill.view,
    query: z.object({ agentId: id.optional() }),
    response: z.array(payableRow),
  }),
  agentOptions: endpoint({
    method: 'GET',
    path: '/payables/agent-options',
    type: 'payables',
    summary: 'Agents to pick a bill’s from; keyword matches name or code',
    access: P.bill.view,
    query: z.object({ keyword }),
    response: z.array(agentOption),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/payables/agents/:id/settings',
    type: 'payables',
    summary: "An agent's tolerances, unbilled days and remembered column mapping (defaults until first saved)",
    access: P.bill.view,
    params: idParams,
    response: billSettings,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/payables/agents/:id/settings',
    type: 'payables',
    summary: "Save an agent's tolerances (kg, %) and the days after which an unbilled order is a difference",
    access: P.bill.reconcile,
    params: idParams,
    body: billSettingsBody,
    response: billSettings,
  }),
  pay: endpoint({
    method: 'POST',
    path: '/payables/payments',
    type: 'payables',
    summary: 'Record a payment to an agent',
    access: P.bill.pay,
    body: paymentBody,
    response: paymentRow,
  }),
};
