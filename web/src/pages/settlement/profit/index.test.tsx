import { P, settlement, type PermissionCode, type ProfitReport } from '@fwd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import ProfitReportPage from './index.tsx';

const figures = {
  orders: 3,
  costed: 2,
  sale: '1090.00',
  cost: '656.00',
  profit: '354.00',
  sales: [
    { currency: 'CNY', amount: '380.00' },
    { currency: 'USD', amount: '100.00' },
  ],
  costs: [{ currency: 'CNY', amount: '656.00' }],
};
const report = (groupBy: ProfitReport['groupBy']): ProfitReport => ({
  groupBy,
  groups: [
    { key: '3', label: '甲', ...figures },
    { key: '4', label: '乙', ...figures, orders: 2, sale: null, profit: null },
  ],
  totals: { ...figures, orders: 5, sale: null, profit: null },
  missingRates: [{ month: '2026-02', currency: 'EUR', orders: 1 }],
});

describe('profit report page', { timeout: 30_000 }, () => {
  it('reads its filter and view from the URL, says the missing rate, and leaves unconverted figures blank', async () => {
    const { sent } = mockApi(on(settlement.profit, (s) => report((s.query as { groupBy: 'customer' }).groupBy)));
    renderPage(<ProfitReportPage />, {
      at: '/profitReport?from=2026-01&to=2026-02&customerId=3&view=channel',
      permissions: [P.profit.view] as PermissionCode[],
    });
    expect(await screen.findByText('甲')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent(settlement.profit).map((c) => c.query)).toContainEqual({
        from: '2026-01',
        to: '2026-02',
        customerId: '3',
        groupBy: 'channel',
      }),
    );
    expect(screen.getByText(/缺少汇率/)).toBeInTheDocument();
    expect(screen.getByText('2026-02 EUR（1 单）')).toBeInTheDocument();
    expect(screen.getAllByText('¥354.00').length).toBeGreaterThan(0);
    expect(screen.getByText('甲').closest('tr')).toHaveTextContent('¥380.00 · US$100.00');
    // 乙 has no CNY sale: a dash, not a guess.
    expect(screen.getByText('乙').closest('tr')).toHaveTextContent('—');
  });

  it('lists the orders one by one when asked', async () => {
    const { sent } = mockApi(
      on(settlement.profit, report('month')),
      on(settlement.profitOrders, {
        records: [
          {
            orderId: 1,
            numbers: 'P1',
            entryDate: '2026-01-15T04:00:00Z',
            month: '2026-01',
            shortName: '甲',
            channelCode: 'C1',
            agentName: null,
            ownerName: 'sales1',
            sale: { currency: 'USD', amount: '100.00' },
            cost: { currency: 'CNY', amount: '500.00' },
            saleRate: '7.1',
            costRate: '1',
            saleCny: '710.00',
            costCny: '500.00',
            profit: '210.00',
          },
        ],
        total: 1,
      }),
    );
    renderPage(<ProfitReportPage />, {
      at: '/profitReport?from=2026-01&to=2026-01',
      permissions: [P.profit.view] as PermissionCode[],
    });
    await screen.findByText('甲');
    await userEvent.setup().click(screen.getByText('逐单'));
    expect(await screen.findByText('P1')).toBeInTheDocument();
    expect(screen.getByText('7.1 / 1')).toBeInTheDocument();
    expect(screen.getByText('¥210.00')).toBeInTheDocument();
    expect(sent(settlement.profitOrders)[0]!.query).toMatchObject({ from: '2026-01', to: '2026-01', currentPage: '1' });
  });
});
