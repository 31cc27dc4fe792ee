import { allPermissionCodes, channels, Code, type ChannelListRow } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import ChannelSettingPage from './index.tsx';

const channel = (over: Partial<ChannelListRow>): ChannelListRow => ({
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
const everything = allPermissionCodes();

describe('channel setting page', { timeout: 30_000 }, () => {
  it('lists each tab’s kind of channel, and creates one of the tab’s kind', async () => {
    const { sent } = mockApi(
      on(channels.page, { records: [channel({})], total: 1 }),
      on(channels.create, channel({ id: 9 })),
    );
    renderPage(<ChannelSettingPage />, { at: '/channelSetting', permissions: everything });
    expect(await screen.findByText('美国快递')).toBeInTheDocument();
    expect(sent(channels.page)[0]!.query).toEqual({ mode: 'express', currentPage: '1', pageSize: '20' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '海运 DDP' }));
    await waitFor(() => expect(sent(channels.page).at(-1)!.query).toMatchObject({ mode: 'sea', incoterm: 'DDP' }));
    await user.click(screen.getByRole('button', { name: /新增渠道/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('渠道代码'), 'US-SEA');
    await user.type(within(dialog).getByLabelText('渠道名称'), '美国海派');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(channels.create)).toHaveLength(1));
    expect(sent(channels.create)[0]!.body).toEqual({
      code: 'US-SEA',
      name: '美国海派',
      mode: 'sea',
      incoterm: 'DDP',
      carrier: null,
      enabled: true,
      sort: 0,
    });
  });

  it('tags an enabled channel that prices nothing today with why, and lists only those when asked', async () => {
    const { sent } = mockApi(
      on(channels.page, {
        records: [
          channel({}),
          channel({ id: 4, code: 'US-SEA', name: '美国海派普船包税', priceGap: 'notQuoting' }),
          channel({ id: 5, code: 'JP', name: '日本专线', priceGap: 'noSheet' }),
        ],
        total: 3,
      }),
    );
    renderPage(<ChannelSettingPage />, { at: '/channelSetting', permissions: everything });
    const row = (name: string) => screen.getByText(name).closest('tr')!;
    await screen.findByText('美国海派普船包税');
    expect(row('美国海派普船包税')).toHaveTextContent('已停止报价');
    expect(row('日本专线')).toHaveTextContent('无生效价格表');
    expect(row('美国快递')).not.toHaveTextContent(/已停止报价|无生效价格表/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '只看今天无法报价的' }));
    await waitFor(() =>
      expect(sent(channels.page).at(-1)!.query).toEqual({
        mode: 'express',
        currentPage: '1',
        pageSize: '20',
        unpriced: 'true',
      }),
    );
  });

  it('asks before deleting, and shows why the server refused', async () => {
    const { sent } = mockApi(
      on(channels.page, { records: [channel({})], total: 1 }),
      on(channels.remove, refuse(Code.CONFLICT, '渠道仍被代理使用，不能删除', { status: 409 })),
    );
    const { toasts } = renderPage(<ChannelSettingPage />, { at: '/channelSetting', permissions: everything });
    await screen.findByText('美国快递');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定删除渠道“美国快递”吗？');
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(sent(channels.remove)).toHaveLength(1));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith('渠道仍被代理使用，不能删除'));
  });
});
