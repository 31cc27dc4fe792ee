import { Code, countries, P, quotes, type CountryOption } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { priceList } from '../components/quoteFixtures.ts';
import WeightCalculatorPage from './index.tsx';

const us: CountryOption = { id: 1, code: 'US', countryNameCn: '美国', countryName: '美国' };
const location = () => screen.getByTestId('location').textContent!;
const row = (text: string) => screen.getByText(text).closest('tr')!;

// A whole antd page with a form and tables: seconds on a busy machine.
describe('weight calculator', { timeout: 30_000 }, () => {
  it('quotes the pieces typed, cheapest first, opens a quote to its weight and lines, and words every exclusion', async () => {
    const { sent } = mockApi(on(countries.options, [us]), on(quotes.priceQuery, priceList()));
    renderPage(<WeightCalculatorPage />, { at: '/weightCalculator', permissions: [P.quote.view] });
    expect(screen.getByText('选择国家、填写重量后查询')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('国家'));
    await user.click(await screen.findByText('美国 (US)', { selector: '.ant-select-item-option *' }));
    // Two rows added, the second removed: the first is sent, `count` only when more than one.
    await user.click(screen.getByRole('button', { name: /添加一件/ }));
    await user.click(screen.getByRole('button', { name: /添加一件/ }));
    for (const [label, value] of [
      ['长 (cm)', '40'],
      ['宽 (cm)', '30'],
      ['高 (cm)', '20'],
      ['重量 (kg)', '5.2'],
    ]) {
      await user.type(screen.getByLabelText(`第 1 件 ${label}`), value!);
    }
    await user.clear(screen.getByLabelText('第 1 件 件数'));
    await user.type(screen.getByLabelText('第 1 件 件数'), '2');
    await user.type(screen.getByLabelText('第 2 件 长 (cm)'), '99');
    await user.click(screen.getByRole('button', { name: '删除第 2 件' }));
    expect(screen.queryByLabelText('第 2 件 长 (cm)')).toBeNull();
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));

    await waitFor(() =>
      expect(sent(quotes.priceQuery).map((c) => c.query)).toEqual([{ country: 'US', pieces: '40,30,20,5.2,2' }]),
    );
    expect(location()).toBe('/weightCalculator?country=US&pieces=40%2C30%2C20%2C5.2%2C2');
    expect(await screen.findByText('美国 · 2026-03-02：3 个渠道可走')).toBeInTheDocument();
    const ups = row('美国快递');
    // Totals compare within a currency: DHL, alone in US$, is nobody's cheapest.
    expect(within(ups).getByText('CNY 最便宜')).toBeInTheDocument();
    expect(within(row('FedEx 美国')).queryByText(/最便宜/)).toBeNull();
    expect(within(row('DHL 美国')).queryByText(/最便宜/)).toBeNull();
    expect(within(ups).getByText('¥152.83')).toBeInTheDocument();
    expect(within(ups).getByText('5–8 天')).toBeInTheDocument();
    expect(within(row('DHL 美国')).getByText('US$91.00')).toBeInTheDocument();
    expect(within(row('DHL 美国')).getByText('3 天')).toBeInTheDocument();

    await user.click(within(ups).getByRole('button', { name: '展开行' }));
    // The weight: per piece, the volumetric formula, the rounding, the result.
    const piece = (await screen.findByText('40×30×20 / 6000 = 4')).closest('tr')!;
    expect([...piece.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '1',
      '40×30×20',
      '5.2',
      '40×30×20 / 6000 = 4',
      '5.2',
      '5.5',
      '2',
    ]);
    expect(screen.getByText('按 0.5 kg 进位 → 11 kg')).toBeInTheDocument();
    expect(screen.getByText('计费重 11 kg')).toBeInTheDocument();
    // The lines with their numbers, the unrounded sum, the rounding stated.
    expect(within(row('基础运费（按公斤）')).getByText('11 kg × ¥12.35/kg，10–20 kg 段')).toBeInTheDocument();
    expect(within(row('基础运费（按公斤）')).getByText('¥135.85')).toBeInTheDocument();
    expect(within(row('燃油 3 月')).getByText('¥135.85 × 12.5%')).toBeInTheDocument();
    expect(within(row('燃油 3 月')).getByText('¥16.98125')).toBeInTheDocument();
    expect(within(row('合计（未取整）')).getByText('¥152.83125')).toBeInTheDocument();
    expect(screen.getByText('按 CNY 的最小单位四舍五入（保留 2 位小数）')).toBeInTheDocument();

    await user.click(within(row('DHL 美国')).getByRole('button', { name: '展开行' }));
    expect(
      await screen.findByText('首重 0.5 kg US$20.00 + 续重 23 × US$2.00（每 0.5 kg），0–30 kg 段'),
    ).toBeInTheDocument();
    expect(screen.getByText('12 kg × US$1.50/kg，偏远等级 A，计得 US$18.00，按最低 US$25.00 收')).toBeInTheDocument();
    expect(screen.getByText('不足最低计费重 12 kg，按 12 kg 计')).toBeInTheDocument();

    // The channels left out are folded under their count below the quotes, opened on asking.
    const folded = screen.getByRole('button', { name: /不可走的渠道（10 个）/ });
    expect(folded).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('渠道notQuoting')).toBeNull();
    await user.click(folded);
    const reasons = {
      notQuoting: '2026-03-02 不在该渠道的报价期内（2026-04-01 起报价）',
      noSheet: '2026-03-02 没有生效的价格表（价格表 2026-03-15 起生效）',
      countryNotServed: '不走美国',
      noZone: '美国没有对应的分区',
      overWeight: '整票实重 31.5 kg 超过整票限重 30 kg',
      pieceWeight: '单件实重 5.2 kg 超过单件限重 5 kg',
      longestSide: '最长边 130 cm 超过 120 cm 上限',
      girth: '围长 330 cm 超过 300 cm 上限',
      noRate: '分区 Z9 没有 11 kg 的价格（最高到 10 kg）',
      cargo: '不收普货（只收带电，液体）',
    };
    for (const [reason, words] of Object.entries(reasons))
      expect(within(row(`渠道${reason}`)).getByText(words)).toBeInTheDocument();
  });

  it('tags the cheapest by its currency when the list holds several, whether or not this page shows them', async () => {
    const [ups, fedex] = priceList().data;
    mockApi(
      on(countries.options, [us]),
      on(quotes.priceQuery, ({ query }) =>
        priceList({ data: [ups!, fedex!], total: 5, currencies: query['country'] === 'US' ? ['CNY', 'USD'] : ['CNY'] }),
      ),
    );
    renderPage(<WeightCalculatorPage />, {
      at: '/weightCalculator?country=US&weight=3&pageSize=2',
      permissions: [P.quote.view],
    });
    expect(await within(await waitFor(() => row('美国快递'))).findByText('CNY 最便宜')).toBeInTheDocument();
    // The pager counts every quote, not the page's.
    expect(screen.getByRole('listitem', { name: '3' })).toBeInTheDocument();
  });

  it('tags the cheapest without a currency when every quote is in one', async () => {
    const [ups, fedex] = priceList().data;
    mockApi(
      on(countries.options, [us]),
      on(quotes.priceQuery, priceList({ data: [ups!, fedex!], total: 2, currencies: ['CNY'] })),
    );
    renderPage(<WeightCalculatorPage />, { at: '/weightCalculator?country=US&weight=3', permissions: [P.quote.view] });
    expect(await within(await waitFor(() => row('美国快递'))).findByText('最便宜')).toBeInTheDocument();
  });

  it('opens with the query of its URL, marks the field a 40000 names, and resets to nothing', async () => {
    const { sent } = mockApi(
      on(countries.options, [us]),
      on(
        quotes.priceQuery,
        refuse(Code.BAD_INPUT, '输入有误', {
          data: { errors: [{ path: 'pieces.0.weight', message: '重量须大于 0' }] },
        }),
      ),
    );
    renderPage(<WeightCalculatorPage />, {
      at: '/weightCalculator?country=US&pieces=40,30,20,0',
      permissions: [P.quote.view],
    });
    expect(await screen.findByText('重量须大于 0')).toBeInTheDocument();
    // Said once, beside the field: no failed panel whose retry could not help.
    expect(screen.getByText('请按标出的提示更正后再查询')).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).toBeNull();
    expect(screen.queryByRole('button', { name: /重\s?试/ })).toBeNull();
    expect(sent(quotes.priceQuery)[0]!.query).toEqual({ country: 'US', pieces: '40,30,20,0' });
    expect(screen.getByLabelText('第 1 件 长 (cm)')).toHaveValue('40');
    expect(await screen.findByText('美国 (US)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
    expect(screen.getByTestId('location').textContent).toBe('/weightCalculator');
    expect(screen.getByText('选择国家、填写重量后查询')).toBeInTheDocument();
    expect(screen.queryByLabelText('第 1 件 长 (cm)')).toBeNull();
    expect(screen.queryByText('美国 (US)')).toBeNull();
  });

  it("says each field's fault once, in the server's words, before asking: nothing to weigh, a count not whole, a bad number", async () => {
    const { sent } = mockApi(on(countries.options, [us]), on(quotes.priceQuery, priceList()));
    renderPage(<WeightCalculatorPage />, { at: '/weightCalculator', permissions: [P.quote.view] });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('国家'));
    await user.click(await screen.findByText('美国 (US)', { selector: '.ant-select-item-option *' }));
    await user.type(screen.getByLabelText('重量 (kg)'), '0');
    await user.click(screen.getByRole('button', { name: /添加一件/ }));
    for (const [label, value] of [
      ['长 (cm)', '40'],
      ['宽 (cm)', '30'],
      ['高 (cm)', '20.25'],
      ['重量 (kg)', '0'],
    ]) {
      await user.type(screen.getByLabelText(`第 1 件 ${label}`), value!);
    }
    await user.clear(screen.getByLabelText('第 1 件 件数'));
    await user.type(screen.getByLabelText('第 1 件 件数'), '2.5');
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    const said = async (n: number) =>
      (await screen.findAllByText(/./, { selector: '.ant-form-item-explain-error' })).length === n;
    await waitFor(async () => expect(await said(4)).toBe(true));
    const errors = [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    // The shipment's weight and the piece's say "nothing to weigh" alike; one message a field.
    expect(errors).toEqual(['须大于 0', '须为数字，最多 1 位小数', '须大于 0', '件数须为 1 到 999 的整数']);
    expect(sent(quotes.priceQuery)).toHaveLength(0);
  });
});
