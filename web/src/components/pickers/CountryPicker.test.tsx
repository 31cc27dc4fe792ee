import { countries, type CountryOption } from '@fwd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, on, refuse } from '../../../test/api.ts';
import { renderPage } from '../../../test/render.tsx';
import { CountryPicker } from './CountryPicker.tsx';

const us: CountryOption = { id: 1, code: 'US', countryNameCn: '美国', countryName: '美国' };
const mx: CountryOption = { id: 2, code: 'MX', countryNameCn: '墨西哥', countryName: '墨西哥' };
const options = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

/** The server's answer: every country without a keyword; 'mg' (美国's initials) finds only 美国. */
const serve = () => mockApi(on(countries.options, ({ query }) => (query.keyword === 'mg' ? [us] : [us, mx])));

// antd selects render slowly in jsdom.
describe('CountryPicker', { timeout: 20_000 }, () => {
  it('lists the enabled countries, asks the server for what is typed (pinyin initials too) and answers the id', async () => {
    const { sent } = serve();
    const onChange = vi.fn();
    renderPage(<CountryPicker onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox'));
    await waitFor(() => expect(options()).toEqual(['美国 (US)', '墨西哥 (MX)']));
    await user.keyboard('mg');
    await waitFor(() => expect(options()).toEqual(['美国 (US)']));
    // One request for the whole list, one for the pause in typing: not one per key.
    expect(sent(countries.options).map((c) => c.query)).toEqual([{}, { keyword: 'mg' }]);

    await user.click(screen.getByText('美国 (US)', { selector: '.ant-select-item-option *' }));
    expect(onChange).toHaveBeenCalledWith(1, expect.anything());
  });

  it('takes the match of what was typed when Enter comes before the countries do', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { sent } = mockApi(
      on(countries.options, async ({ query }) => {
        await answered;
        return query.keyword === 'mg' ? [us] : [mx, us];
      }),
    );
    const onChange = vi.fn();
    renderPage(<CountryPicker onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox'));
    await user.keyboard('mg{Enter}');
    await waitFor(() => expect(sent(countries.options).map((c) => c.query)).toEqual([{}, { keyword: 'mg' }]));
    expect(onChange).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(1, expect.objectContaining({ value: 1 })));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('loads its options once for every picker on the screen', async () => {
    const { sent } = serve();
    renderPage(
      <>
        <CountryPicker value={1} />
        <CountryPicker value={2} />
      </>,
    );
    expect(await screen.findByText('美国 (US)')).toBeInTheDocument();
    expect(screen.getByText('墨西哥 (MX)')).toBeInTheDocument();
    expect(sent(countries.options)).toHaveLength(1);
  });

  it('says the options failed to load instead of showing an empty list', async () => {
    mockApi(on(countries.options, refuse(50000, '服务器错误', { status: 500 })));
    renderPage(<CountryPicker />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByText('选项加载失败')).toBeInTheDocument();
  });
});
