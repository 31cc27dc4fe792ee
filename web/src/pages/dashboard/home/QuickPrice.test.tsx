import { countries, P, quotes, type CountryOption } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { dhlQuote, fedexQuote, priceList, upsQuote } from '../../quotes/components/quoteFixtures.ts';
// The page brings its words; the card is rendered alone here.
import './messages.ts';
import Tools from './Tools.tsx';

const us: CountryOption = { id: 1, code: 'US', countryNameCn: '美国', countryName: '美国' };

/** The home's quick quote, asked for US 2 kg: its card once it has answered. */
async function quoted(answer: ReturnType<typeof priceList>, weight = '2') {
  const { sent } = mockApi(on(countries.options, [us]), on(quotes.priceQuery, answer));
  renderPage(<Tools />, { permissions: [P.dashboard.view, P.quote.view] });
  const user = userEvent.setup();
  const card = (await screen.findByText('快速报价')).closest('.ant-card') as HTMLElement;
  await user.click(within(card).getByLabelText('国家'));
  await user.click(await screen.findByText('美国 (US)', { selector: '.ant-select-item-option *' }));
  await user.type(within(card).getByLabelText('重量 (kg)'), weight);
  await user.click(within(card).getByRole('button', { name: /报\s?价/ }));
  return { card, sent };
}

describe("the home's quick quote", { timeout: 30_000 }, () => {
  it('says as many channels as it lists: all of them when fewer can carry it than it shows', async () => {
    const { card, sent } = await quoted(priceList({ data: [upsQuote, fedexQuote], total: 2 }));
    expect(await within(card).findByText('共 2 个渠道可走，由便宜到贵')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(sent(quotes.priceQuery)[0]!.query).toEqual({ country: 'US', weight: '2', currentPage: '1', pageSize: '3' });
  });

  it('lists three of more, saying of how many', async () => {
    const { card } = await quoted(priceList({ data: [upsQuote, fedexQuote, dhlQuote], total: 5 }));
    expect(await within(card).findByText('最便宜的 3 个渠道（共 5 个可走）')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says a weight of nothing as every quote form does, and asks nothing', async () => {
    const { card, sent } = await quoted(priceList(), '0');
    expect(await within(card).findByText('须大于 0')).toBeInTheDocument();
    await waitFor(() => expect(sent(quotes.priceQuery)).toHaveLength(0));
  });
});
