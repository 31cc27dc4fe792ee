import { Code, countries, P, quotes, type CountryOption } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import type { ShippingRow } from './ChannelRates.tsx';
import ShippingQueryPage from './index.tsx';

const us: CountryOption = { id: 1, code: 'US', countryNameCn: '美国', countryName: '美国' };
const rate = (zone: string, fromKg: string, toKg: string, over: Partial<ShippingRow['rates'][number]>) => ({
  zone,
  fromKg,
  toKg,
  model: 'flat' as const,
  price: '0',
  firstKg: null,
  stepKg: null,
  stepPrice: null,
  pieceFee: null,
  ...over,
});
const usExpress: ShippingRow = {
  channel: { id: 3, code: 'US-EXP', name: '美国快递', mode: 'express', incoterm: 'DDP', carrier: 'UPS' },
  currency: 'CNY',
  transitMin: 5,
  transitMax: 8,
  zones: [
    { code: 'Z1', name: '美东', postcodes: '0–4 开头' },
    { code: 'Z2', name: null, postcodes: null },
  ],
  rates: [
    rate('Z1', '2', '30', { model: 'perKg', price: '12.35' }),
    rate('Z1', '0', '2', { model: 'firstAdditional', price: '30', firstKg: '0.5', stepKg: '0.5', stepPrice: '8' }),
    rate('Z2', '0', '2', { price: '35' }),
    rate('Z2', '2', '30', { model: 'perKgPlusFee', price: '14', pieceFee: '5' }),
  ],
  remark: { content: '旺季加收', author: '张伟', createdAt: '2026-03-01T02:00:00Z' },
};
const remarks = [
  { id: 2, content: '旺季加收', author: '张伟', createdAt: '2026-03-01T02:00:00Z' },
  { id: 1, content: '不收纯电池', author: '李娜', createdAt: '2026-02-01T02:00:00Z' },
];
const row = (text: string) => screen.getByText(text).closest('tr')!;

describe('shipping query', { timeout: 30_000 }, () => {
  it('shows the channels serving the country picked with zones, rates and the latest remark; adds a remark in the drawer', async () => {
    const added = { id: 3, content: '周末不提货', author: '系统管理员', createdAt: '2026-03-02T02:00:00Z' };
    const { sent } = mockApi(
      on(countries.options, [us]),
      on(quotes.shippingQuery, [usExpress]),
      on(quotes.remarks, () => (sent(quotes.addRemark).length > 0 ? [added, ...remarks] : remarks)),
      on(quotes.addRemark, added),
    );
    renderPage(<ShippingQueryPage />, { at: '/shippingQuery', permissions: [P.shipping.view, P.shipping.remark] });
    expect(screen.getByText('选择国家查看可走的渠道')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('国家'));
    await user.click(await screen.findByText('美国 (US)', { selector: '.ant-select-item-option *' }));

    expect(await screen.findByText('美国快递')).toBeInTheDocument();
    expect(sent(quotes.shippingQuery).map((c) => c.query)).toEqual([{ country: 'US' }]);
    expect(screen.getByTestId('location').textContent).toBe('/shippingQuery?country=US');
    expect(screen.getByText('时效 5–8 天')).toBeInTheDocument();
    expect(screen.getByText('0–4 开头')).toBeInTheDocument();
    expect(screen.getByText('全境')).toBeInTheDocument();
    // Bands lightest first, each zone's model and price in its column.
    expect(within(row('0 – 2')).getByText('首 0.5 kg ¥30.00，续每 0.5 kg ¥8.00')).toBeInTheDocument();
    expect(within(row('0 – 2')).getByText('¥35.00')).toBeInTheDocument();
    expect(within(row('2 – 30')).getByText('¥12.35/kg')).toBeInTheDocument();
    expect(within(row('2 – 30')).getByText('¥14.00/kg + ¥5.00/件')).toBeInTheDocument();
    expect(screen.getByText('旺季加收')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /备注/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('美国快递 · 美国 的备注')).toBeInTheDocument();
    expect(sent(quotes.remarks).map((c) => c.query)).toEqual([{ channelId: '3', country: 'US' }]);
    const history = await within(drawer).findAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^旺季加收张伟 · /),
      expect.stringMatching(/^不收纯电池李娜 · /),
    ]);

    await user.click(within(drawer).getByRole('button', { name: /添加备注/ }));
    expect(await within(drawer).findByText('请填写备注内容')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('备注内容'), '  周末不提货 ');
    await user.click(within(drawer).getByRole('button', { name: /添加备注/ }));
    await waitFor(() =>
      expect(sent(quotes.addRemark).map((c) => c.body)).toEqual([
        { channelId: 3, country: 'US', content: '周末不提货' },
      ]),
    );
    expect(await screen.findByText('备注已添加')).toBeInTheDocument();
    // The history and the card's latest remark reload.
    expect(await within(drawer).findByText('周末不提货')).toBeInTheDocument();
    await waitFor(() => expect(sent(quotes.shippingQuery)).toHaveLength(2));
    expect(within(drawer).getByLabelText('备注内容')).toHaveValue('');
  });

  it('marks the remark the server refused, and offers no form without shipping:remark', async () => {
    mockApi(
      on(countries.options, [us]),
      on(quotes.shippingQuery, [usExpress]),
      on(quotes.remarks, remarks),
      on(
        quotes.addRemark,
        refuse(Code.BAD_INPUT, '输入有误', { data: { errors: [{ path: 'content', message: '备注最多 1000 字' }] } }),
      ),
    );
    const { unmount } = renderPage(<ShippingQueryPage />, {
      at: '/shippingQuery?country=US',
      permissions: [P.shipping.view, P.shipping.remark],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /备注/ }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('备注内容'), '很长的备注');
    await user.click(within(drawer).getByRole('button', { name: /添加备注/ }));
    expect(await within(drawer).findByText('备注最多 1000 字')).toBeInTheDocument();
    unmount();

    renderPage(<ShippingQueryPage />, { at: '/shippingQuery?country=US', permissions: [P.shipping.view] });
    await userEvent.click(await screen.findByRole('button', { name: /备注/ }));
    const readOnly = await screen.findByRole('dialog');
    expect(await within(readOnly).findByText('不收纯电池')).toBeInTheDocument();
    expect(within(readOnly).queryByLabelText('备注内容')).toBeNull();
  });
});
