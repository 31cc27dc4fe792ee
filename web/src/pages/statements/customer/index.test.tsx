import { P, statements, type PermissionCode, type StatementDetail, type StatementRow } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import CustomerStatementsPage from './index.tsx';

const row = (over: Partial<StatementRow> = {}): StatementRow => ({
  id: 4,
  number: 'ST-202611-0001',
  customerId: 3,
  shortName: '星辰电子',
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
  state: 'draft',
  orderCount: 2,
  totals: [
    {
      currency: 'CNY',
      opening: '0.00',
      charges: '150.50',
      adjustments: '-10.00',
      payments: '0.00',
      closing: '140.50',
      due: '140.50',
      paid: '0.00',
    },
  ],
  issuedAt: null,
  issuedBy: null,
  settledAt: null,
  version: 1,
  ...over,
});

const detail = (s: StatementRow): StatementDetail => ({
  statement: s,
  orders: [
    {
      orderId: 7,
      numbers: 'UP001',
      entryDate: '2026-11-05T04:00:00.000Z',
      countryCode: 'US',
      channelCode: 'US-EXP',
      chargeableWeight: '2.5',
      currency: 'CNY',
      total: '150.50',
      lines: [{ kind: 'base', name: 'perKg', amount: '150.5' }],
    },
  ],
  adjustments: [
    {
      id: 1,
      orderId: 7,
      numbers: 'UP001',
      customerId: 3,
      currency: 'CNY',
      amount: '-10.00',
      kind: 'manual',
      reason: '破损赔付',
      byName: '杨丽',
      at: '2026-11-06T00:00:00.000Z',
      statementId: null,
      statementNumber: null,
    },
  ],
  payments: [],
});

describe('customer statements page', { timeout: 30_000 }, () => {
  it('lists statements filtered from the URL, with what the issued ones ask and were paid', async () => {
    const { sent } = mockApi(
      on(statements.page, {
        records: [row({ state: 'issued', issuedAt: '2026-12-01T02:00:00.000Z', issuedBy: '杨丽' })],
        total: 1,
        sums: [{ currency: 'CNY', amount: '140.50', paid: '40.50' }],
      }),
      on(statements.customers, [{ id: 3, shortName: '星辰电子' }]),
    );
    renderPage(<CustomerStatementsPage />, {
      at: '/customerStatements?state=issued&month=2026-11',
      permissions: [P.statement.view] as PermissionCode[],
    });
    const table = within(await screen.findByRole('table'));
    expect(await table.findByText('¥140.50')).toBeInTheDocument();
    expect(screen.getByText(/应收 ¥140.50，已收 ¥40.50/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '生成对账单' })).toBeNull();
    await waitFor(() =>
      expect(sent(statements.page)[0]!.query).toMatchObject({ state: 'issued', month: '2026-11', currentPage: '1' }),
    );
  });

  it('opens a draft with its orders and adjustments and issues it after the confirmation', async () => {
    const draft = row();
    const { sent } = mockApi(
      on(statements.page, { records: [draft], total: 1, sums: [] }),
      on(statements.customers, [{ id: 3, shortName: '星辰电子' }]),
      on(statements.detail, detail(draft)),
      on(statements.issue, row({ state: 'issued', version: 2, issuedAt: '2026-12-01T02:00:00.000Z' })),
    );
    renderPage(<CustomerStatementsPage />, {
      at: '/customerStatements',
      permissions: [P.statement.view, P.statement.issue] as PermissionCode[],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ST-202611-0001' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('破损赔付')).toBeInTheDocument();
    // In the orders and again in the adjustments.
    expect(drawer.getAllByText('UP001')).toHaveLength(2);
    await user.click(drawer.getByRole('button', { name: /出\s*具/ }));
    const [title] = await screen.findAllByText('出具对账单 ST-202611-0001？');
    await user.click(within(title!.closest('.ant-modal')!).getByRole('button', { name: /出\s*具/ }));
    await waitFor(() => expect(sent(statements.issue)).toHaveLength(1));
    expect(sent(statements.issue)[0]).toMatchObject({ params: { id: '4' }, body: { version: 1 } });
  });

  it('hides a column the user unticks, and keeps it hidden for them after a reload', async () => {
    const serve = () =>
      mockApi(
        on(statements.page, { records: [row()], total: 1, sums: [] }),
        on(statements.customers, [{ id: 3, shortName: '星辰电子' }]),
      );
    serve();
    const permissions = [P.statement.view] as PermissionCode[];
    const first = renderPage(<CustomerStatementsPage />, { at: '/customerStatements', permissions });
    expect(await screen.findByRole('columnheader', { name: '期间' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    await user.click(await screen.findByRole('checkbox', { name: '期间' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '期间' })).toBeNull());
    first.unmount();
    serve();
    renderPage(<CustomerStatementsPage />, { at: '/customerStatements', permissions });
    expect(await screen.findByRole('columnheader', { name: '客户' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '期间' })).toBeNull();
    localStorage.clear();
  });

  it('adds an adjustment to one of a statement’s orders from its drawer', async () => {
    const draft = row();
    const { sent } = mockApi(
      on(statements.page, { records: [draft], total: 1, sums: [] }),
      on(statements.customers, [{ id: 3, shortName: '星辰电子' }]),
      on(statements.detail, detail(draft)),
      on(statements.adjust, detail(draft).adjustments[0]!),
    );
    renderPage(<CustomerStatementsPage />, {
      at: '/customerStatements',
      permissions: [P.statement.view, P.charge.adjust] as PermissionCode[],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ST-202611-0001' }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.click(await drawer.findByRole('button', { name: '添加调整' }));
    const [title] = await screen.findAllByText('调整运单计费');
    const dialog = within(title!.closest('.ant-modal')!);
    await user.type(dialog.getByLabelText('金额（负数为减免）'), '5');
    await user.type(dialog.getByLabelText('原因'), '补收');
    await user.click(dialog.getByRole('button', { name: /保\s*存|确\s*定/ }));
    await waitFor(() => expect(sent(statements.adjust)).toHaveLength(1));
    expect(sent(statements.adjust)[0]!.body).toEqual({ orderId: 7, amount: '5', reason: '补收' });
  });
});
