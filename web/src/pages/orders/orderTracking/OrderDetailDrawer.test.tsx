import { allPermissionCodes, orders, statuses, tracking, type OrderChange } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { orderRow } from '../../../../test/fixtures.ts';
import { renderPage } from '../../../../test/render.tsx';
import { formatDateTime } from '../../../utils/time.ts';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';

const edit: OrderChange = {
  id: 12,
  at: '2026-03-03T10:00:00Z',
  action: 'update',
  userName: '张伟',
  username: 'zhangwei',
  changes: [
    { field: 'consigneeName', before: 'John Smith', after: 'Jane Doe' },
    { field: 'entryDate', before: '2026-03-01T02:00:00Z', after: '2026-03-02T02:00:00Z' },
    { field: 'isReceived', before: '未签收', after: '已签收' },
    { field: 'remark', before: null, after: '加急' },
  ],
};
const created: OrderChange = {
  id: 3,
  at: '2026-03-01T02:00:00Z',
  action: 'create',
  userName: null,
  username: null,
  changes: [{ field: 'weight', before: null, after: '1.250' }],
};
const info = {
  order: orderRow(),
  trackedNumber: '1Z999AA10123456784',
  notTracked: null,
  events: [
    {
      time: '2026-03-02T08:00:00Z',
      location: 'Los Angeles, CA',
      description: 'Customs clearance started',
      status: 'InTransit' as const,
      subStatus: 'InTransit_CustomsProcessing',
    },
  ],
};

const open = async (history: Parameters<typeof on<typeof orders.history>>[1], order = orderRow()) => {
  const api = mockApi(
    on(tracking.order, { ...info, order }),
    on(orders.history, history),
    on(statuses.trackingOptions, [{ id: 1, code: 'InTransit', trackingStatus: '运输途中' }]),
  );
  renderPage(<OrderDetailDrawer order={order} onClose={() => undefined} />, { permissions: allPermissionCodes() });
  return { ...api, drawer: await screen.findByRole('dialog') };
};
const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

describe('order detail drawer', { timeout: 30_000 }, () => {
  it('shows every field in its group, the stored tracking with 立即刷新, and the history field by field, newest first', async () => {
    const { drawer, sent } = await open({ records: [edit, created], total: 2 });
    expect(within(drawer).getByText('运单 FW2026000123')).toBeInTheDocument();
    for (const group of ['单号', '客户与线路', '收件人', '货物', '日期', '状态'])
      expect(within(drawer).getByText(group)).toBeInTheDocument();
    expect(within(drawer).getByText('美西速递 (USW)')).toBeInTheDocument();
    expect(within(drawer).getByText('25.00 USD')).toBeInTheDocument();
    expect(within(drawer).getByText('已发货')).toBeInTheDocument();

    await tab('轨迹');
    expect(await within(drawer).findByText('Customs clearance started')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /立即刷新/ })).toBeInTheDocument();

    expect(sent(orders.history)).toHaveLength(0);
    await tab('变更记录');
    const changed = (await within(drawer).findByText('收件人姓名:', { exact: false })).closest('li')!;
    expect(changed).toHaveTextContent('John Smith → Jane Doe');
    expect(within(drawer).getByText('录入时间:', { exact: false }).closest('li')).toHaveTextContent(
      `${formatDateTime(edit.changes[1]!.before!)} → ${formatDateTime(edit.changes[1]!.after!)}`,
    );
    expect(within(drawer).getByText('签收状态:', { exact: false }).closest('li')).toHaveTextContent('未签收 → 已签收');
    expect(within(drawer).getByText('备注:', { exact: false }).closest('li')).toHaveTextContent('— → 加急');
    expect(within(drawer).getByText(`${formatDateTime(edit.at)} · 张伟`)).toBeInTheDocument();
    // A creation says what it set; no one signed in made it: the system did.
    expect(within(drawer).getByText('创建')).toBeInTheDocument();
    expect(within(drawer).getByText(`${formatDateTime(created.at)} · 系统`)).toBeInTheDocument();
    expect(within(drawer).getByText('重量 (kg):', { exact: false }).closest('li')).toHaveTextContent(
      /^重量 \(kg\): 1\.250$/,
    );
    expect(sent(orders.history).map((c) => [c.params, c.query])).toEqual([
      [{ id: '7' }, { currentPage: '1', pageSize: '20' }],
    ]);
  });

  it('shows the pricing inputs by name, and their changes', async () => {
    const priced = orderRow({
      cargoType: 'battery',
      addressType: 'residential',
      lengthCm: '40.0',
      widthCm: '30.0',
      heightCm: '20.5',
    });
    const { drawer } = await open(
      {
        records: [
          {
            ...edit,
            changes: [
              { field: 'cargoType', before: 'general', after: 'battery' },
              { field: 'dimensions', before: null, after: '40×30×20.5' },
            ],
          },
        ],
        total: 1,
      },
      priced,
    );
    expect(within(drawer).getByText('带电')).toBeInTheDocument();
    expect(within(drawer).getByText('住宅')).toBeInTheDocument();
    expect(within(drawer).getByText('40.0 × 30.0 × 20.5')).toBeInTheDocument();
    await tab('变更记录');
    expect((await within(drawer).findByText('货物类型:', { exact: false })).closest('li')).toHaveTextContent(
      '货物类型: 普货 → 带电',
    );
    expect(within(drawer).getByText('每件尺寸 (cm):', { exact: false }).closest('li')).toHaveTextContent(
      '— → 40×30×20.5',
    );
  });

  it('pages through a long history', async () => {
    const { drawer, sent } = await open(({ query }) => ({
      records: [{ ...edit, id: Number(query.currentPage) }],
      total: 25,
    }));
    await tab('变更记录');
    await within(drawer).findByText('收件人姓名:', { exact: false });
    await userEvent.click(within(drawer).getByTitle('下一页'));
    await waitFor(() => expect(sent(orders.history).map((c) => c.query.currentPage)).toEqual(['1', '2']));
  });

  it('says when there is no history', async () => {
    const { drawer } = await open({ records: [], total: 0 });
    await tab('变更记录');
    expect(await within(drawer).findByText(/^暂无变更记录。.*上游同步写入的变更不在其中/)).toBeInTheDocument();
  });

  it('offers a retry when the history could not be read', async () => {
    const { drawer, sent } = await open(refuse(50000, '服务器开小差了', { status: 500 }));
    await tab('变更记录');
    await userEvent.click(await within(drawer).findByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(sent(orders.history)).toHaveLength(2));
  });

  it('shows a masked agent as the server sent it', async () => {
    const { drawer } = await open(
      { records: [{ ...edit, changes: [{ field: 'agent', before: '****', after: '****' }] }], total: 1 },
      orderRow({ agentId: null, agentName: '****', agentCode: '****' }),
    );
    expect(within(drawer).getByText('****')).toBeInTheDocument();
    expect(within(drawer).queryByText(/USW/)).toBeNull();
    await tab('变更记录');
    expect((await within(drawer).findByText('代理:', { exact: false })).closest('li')).toHaveTextContent(
      '代理: **** → ****',
    );
  });
});
