import { P, settlement, type ExchangeRateRow, type PermissionCode } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import ExchangeRatesPage from './index.tsx';

const usd: ExchangeRateRow = {
  id: 1,
  month: '2026-10',
  currency: 'USD',
  rate: '7.1024',
  version: 1,
  updatedAt: '2026-10-01T02:00:00Z',
};

describe('exchange rates page', { timeout: 30_000 }, () => {
  it('lists the month in the URL, adds a rate and copies last month’s with rate:edit', async () => {
    const { sent } = mockApi(
      on(settlement.rates, [usd]),
      on(settlement.rateCreate, { ...usd, id: 2, currency: 'EUR', rate: '7.8' }),
      on(settlement.rateCopy, [usd]),
    );
    renderPage(<ExchangeRatesPage />, {
      at: '/exchangeRates?month=2026-10',
      permissions: [P.rate.view, P.rate.edit] as PermissionCode[],
    });
    expect(await screen.findByText('7.1024')).toBeInTheDocument();
    expect(sent(settlement.rates)[0]!.query).toEqual({ month: '2026-10' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新增 2026-10 汇率/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('币种'), 'eur');
    await user.type(dialog.getByLabelText('汇率（1 单位外币 = ? 人民币）'), '7.8');
    await user.click(dialog.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(sent(settlement.rateCreate).map((c) => c.body)).toEqual([
        { month: '2026-10', currency: 'EUR', rate: '7.8' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: /复制上月汇率/ }));
    await waitFor(() => expect(sent(settlement.rateCopy).map((c) => c.body)).toEqual([{ month: '2026-10' }]));
    expect(await screen.findByText('本月现有 1 个币种的汇率')).toBeInTheDocument();
  });

  it('says the server’s refusal of a second rate for the month, and shows no tools to a reader', async () => {
    mockApi(
      on(settlement.rates, [usd]),
      on(
        settlement.rateCreate,
        refuse(40900, '2026-10 已有 USD 的汇率', {
          status: 409,
          data: { errors: [{ path: 'currency', message: '2026-10 已有 USD 的汇率' }] },
        }),
      ),
    );
    const first = renderPage(<ExchangeRatesPage />, {
      at: '/exchangeRates?month=2026-10',
      permissions: [P.rate.view, P.rate.edit] as PermissionCode[],
    });
    await screen.findByText('7.1024');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新增 2026-10 汇率/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('币种'), 'USD');
    await user.type(dialog.getByLabelText('汇率（1 单位外币 = ? 人民币）'), '7.2');
    await user.click(dialog.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(first.toasts).toHaveBeenCalledWith('2026-10 已有 USD 的汇率'));
    first.unmount();

    mockApi(on(settlement.rates, [usd]));
    renderPage(<ExchangeRatesPage />, {
      at: '/exchangeRates?month=2026-10',
      permissions: [P.rate.view] as PermissionCode[],
    });
    await screen.findByText('7.1024');
    expect(screen.queryByRole('button', { name: /复制上月汇率/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
  });
});
