import { allPermissionCodes, channels, Code, P, quotes, type ChannelListRow, type QuoteSettings } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import ChannelSettingPage from './index.tsx';

const channel = (over: Partial<ChannelListRow> = {}): ChannelListRow => ({
  id: 3,
  code: 'US-EXP',
  name: '美国快递',
  mode: 'express',
  incoterm: 'DDP',
  carrier: 'UPS',
  enabled: true,
  sort: 1,
  version: 1,
  priceGap: null,
  ...over,
});
const settings = (over: Partial<QuoteSettings> = {}): QuoteSettings => ({
  channelId: 3,
  currency: 'CNY',
  divisor: 6000,
  kgPerCbm: '1000',
  step: '0.5',
  stepAbove: null,
  stepAboveSize: null,
  minChargeable: '0',
  pieceMinimum: '0',
  maxWeight: null,
  maxPieceWeight: null,
  maxLongestSide: null,
  maxGirth: null,
  cargoTypes: ['general'],
  transitMin: null,
  transitMax: null,
  quoteFrom: null,
  quoteTo: null,
  remark: null,
  version: 0,
  ...over,
});

const openSettings = async (
  rows: ChannelListRow[],
  permissions: readonly string[],
  ...over: ReturnType<typeof on>[]
) => {
  const api = mockApi(
    on(channels.page, { records: rows, total: rows.length }),
    on(quotes.settings, settings()),
    ...over,
  );
  renderPage(<ChannelSettingPage />, { at: '/channelSetting', permissions: permissions as never });
  await screen.findByText(rows[0]!.name);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '报价设置' }));
  const drawer = await screen.findByRole('dialog');
  expect(drawer).toHaveTextContent(`报价设置 · ${rows[0]!.name}`);
  await within(drawer).findByDisplayValue('CNY');
  return { ...api, user, drawer };
};

describe('channel quote settings', { timeout: 30_000 }, () => {
  it('saves against the version loaded, and on a conflict shows the current settings and saves against theirs', async () => {
    let saves = 0;
    const { sent, user, drawer } = await openSettings(
      [channel()],
      allPermissionCodes(),
      on(quotes.saveSettings, () =>
        ++saves === 1
          ? refuse(Code.CONFLICT, '报价设置已被他人修改', {
              data: settings({ step: '1', currency: 'USD', version: 4 }),
              status: 409,
            })
          : settings({ version: 5 }),
      ),
    );
    expect(within(drawer).getByLabelText('体积重除数')).toHaveValue('6000');
    expect(within(drawer).queryByLabelText('每立方米折算 (kg)')).not.toBeVisible();

    await user.type(within(drawer).getByLabelText('超过 (kg)'), '20');
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    expect(await within(drawer).findByText('“超过”与“改按进位”需同时填写')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('改按进位 (kg)'), '1');
    await user.type(within(drawer).getByLabelText('整票实重上限 (kg)'), '70.5');
    await user.click(within(drawer).getByLabelText('带电'));
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(quotes.saveSettings)).toHaveLength(1));
    expect(sent(quotes.saveSettings)[0]!.params).toEqual({ channelId: '3' });
    const { channelId: _channelId, ...fields } = settings({
      stepAbove: '20',
      stepAboveSize: '1',
      maxWeight: '70.5',
      cargoTypes: ['general', 'battery'],
    });
    expect(sent(quotes.saveSettings)[0]!.body).toEqual(fields);

    expect(await within(drawer).findByText('已载入他人修改后的最新内容')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('币种')).toHaveValue('USD');
    expect(within(drawer).getByLabelText('进位 (kg)')).toHaveValue('1');
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(quotes.saveSettings)).toHaveLength(2));
    expect(sent(quotes.saveSettings)[1]!.body).toMatchObject({ currency: 'USD', step: '1', version: 4 });
  });

  it('weighs a sea channel by cubic metres, and shows a role without channel:rates the settings read-only', async () => {
    const { drawer } = await openSettings([channel({ mode: 'sea', name: '美国海派' })], [P.channel.view]);
    expect(within(drawer).getByLabelText('每立方米折算 (kg)')).toBeVisible();
    expect(within(drawer).getByText('您的角色只能查看报价设置')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('币种')).toBeDisabled();
    expect(within(drawer).queryByRole('button', { name: /保\s?存/ })).toBeNull();
  });
});
