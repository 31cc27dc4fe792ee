import { countries, P, quotes, type CountryOption } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { switchLanguage } from '../../../../test/i18n.ts';
import { renderPage } from '../../../../test/render.tsx';
import { priceList } from '../components/quoteFixtures.ts';
import PriceQueryPage from './index.tsx';

const us: CountryOption = { id: 1, code: 'US', countryNameCn: '美国', countryName: '美国' };
const row = (text: string) => screen.getByText(text).closest('tr')!;
const permissions = [P.quote.view, P.quote.price];
/** What the clipboard holds, read while the toast settles (outside act it would warn). */
const clipboardHolds = (lines: string[]) =>
  waitFor(async () => expect(await navigator.clipboard.readText()).toBe(lines.join('\n')));

describe('price query', { timeout: 30_000 }, () => {
  afterEach(() => act(() => switchLanguage('zh')));

  it('sends every option, keeps them in the URL, starts a new search on the first page, and asks again for the same query', async () => {
    const { sent } = mockApi(on(countries.options, [us]), on(quotes.priceQuery, priceList()));
    renderPage(<PriceQueryPage />, { at: '/priceQuery?country=US&weight=3&currentPage=2', permissions });
    await screen.findByText('美国快递');
    expect(sent(quotes.priceQuery)[0]!.query).toEqual({ country: 'US', weight: '3', currentPage: '2' });
    expect(await screen.findByText('美国 (US)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('邮编'), '90001');
    await user.click(screen.getByLabelText('货物类型'));
    await user.click(await screen.findByText('带电', { selector: '.ant-select-item-option *' }));
    await user.click(screen.getByRole('checkbox', { name: '住宅地址' }));
    await user.click(screen.getByLabelText('报价日期'));
    // Enter confirms the day typed and, as in any search form, searches.
    await user.type(screen.getByLabelText('报价日期'), '2026-04-01{Enter}');
    await waitFor(() => expect(sent(quotes.priceQuery)).toHaveLength(2));
    expect(sent(quotes.priceQuery)[1]!.query).toEqual({
      country: 'US',
      weight: '3',
      postcode: '90001',
      cargoType: 'battery',
      residential: 'true',
      date: '2026-04-01',
    });
    expect(screen.getByTestId('location').textContent).toBe(
      '/priceQuery?country=US&weight=3&postcode=90001&cargoType=battery&residential=true&date=2026-04-01',
    );

    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(sent(quotes.priceQuery)).toHaveLength(3));
  });

  it('compares two channels picked on different pages, priced anew, and names one that cannot quote now', async () => {
    const [ups, fedex, dhl] = priceList().data;
    // Two a page: UPS and FedEx on the first, DHL on the second; the comparison asks for the channels picked.
    const { sent } = mockApi(
      on(countries.options, [us]),
      on(quotes.priceQuery, ({ query }) => {
        if (query['channelIds']) {
          const ids = query['channelIds'].split(',').map(Number);
          return priceList({
            data: [ups!, dhl!].filter((q) => ids.includes(q.channel.id)),
            total: 2,
            excluded: priceList().excluded.slice(2, 3),
          });
        }
        return priceList({ data: query['currentPage'] === '2' ? [dhl!] : [ups!, fedex!] });
      }),
    );
    renderPage(<PriceQueryPage />, { at: '/priceQuery?country=US&pieces=40,30,20,5.2,2&pageSize=2', permissions });
    await screen.findByText('美国快递');
    const user = userEvent.setup();
    const compare = screen.getByRole('button', { name: /对比所选/ });
    expect(compare).toBeDisabled();
    await user.click(within(row('美国快递')).getByRole('checkbox'));
    expect(screen.getByText('已选 1 个渠道')).toBeInTheDocument();
    expect(compare).toBeDisabled();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await screen.findByText('DHL 美国');
    expect(screen.getByTestId('location').textContent).toMatch(/&pageSize=2&currentPage=2$/);
    await user.click(within(row('DHL 美国')).getByRole('checkbox'));
    // The pick on the first page still counts.
    expect(screen.getByText('已选 2 个渠道')).toBeInTheDocument();
    await user.click(compare);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('渠道对比')).toBeInTheDocument();
    await within(dialog).findByRole('columnheader', { name: '美国快递 (US-EXP)' });
    expect(within(dialog).getByRole('columnheader', { name: 'DHL 美国 (US-DHL)' })).toBeInTheDocument();
    expect(sent(quotes.priceQuery).at(-1)!.query).toEqual({
      country: 'US',
      pieces: '40,30,20,5.2,2',
      channelIds: '3,5',
    });
    const line = (label: string) => within(dialog).getByText(label).closest('tr')!;
    expect(within(line('基础运费')).getByText('¥135.85')).toBeInTheDocument();
    expect(within(line('基础运费')).getByText('US$66.00')).toBeInTheDocument();
    // A surcharge only one of them has is a dash on the other's side.
    expect(within(line('燃油 3 月')).getByText('¥16.98125')).toBeInTheDocument();
    expect(within(line('燃油 3 月')).getByText('—')).toBeInTheDocument();
    expect(within(line('偏远 A')).getByText('US$25.00')).toBeInTheDocument();
    expect(within(line('合计')).getByText('¥152.83')).toBeInTheDocument();
    expect(within(line('合计')).getByText('US$91.00')).toBeInTheDocument();
    expect(within(line('计费重')).getByText('12 kg')).toBeInTheDocument();
    expect(within(dialog).getByText('现在不能报价的所选渠道')).toBeInTheDocument();
    expect(within(dialog).getByText('渠道countryNotServed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /close|关闭/i }));

    await user.click(screen.getByRole('button', { name: '清除所选' }));
    expect(screen.queryByText(/已选/)).toBeNull();
    expect(compare).toBeDisabled();
  });

  it('copies a quote as text for a chat message', async () => {
    mockApi(on(countries.options, [us]), on(quotes.priceQuery, priceList()));
    renderPage(<PriceQueryPage />, { at: '/priceQuery?country=US&weight=10.4&postcode=90001', permissions });
    await screen.findByText('美国快递');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '复制美国快递的报价' }));
    expect(await screen.findByText('报价已复制，可粘贴到聊天中')).toBeInTheDocument();
    await clipboardHolds([
      '美国快递（US-EXP）→ 美国 90001',
      '计费重：11 kg',
      '基础运费（按公斤）：¥135.85（11 kg × ¥12.35/kg，10–20 kg 段）',
      '燃油 3 月：¥16.98125（¥135.85 × 12.5%）',
      '合计：¥152.83',
      '时效：5–8 天',
    ]);
  });

  it('copies the text in the user’s language, money in its locale', async () => {
    await act(() => switchLanguage('en'));
    mockApi(on(countries.options, [us]), on(quotes.priceQuery, priceList()));
    renderPage(<PriceQueryPage />, { at: '/priceQuery?country=US&weight=10.4', permissions });
    await screen.findByText('美国快递');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy the quote of DHL 美国' }));
    expect(await screen.findByText('Quote copied: paste it into the chat')).toBeInTheDocument();
    await clipboardHolds([
      'DHL 美国 (US-DHL) → 美国',
      'Chargeable weight: 12 kg',
      'Base rate (first and additional weight): $66.00 (first 0.5 kg $20.00 + 23 × $2.00 (per additional 0.5 kg), band 0–30 kg)',
      '偏远 A: $25.00 (12 kg × $1.50/kg, remote class A, $18.00 raised to the minimum $25.00)',
      'Total: $91.00',
      'Transit: 3 days',
    ]);
  });
});
