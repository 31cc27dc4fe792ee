import { P, settlement, statements, type ChargeRow, type PermissionCode } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import OrderChargesPage from './index.tsx';

const row = (over: Partial<ChargeRow> = {}): ChargeRow => ({
  orderId: 1,
  numbers: 'S001',
  customerId: 3,
  shortName: '平价',
  channelId: 2,
  channelCode: 'US-EXP',
  countryCode: 'US',
  countryName: '美国',
  consigneePostcode: '10001',
  weight: '2.3',
  pieces: 1,
  entryDate: '2026-11-20T02:00:00.000Z',
  ownerUserId: 5,
  ownerName: '杨丽',
  state: 'priced',
  reason: null,
  reasonDetail: null,
  chargeableWeight: '2.5',
  currency: 'CNY',
  total: '50.00',
  lines: [{ kind: 'base', name: 'perKg', amount: '50' }],
  sheetId: 7,
  level: null,
  pricedAt: '2026-11-21T00:00:00.000Z',
  ...over,
});
const overWeight = row({
  orderId: 2,
  numbers: 'S009',
  state: 'pending',
  reason: 'overWeight',
  reasonDetail: { limit: '30', value: '31' },
  total: null,
  currency: null,
  lines: [],
  chargeableWeight: null,
});
const withCost = (r: ChargeRow): ChargeRow => ({
  ...r,
  cost: { currency: 'CNY', total: '33.00', lines: [], sheetId: 8, reason: null },
  profit: '17.00',
});

