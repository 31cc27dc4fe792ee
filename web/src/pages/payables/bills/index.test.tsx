import { P, payables, type BillDetail, type BillRow, type DifferenceRow, type PermissionCode } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import AgentBillsPage from './index.tsx';

const bill: BillRow = {
  id: 3,
  agentId: 1,
  agentName: '飞马',
  agentCode: 'PEGASUS',
  billNo: 'B-2026-10',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  currency: 'CNY',
  state: 'imported',
  fileName: 'bill.xlsx',
  lineCount: 8,
  totals: [{ currency: 'CNY', amount: '329.50' }],
  open: 2,
  accepted: 0,
  disputed: 0,
  createdBy: '系统管理员',
  createdAt: '2026-11-20T02:00:00.000Z',
  version: 1,
};
const detail: BillDetail = {
  ...bill,
  clean: 6,
  kinds: [
    { kind: 'weight', open: 1, accepted: 0, disputed: 0 },
    { kind: 'noOrder', open: 1, accepted: 0, disputed: 0 },
  ],
};
const difference = (over: Partial<DifferenceRow>): DifferenceRow => ({
  id: 11,
  kind: 'weight',
  status: 'open',
  note: null,
  decidedBy: null,
  decidedAt: null,
  version: 1,
  row: 3,
  newNumber: 'T002',
  originalNumber: null,
  weight: '4',
  amount: '100.00',
  currency: 'CNY',
  billedOn: null,
  remark: null,
  orderId: 7,
  orderNumbers: 'WT002',
  expectedWeight: '3',
  expectedAmount: '100.00',
  expectedCurrency: 'CNY',
  ...over,
});
const weight = difference({});
const noOrder = difference({ id: 12, kind: 'noOrder', row: 7, newNumber: 'TXXX', orderId: null, orderNumbers: null });

describe('agent bills page', { timeout: 30_000 }, () => {
  it('lists bills with their totals, filtered from the URL, without import for a viewer', async () => {
    const { sent } = mockApi(
      on(payables.bills, { records: [bill], total: 1, totals: [{ currency: 'CNY', amount: '329.50' }] }),
      on(payables.agentOptions, [{ id: 1, agentName: '飞马', agentCode: 'PEGASUS' }]),
    );
    renderPage(<AgentBillsPage />, {
      at: '/agentBills?state=imported',
      permissions: [P.bill.view] as PermissionCode[],
    });
    expect(await screen.findByRole('button', { name: 'B-2026-10' })).toBeInTheDocument();
    expect(screen.getByText('筛选结果合计: ¥329.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入账单' })).toBeNull();
    await waitFor(() => expect(sent(payables.bills)[0]!.query).toMatchObject({ state: 'imported' }));
  });

  it('opens a bill, accepts a difference after confirming, and disputes one with a note', async () => {
    const { sent } = mockApi(
      on(payables.bills, { records: [bill], total: 1, totals: [] }),
      on(payables.agentOptions, []),
      on(payables.bill, detail),
      on(payables.differences, { records: [weight, noOrder], total: 2 }),
      on(payables.decide, ({ body }) => ({ ...weight, ...(body as object) })),
    );
    renderPage(<AgentBillsPage />, {
      at: '/agentBills',
      permissions: [P.bill.view, P.bill.reconcile] as PermissionCode[],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'B-2026-10' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('运单 WT002')).toBeInTheDocument();
    expect(drawer.getByRole('tab', { name: '重量超差 (1)' })).toBeInTheDocument();
    await user.click(drawer.getAllByRole('button', { name: /^接\s?受$/ })[0]!);
    await screen.findAllByText('接受这条差异？');
    const confirm = within((await screen.findAllByRole('dialog')).at(-1)!);
    await user.click(confirm.getByRole('button', { name: /^接\s?受$/ }));
    await waitFor(() => expect(sent(payables.decide)).toHaveLength(1));
    expect(sent(payables.decide)[0]!.body).toEqual({ status: 'accepted', note: null, version: 1 });

    await user.click(drawer.getAllByRole('button', { name: /^异\s?议$/ })[1]!);
    await screen.findAllByText('对这条差异提出异议');
    const dispute = within((await screen.findAllByRole('dialog')).at(-1)!);
    await user.click(dispute.getByRole('button', { name: /^异\s?议$/ }));
    expect(await dispute.findByText('请写明异议原因')).toBeInTheDocument();
    await user.type(dispute.getByLabelText('异议原因'), '我们没有发过此单');
    await user.click(dispute.getByRole('button', { name: /^异\s?议$/ }));
    await waitFor(() => expect(sent(payables.decide)).toHaveLength(2));
    expect(sent(payables.decide)[1]!.body).toEqual({ status: 'disputed', note: '我们没有发过此单', version: 1 });
  });
});
