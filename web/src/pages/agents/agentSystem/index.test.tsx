import { agents, allPermissionCodes, channels, countries, logistics, type AgentRow } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import AgentSystemPage from './index.tsx';

const agent = (over: Partial<AgentRow>): AgentRow => ({
  id: 1,
  agentName: '美西速递',
  agentCode: 'USW',
  contact: null,
  phone: null,
  remark: null,
  enabled: true,
  trackingCarrier: null,
  tracked: true,
  channelIds: [3],
  countryIds: [8],
  version: 2,
  ...over,
});

const serve = (rows: AgentRow[], ...over: ReturnType<typeof on>[]) =>
  mockApi(
    on(agents.page, { records: rows, total: rows.length }),
    on(channels.methods, [
      { id: 3, code: 'US-EXP', name: '美国快递', mode: 'express', incoterm: 'DDP' },
      { id: 4, code: 'US-SEA', name: '美国海派', mode: 'sea', incoterm: 'DDP' },
    ]),
    on(countries.options, [{ id: 8, code: 'US', countryNameCn: '美国', countryName: '美国' }]),
    ...over,
  );

const everything = allPermissionCodes();
const row = (text: string) => screen.getByText(text).closest('tr')!;

describe('agent system page', { timeout: 30_000 }, () => {
  it('lists agents with their channels by name, and searches by name from the first page', async () => {
    const { sent } = serve([agent({})]);
    renderPage(<AgentSystemPage />, { at: '/agentSystem?page=2', permissions: everything });
    expect(await screen.findByText('美西速递')).toBeInTheDocument();
    expect(await within(row('美西速递')).findByText('美国快递')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '搜索代理名称或代码' }), 'USW{Enter}');
    await waitFor(() =>
      expect(sent(agents.page).at(-1)!.query).toEqual({ currentPage: '1', pageSize: '10', agentName: 'USW' }),
    );
  });

  it('sets the options against the version the dialog opened with, the carrier picked from 承运商', async () => {
    const { sent } = serve(
      [agent({})],
      on(agents.setOptions, agent({ version: 3 })),
      on(logistics.carriers, [
        { id: 1, code: 100002, name: 'UPS', version: 1 },
        { id: 2, code: 100003, name: 'FedEx', version: 1 },
      ]),
    );
    renderPage(<AgentSystemPage />, { at: '/agentSystem', permissions: everything });
    await screen.findByText('美西速递');
    const user = userEvent.setup();
    await user.click(within(row('美西速递')).getByRole('button', { name: '选项' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('轨迹承运商代码'));
    await user.click(await screen.findByTitle('UPS (100002)'));
    await user.click(within(dialog).getByLabelText('服务渠道'));
    await user.click(await screen.findByTitle('美国海派 (US-SEA)'));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(agents.setOptions)).toHaveLength(1));
    expect(sent(agents.setOptions)[0]!.body).toEqual({
      trackingCarrier: 100002,
      tracked: true,
      channelIds: [3, 4],
      countryIds: [8],
      version: 2,
    });
  });

  it('shows a masked role ****, without the name search or what the server would refuse it', async () => {
    serve([agent({ agentName: '****', agentCode: '****' })]);
    renderPage(<AgentSystemPage />, { at: '/agentSystem', permissions: everything });
    expect(await screen.findAllByText('****')).toHaveLength(2);
    expect(screen.getByText(/您的角色不显示代理名称和代码/)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    for (const name of [/新增代理/, /导入/, /^编辑$/]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(row('美国快递')).getByRole('button', { name: '选项' })).toBeInTheDocument();
  });
});