describe('order charges page', { timeout: 30_000 }, () => {
  it('lists charges with the reason an order cannot be priced, without cost columns for a role that may not see cost', async () => {
    const { sent } = mockApi(on(settlement.chargePage, { records: [row(), overWeight], total: 2 }));
    renderPage(<OrderChargesPage />, {
      at: '/orderCharges?state=priced',
      permissions: [P.charge.view] as PermissionCode[],
    });
    expect(await screen.findByText('50.00 CNY')).toBeInTheDocument();
    expect(screen.getByText('超过渠道限重 30 kg（31 kg）')).toBeInTheDocument();
    expect(screen.queryByText('预计成本')).toBeNull();
    expect(screen.queryByRole('button', { name: '批量计费' })).toBeNull();
    // The state filter comes from the URL.
    await waitFor(() => expect(sent(settlement.chargePage)[0]!.body).toEqual({ state: 'priced' }));
  });

  it('shows cost and profit with charge:cost, and starts the bulk pricing with charge:adjust', async () => {
    const { sent } = mockApi(
      on(settlement.chargePage, { records: [withCost(row())], total: 1 }),
      on(settlement.priceAll, {
        id: 9,
        kind: 'chargePricing',
        state: 'queued',
        trigger: 'manual',
        createdBy: 'admin',
        params: { scope: 'unpriced' },
        done: 0,
        total: null,
        counts: {},
        errors: [],
        attempts: 0,
        history: [],
        createdAt: '2026-11-29T00:00:00Z',
        startedAt: null,
        finishedAt: null,
      }),
    );
    renderPage(<OrderChargesPage />, {
      at: '/orderCharges',
      permissions: [P.charge.view, P.charge.cost, P.charge.adjust] as PermissionCode[],
    });
    const cells = within(await screen.findByRole('table'));
    expect(await cells.findByText('33.00 CNY')).toBeInTheDocument();
    expect(cells.getByText('17.00 CNY')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '批量计费' }));
    await user.click(await screen.findByRole('button', { name: '开始计费' }));
    await waitFor(() => expect(sent(settlement.priceAll)).toHaveLength(1));
    expect(sent(settlement.priceAll)[0]!.body).toEqual({ scope: 'unpriced' });
  });

  it('opens an order’s lines and pricing history, and prices it again', async () => {
    const { sent } = mockApi(
      on(settlement.chargePage, {
        records: [
          row({
            level: { kind: 'percent', percent: '10.00' },
            total: '55.00',
            lines: [
              { kind: 'base', name: 'perKg', amount: '50' },
              { kind: 'level', name: '10.00%', amount: '5' },
            ],
          }),
        ],
        total: 1,
      }),
      on(settlement.charge, {
        charge: row({
          level: { kind: 'percent', percent: '10.00' },
          total: '55.00',
          lines: [
            { kind: 'base', name: 'perKg', amount: '50' },
            { kind: 'level', name: '10.00%', amount: '5' },
          ],
        }),
        history: {
          records: [
            {
              id: 4,
              at: '2026-11-21T00:00:00.000Z',
              cause: 'save',
              userName: '杨丽',
              state: 'priced',
              reason: null,
              currency: 'CNY',
              total: '55.00',
              chargeableWeight: '2.5',
              sheetId: 7,
            },
          ],
          total: 1,
        },
      }),
      on(settlement.price, row({ total: '55.00' })),
    );
    renderPage(<OrderChargesPage />, {
      at: '/orderCharges',
      permissions: [P.charge.view, P.charge.adjust] as PermissionCode[],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'S001' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('客户价格等级')).toBeInTheDocument();
    expect(drawer.getByText('基础运费 10.00%')).toBeInTheDocument();
    expect(drawer.getByText('运单保存 · 杨丽')).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: '重新计费' }));
    await waitFor(() => expect(sent(settlement.price)).toHaveLength(1));
    expect(sent(settlement.price)[0]!.params).toEqual({ id: '1' });
  });
  it('adds the filtered set up per currency, and prices chosen rows again', async () => {
    const { sent } = mockApi(
      on(settlement.chargePage, {
        records: [withCost(row()), withCost(row({ orderId: 4, numbers: 'S004' }))],
        total: 2,
      }),
      on(settlement.chargeTotals, {
        orders: 12,
        priced: 10,
        sale: [
          { currency: 'CNY', amount: '1234.50' },
          { currency: 'USD', amount: '15.75' },
        ],
        cost: [{ currency: 'CNY', amount: '900.00' }],
        profit: [{ currency: 'CNY', amount: '-10.00' }],
      }),
      on(settlement.priceSelected, { priced: 1, pending: 0, billed: 1 }),
    );
    renderPage(<OrderChargesPage />, {
      at: '/orderCharges?shortName=平价',
      permissions: [P.charge.view, P.charge.cost, P.charge.adjust] as PermissionCode[],
    });
    expect(
      await screen.findByText('共 12 单，已计费 10 单 · 应收 ¥1,234.50 + US$15.75 · 预计成本 ¥900.00 · 毛利 -¥10.00'),
    ).toBeInTheDocument();
    expect(sent(settlement.chargeTotals)[0]!.body).toEqual({ shortName: '平价' });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /重新计费所选/ })).toBeNull();
    for (const numbers of ['S001', 'S004'])
      await user.click(within(screen.getByText(numbers).closest('tr')!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '重新计费所选（2）' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '重新计费' }));
    await waitFor(() => expect(sent(settlement.priceSelected).map((c) => c.body)).toEqual([{ ids: [1, 4] }]));
    expect(await screen.findByText('已重新计费：1 单已计费，0 单待计费，1 单已出账未变')).toBeInTheDocument();
  });
  it('keeps customers’ price levels in a drawer: listed, a percentage given, one removed', async () => {
    const { sent } = mockApi(
      on(settlement.chargePage, { records: [row()], total: 1 }),
      on(settlement.chargeTotals, { orders: 1, priced: 1, sale: [] }),
      on(settlement.priceLevels, [
        {
          id: 5,
          customerId: 3,
          shortName: '加成',
          channelId: 2,
          channelCode: 'US-EXP',
          kind: 'percent',
          percent: '10.00',
          sheets: 0,
          version: 1,
        },
      ]),
      on(settlement.priceLevelUpdate, (c) => ({
        id: 5,
        customerId: 3,
        shortName: '加成',
        channelId: 2,
        channelCode: 'US-EXP',
        kind: 'percent' as const,
        percent: (c.body as { percent: string }).percent,
        sheets: 0,
        version: 2,
      })),
      on(settlement.priceLevelDelete, null),
    );
    renderPage(<OrderChargesPage />, {
      at: '/orderCharges',
      permissions: [P.charge.view, P.charge.adjust] as PermissionCode[],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '客户价格等级' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('基础运费 10.00%')).toBeInTheDocument();
    await user.click(drawer.getByText('编辑'));
    const dialog = within(screen.getAllByRole('dialog').at(-1)!);
    const percent = dialog.getByLabelText('百分比');
    await user.clear(percent);
    await user.type(percent, '-5');
    await user.click(dialog.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(sent(settlement.priceLevelUpdate).map((c) => c.body)).toEqual([
        { kind: 'percent', percent: '-5', version: 1 },
      ]),
    );
    await user.click(drawer.getByText('删除'));
    await user.click(within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(sent(settlement.priceLevelDelete).map((c) => c.params)).toEqual([{ id: '5' }]));
  });

  it('adjusts a row’s charge with an amount and a reason for charge:adjust, and offers no 调整 without it', async () => {
    const { sent } = mockApi(
      on(settlement.chargePage, { records: [row()], total: 1 }),
      on(statements.adjust, {
        id: 5,
        orderId: 1,
        numbers: 'S001',
        customerId: 3,
        currency: 'CNY',
        amount: '-8.50',
        kind: 'manual',
        reason: '破损赔付',
        byName: '杨丽',
        at: '2026-11-29T00:00:00.000Z',
        statementId: null,
        statementNumber: null,
      }),
    );
    const viewer = renderPage(<OrderChargesPage />, {
      at: '/orderCharges',
      permissions: [P.charge.view] as PermissionCode[],
    });
    expect(await screen.findByText('50.00 CNY')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '调整' })).toBeNull();
    viewer.unmount();

    renderPage(<OrderChargesPage />, {
      at: '/orderCharges',
      permissions: [P.charge.view, P.charge.adjust] as PermissionCode[],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '调整' }));
    const dialog = within(await screen.findByRole('dialog'));
    // The row's order is already the one adjusted.
    expect(dialog.getByText('S001 · 50.00 CNY')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('金额（负数为减免）'), '-8.50');
    await user.type(dialog.getByLabelText('原因'), '破损赔付');
    await user.click(dialog.getByRole('button', { name: /保\s*存|确\s*定/ }));
    await waitFor(() => expect(sent(statements.adjust)).toHaveLength(1));
    expect(sent(statements.adjust)[0]!.body).toEqual({ orderId: 1, amount: '-8.50', reason: '破损赔付' });
  });

  it('hides a column the user unticks, and keeps it hidden for them after a reload', async () => {
    mockApi(on(settlement.chargePage, { records: [row()], total: 1 }));
    const first = renderPage(<OrderChargesPage />, {
      at: '/orderCharges',
      permissions: [P.charge.view] as PermissionCode[],
    });
    expect(await screen.findByRole('columnheader', { name: '业务员' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    await user.click(await screen.findByRole('checkbox', { name: '业务员' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '业务员' })).toBeNull());
    first.unmount();
    renderPage(<OrderChargesPage />, { at: '/orderCharges', permissions: [P.charge.view] as PermissionCode[] });
    expect(await screen.findByRole('columnheader', { name: '客户' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '业务员' })).toBeNull();
    localStorage.clear();
  });
});
