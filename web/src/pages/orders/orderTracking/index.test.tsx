import {
  agents,
  allPermissionCodes,
  Code,
  employees,
  jobs,
  logistics,
  NUMBERS_MAX,
  orders,
  P,
  statuses,
  tracking,
  type Job,
  type OrderRow,
  type PermissionCode,
} from '@fwd/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { orderRow } from '../../../../test/fixtures.ts';
import { renderPage } from '../../../../test/render.tsx';
import OrderTrackingPage from './index.tsx';

const order = orderRow;

const job = (over: Partial<Job> = {}): Job => ({
  id: 31,
  kind: 'trackingRefresh',
  state: 'queued',
  trigger: 'manual',
  createdBy: '系统管理员',
  params: { username: 'zhangwei' },
  done: 0,
  total: null,
  counts: {},
  errors: [],
  attempts: 0,
  history: [],
  createdAt: '2026-03-02T09:00:00Z',
  startedAt: null,
  finishedAt: null,
  ...over,
});

const serve = (rows: OrderRow[] = [order()], ...over: ReturnType<typeof on>[]) =>
  mockApi(
    on(orders.page, { orders: { records: rows, total: rows.length }, unsignedCount: 5, signedCount: 2 }),
    on(agents.options, [{ id: 2, agentName: '美西速递', agentCode: 'USW' }]),
    on(statuses.numberOptions, [{ id: 2, statusName: '已发货', color: '#1890ff' }]),
    on(statuses.trackingOptions, [
      { id: 1, code: 'InTransit', trackingStatus: '运输途中' },
      { id: 2, code: 'Delivered', trackingStatus: '成功签收' },
    ]),
    ...over,
  );

const everything = allPermissionCodes();
const viewOnly: PermissionCode[] = [P.order.view];
const location = () => screen.getByTestId('location').textContent!;
const row = (text: string) => screen.getByText(text).closest('tr')!;

// Whole pages with drawers and dialogs: seconds each on a busy machine.
describe('order tracking page', { timeout: 30_000 }, () => {
  it('restores the view from the URL, sends pasted numbers as a list, and switches tabs with their counts', async () => {
    const { sent } = serve([order({ problem: true })]);
    renderPage(<OrderTrackingPage />, {
      at: '/orderTracking?tab=signed&sort=ascend&page=2&statusName=已发货&problem=1',
      permissions: viewOnly,
    });
    expect(await screen.findByText('FW2026000123')).toBeInTheDocument();
    expect(sent(orders.page)[0]!.query).toEqual({ page: '2', size: '30' });
    expect(sent(orders.page)[0]!.body).toEqual({
      isReceived: '已签收',
      sort: 'ascend',
      statusName: ['已发货'],
      problem: true,
    });
    expect(screen.getByRole('tab', { name: '未签收 (5)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已签收 (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: '只看问题件' })).toBeChecked();
    // A problem parcel is marked beside its number, and says so.
    expect(within(row('FW2026000123')).getByRole('img', { name: '问题件' })).toBeInTheDocument();
    // The localized main status with its sub-status.
    expect(within(row('FW2026000123')).getByText('运输途中')).toBeInTheDocument();
    expect(within(row('FW2026000123')).getByText('清关中')).toBeInTheDocument();
    // order:view alone: tracking to look at, nothing to change.
    expect(within(row('FW2026000123')).getByRole('button', { name: '轨迹' })).toBeInTheDocument();
    for (const name of [/同步订单/, /刷新业务员轨迹/, /导出/, /导入/, /下载模板/, /^编辑$/, /^删除$/])
      expect(screen.queryByRole('button', { name })).toBeNull();

    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('单号'), { target: { value: 'A1\n\n  A2 \n\nA3\n' } });
    expect(await screen.findByText('已识别 3 个单号')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() =>
      expect(sent(orders.page).at(-1)!.body).toMatchObject({ numbers: ['A1', 'A2', 'A3'], isReceived: '已签收' }),
    );
    expect(sent(orders.page).at(-1)!.query).toEqual({ page: '1', size: '30' });
    // The rows are asked for as the search is made, before the page renders for its URL.
    await waitFor(() => expect(location()).toContain('numbers=A1%2CA2%2CA3'));

    await user.click(screen.getByRole('tab', { name: /未签收/ }));
    await waitFor(() =>
      expect(sent(orders.page).at(-1)!.body).toMatchObject({
        isReceived: '未签收',
        numbers: ['A1', 'A2', 'A3'],
        sort: 'ascend',
      }),
    );
    // The URL shows the tab once its rows are there.
    await waitFor(() => expect(location()).not.toContain('tab='));
  });

  it('says under a number box that it holds too many, and searches only once it is cut down', async () => {
    const { sent } = serve();
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: viewOnly });
    await screen.findByText('FW2026000123');
    const asked = sent(orders.page).length;
    const user = userEvent.setup();
    const many = Array.from({ length: NUMBERS_MAX + 1 }, (_, i) => `N${i}`).join('\n');
    fireEvent.change(screen.getByLabelText('单号'), { target: { value: many } });
    expect(await screen.findByText(`已识别 ${NUMBERS_MAX + 1} 个，最多 ${NUMBERS_MAX} 个`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    fireEvent.change(screen.getByLabelText('单号'), { target: { value: 'N1\nN2' } });
    expect(await screen.findByText('已识别 2 个单号')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(sent(orders.page).at(-1)!.body).toMatchObject({ numbers: ['N1', 'N2'] }));
    // The search over the limit asked for nothing: every request since is the second search's (the tests' client
    // keeps no answer fresh, so the page may ask again for the rows the search fetched as it shows them).
    expect(
      new Set(
        sent(orders.page)
          .slice(asked)
          .map((c) => (c.body as { numbers?: string[] }).numbers?.join()),
      ),
    ).toEqual(new Set(['N1,N2']));
  });

  it('asks for the rows in the click on 查询 itself, and searches on Enter in a box', async () => {
    const { sent } = serve();
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: viewOnly });
    await screen.findByText('FW2026000123');
    fireEvent.change(screen.getByLabelText('客户简称'), { target: { value: '深圳优品' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    // Not a promise round later, after antd's validation of every field: the filters have no rules.
    expect(sent(orders.page).at(-1)!.body).toMatchObject({ shortName: '深圳优品' });

    fireEvent.change(screen.getByLabelText('客户简称'), { target: { value: '鑫达' } });
    fireEvent.submit(screen.getByLabelText('客户简称').closest('form')!);
    await waitFor(() => expect(sent(orders.page).at(-1)!.body).toMatchObject({ shortName: '鑫达' }));
  });

  it('clears every box on 重置, those of the URL and those typed but not searched, and searches with none of them after', async () => {
    const { sent } = serve();
    renderPage(<OrderTrackingPage />, {
      at: '/orderTracking?shortName=深圳优品&statusName=已发货',
      permissions: viewOnly,
    });
    await screen.findByText('FW2026000123');
    const user = userEvent.setup();
    expect(screen.getByLabelText('客户简称')).toHaveValue('深圳优品');
    fireEvent.change(screen.getByLabelText('单号'), { target: { value: 'A1' } });
    await user.click(screen.getByRole('button', { name: /重\s?置/ }));
    await waitFor(() => expect(location()).not.toContain('shortName'));
    expect(screen.getByLabelText('客户简称')).toHaveValue('');
    expect(screen.getByLabelText('单号')).toHaveValue('');
    expect(
      screen.queryByText('已发货', { selector: '.ant-select-selection-item *, .ant-select-selection-item' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(sent(orders.page).length).toBeGreaterThan(1));
    expect(sent(orders.page).at(-1)!.body).toEqual({ isReceived: '未签收', sort: 'descend' });
  });

  it('hides agent filters from a role that may not see agents, and sends none', async () => {
    const { sent } = serve(
      [order({ agentId: null, agentName: '****', agentCode: '****' })],
      on(agents.options, [{ id: 2, agentName: '****', agentCode: '****' }]),
    );
    renderPage(<OrderTrackingPage />, { at: '/orderTracking?agentName=美西&name=张', permissions: everything });
    expect(await within(await screen.findByRole('table')).findByText('****')).toBeInTheDocument();
    expect(screen.getByText(/您的角色不显示代理名称和代码/)).toBeInTheDocument();
    // The panel opened itself for the owner condition of the link; no agent fields in it.
    expect(screen.getByLabelText('业务员')).toHaveValue('张');
    expect(screen.queryByLabelText('代理名称')).toBeNull();
    expect(screen.queryByLabelText('代理代码')).toBeNull();
    await waitFor(() =>
      expect(sent(orders.page).at(-1)!.body).toEqual({ isReceived: '未签收', sort: 'descend', name: '张' }),
    );
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
  });

  it('shows the stored events and refreshes them now by the original tracking number; deletes only after a confirmation', async () => {
    const stored = {
      order: order(),
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
    const fresh = {
      ...stored,
      order: order({ trackingStatus: 'Delivered', trackingSubStatus: 'Delivered_Other', version: 5 }),
      events: [
        {
          time: '2026-03-03T10:00:00Z',
          location: 'Los Angeles, CA',
          description: 'Delivered, front door',
          status: 'Delivered' as const,
          subStatus: 'Delivered_Other',
        },
        ...stored.events,
      ],
    };
    const { sent } = serve(
      [order()],
      on(tracking.order, stored),
      on(tracking.fetchSingleTrackingInfo, fresh),
      on(orders.remove, null),
    );
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: everything });
    await screen.findByText('FW2026000123');
    const user = userEvent.setup();
    await user.click(within(row('FW2026000123')).getByRole('button', { name: '轨迹' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Customs clearance started')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /立即刷新/ }));
    await waitFor(() =>
      expect(sent(tracking.fetchSingleTrackingInfo).map((c) => c.query)).toEqual([
        { originalTrackingNumber: '1Z999AA10123456784' },
      ]),
    );
    expect(await within(drawer).findByText('Delivered, front door')).toBeInTheDocument();
    // The list reloads with the order's new state.
    await waitFor(() => expect(sent(orders.page).length).toBeGreaterThan(1));
    await user.click(within(drawer).getByRole('button', { name: /close|关闭/i }));

    await user.click(within(row('FW2026000123')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定删除运单“FW2026000123”吗？');
    expect(sent(orders.remove)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(sent(orders.remove).map((c) => c.params)).toEqual([{ id: '7' }]));
  });

  it('offers no refresh for an order whose agent is not tracked, and says why', async () => {
    serve(
      [order()],
      on(tracking.order, { order: order(), trackedNumber: '1Z999AA10123456784', notTracked: 'agent', events: [] }),
    );
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: everything });
    await screen.findByText('FW2026000123');
    await userEvent.click(within(row('FW2026000123')).getByRole('button', { name: '轨迹' }));
    const drawer = await screen.findByRole('dialog');
    expect(
      await within(drawer).findByText('代理“美西速递”设置为不追踪轨迹，该运单不向轨迹服务查询'),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /立即刷新/ })).toBeNull();
  });

  it('edits an order in a drawer, and on a version conflict shows the current order and saves against its version', async () => {
    const current = order({ consigneeName: 'Jane Smith', version: 6, entryDate: '2026-03-01T02:00:00.250Z' });
    let answer: ReturnType<typeof refuse> | OrderRow = refuse(Code.CONFLICT, '运单已被他人修改', {
      data: current,
      status: 409,
    });
    const { sent } = serve(
      [order({ entryDate: '2026-03-01T02:00:00.250Z' })],
      on(orders.update, () => answer),
    );
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: everything });
    await screen.findByText('FW2026000123');
    const user = userEvent.setup();
    await user.click(within(row('FW2026000123')).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog');
    const weight = within(drawer).getByLabelText('重量 (kg)');
    await user.clear(weight);
    await user.type(weight, '2.5');
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(orders.update)).toHaveLength(1));
    // The entry time untouched goes back as it came, to the millisecond.
    expect(sent(orders.update)[0]!.body).toMatchObject({
      weight: '2.5',
      agentId: 2,
      version: 4,
      entryDate: '2026-03-01T02:00:00.250Z',
    });
    expect(await within(drawer).findByText('已载入他人修改后的最新内容')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('收件人姓名')).toHaveValue('Jane Smith');

    answer = current;
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(orders.update)).toHaveLength(2));
    expect(sent(orders.update)[1]!.body).toMatchObject({ consigneeName: 'Jane Smith', version: 6 });
  });

  it('edits the pricing inputs: a cargo type, and each piece’s sides all three or none', async () => {
    const { sent } = serve([order({ addressType: 'residential' })], on(orders.update, order()));
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: everything });
    await screen.findByText('FW2026000123');
    const user = userEvent.setup();
    await user.click(within(row('FW2026000123')).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('combobox', { name: '货物类型' }));
    await user.click(await screen.findByTitle('带电'));
    await user.type(within(drawer).getByLabelText('长 (cm)'), '40');
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    expect(await within(drawer).findAllByText('必填')).toHaveLength(2);
    expect(sent(orders.update)).toHaveLength(0);
    await user.type(within(drawer).getByLabelText('宽 (cm)'), '30');
    await user.type(within(drawer).getByLabelText('高 (cm)'), '20.5');
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(orders.update)).toHaveLength(1));
    expect(sent(orders.update)[0]!.body).toMatchObject({
      cargoType: 'battery',
      addressType: 'residential',
      lengthCm: '40',
      widthCm: '30',
      heightCm: '20.5',
    });
  });

  it('syncs the last 24 hours and shows the counts and what was refused', async () => {
    const done = job({
      id: 40,
      kind: 'orderSync',
      state: 'done',
      done: 12,
      total: 12,
      counts: { created: 3, updated: 2, unchanged: 6, failed: 1 },
      errors: [{ ref: 'UP-0042', message: '未知客户 C-404' }],
      finishedAt: '2026-03-02T09:00:05Z',
    });
    const { sent } = serve([order()], on(logistics.syncOrders, done));
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: everything });
    await screen.findByText('FW2026000123');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /同步订单/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /开始同步/ }));
    await waitFor(() => expect(sent(logistics.syncOrders)).toHaveLength(1));
    const { beginTime, endTime } = sent(logistics.syncOrders)[0]!.query;
    expect(Date.parse(endTime!) - Date.parse(beginTime!)).toBe(24 * 3600_000);
    expect(await within(dialog).findByText('新增 3')).toBeInTheDocument();
    expect(within(dialog).getByText('失败 1')).toBeInTheDocument();
    expect(within(dialog).getByText('未知客户 C-404')).toBeInTheDocument();
    // Done already: nothing to poll.
    expect(sent(jobs.one)).toHaveLength(0);
  });

  it('says when the sync’s first attempt failed and will be tried again, with why, and follows the retry', async () => {
    const failed = job({
      id: 41,
      kind: 'orderSync',
      state: 'queued',
      attempts: 1,
      counts: { created: 0 },
      errors: [{ ref: null, message: 'upstream: HTTP 503 from orders' }],
      startedAt: '2026-03-02T09:00:01Z',
    });
    const retried = {
      ...failed,
      state: 'done' as const,
      attempts: 2,
      errors: [],
      counts: { created: 4 },
      finishedAt: '2026-03-02T09:00:40Z',
    };
    const { sent } = serve(
      [order()],
      on(logistics.syncOrders, failed),
      on(jobs.one, () => (sent(jobs.one).length > 1 ? retried : failed)),
    );
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: everything });
    await screen.findByText('FW2026000123');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /同步订单/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /开始同步/ }));
    expect(await within(dialog).findByText('第 1 次尝试失败，稍后将自动重试')).toBeInTheDocument();
    expect(within(dialog).getByText('upstream: HTTP 503 from orders')).toBeInTheDocument();
    expect(await within(dialog).findByText('新增 4', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(dialog).queryByText('upstream: HTTP 503 from orders')).not.toBeInTheDocument();
  });

  it('refreshes an employee’s orders as a job and follows its progress until it is done', async () => {
    const states = [
      job({ state: 'running', done: 1, total: 4, startedAt: '2026-03-02T09:00:01Z' }),
      job({
        state: 'done',
        done: 4,
        total: 4,
        counts: { tracked: 4, delivered: 1 },
        finishedAt: '2026-03-02T09:00:03Z',
      }),
    ];
    const { sent } = serve(
      [order()],
      on(tracking.fetchTrackingInfo, job()),
      on(jobs.one, () => states[Math.min(sent(jobs.one).length - 1, 1)]!),
      on(statuses.numberOptions, []),
      on(employees.pick, [{ id: 10, name: '张伟', username: 'zhangwei' }]),
    );
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: [P.order.view, P.order.track] });
    await screen.findByText('FW2026000123');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /刷新业务员轨迹/ }));
    const dialog = await screen.findByRole('dialog');
    // The employees the caller's scope reaches, whatever their role's other codes.
    await user.click(within(dialog).getByLabelText('业务员'));
    await user.click((await screen.findAllByText('张伟 (zhangwei)')).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: /开始刷新/ }));
    await waitFor(() =>
      expect(sent(tracking.fetchTrackingInfo).map((c) => c.query)).toEqual([{ username: 'zhangwei' }]),
    );
    expect(await within(dialog).findByText('1 / 4')).toBeInTheDocument();
    expect(await within(dialog).findByText('已签收 1')).toBeInTheDocument();
    expect(within(dialog).getByText('已完成')).toBeInTheDocument();
    expect(sent(jobs.one).map((c) => c.params)).toEqual([{ id: '31' }, { id: '31' }]);
    // Finished: the list reloads with what the job changed.
    await waitFor(() => expect(sent(orders.page).length).toBeGreaterThan(1));
  });

  it('acts on chosen rows: a new number status for them, their deletion asked first; shows the totals of the filtered set', async () => {
    const { sent } = serve(
      [order(), order({ id: 8, numbers: 'FW2026000124' })],
      on(orders.totals, {
        orders: 1234,
        weight: '5678.5',
        pieces: 1300,
        declared: [{ currency: 'USD', amount: '98765.43' }],
      }),
      on(orders.batchStatus, { updated: 2 }),
      on(orders.batchRemove, { deleted: 2 }),
    );
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: everything });
    expect(
      await screen.findByText('合计 1,234 单 · 重量 5,678.5 kg · 件数 1,300 · 申报价值 USD 98,765.43'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    for (const numbers of ['FW2026000123', 'FW2026000124'])
      await user.click(within(row(numbers)).getByRole('checkbox'));
    expect(screen.getByText('已选 2 单')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /修改单号状态/ }));
    expect(await screen.findByText('修改所选 2 单的单号状态')).toBeInTheDocument();
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('combobox', { name: '单号状态' }));
    await user.click((await screen.findAllByTitle('已发货')).at(-1)!);
    await user.click(dialog.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(orders.batchStatus).map((c) => c.body)).toEqual([{ ids: [7, 8], statusId: 2 }]));

    await user.click(screen.getByRole('button', { name: /删除所选/ }));
    expect((await screen.findAllByText('确定删除所选的 2 单吗？')).length).toBeGreaterThan(0);
    expect(sent(orders.batchRemove)).toHaveLength(0);
    await user.click(within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(sent(orders.batchRemove).map((c) => c.body)).toEqual([{ ids: [7, 8] }]));
    await waitFor(() => expect(screen.queryByText(/已选 \d+ 单/)).toBeNull());
  });

  it('offers no selection to a role with no batch action', async () => {
    serve();
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: viewOnly });
    expect(await screen.findByText('FW2026000123')).toBeInTheDocument();
    expect(within(row('FW2026000123')).queryByRole('checkbox')).toBeNull();
  });

  it('hides a column the user unticks, and keeps it hidden for them after a reload', async () => {
    serve();
    const first = renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: viewOnly });
    expect(await screen.findByRole('columnheader', { name: '客户单号' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    await user.click(await screen.findByRole('checkbox', { name: '客户单号' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '客户单号' })).toBeNull());
    first.unmount();
    serve();
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: viewOnly });
    expect(await screen.findByRole('columnheader', { name: '运单号' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '客户单号' })).toBeNull();
    localStorage.clear();
  });

  it('searches with Ctrl+Enter from the 单号 box, where Enter starts a new line', async () => {
    const { sent } = serve();
    renderPage(<OrderTrackingPage />, { at: '/orderTracking', permissions: viewOnly });
    await screen.findByText('FW2026000123');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('单号'), 'A1{Enter}A2');
    expect(sent(orders.page)).toHaveLength(1);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent(orders.page).at(-1)!.body).toMatchObject({ numbers: ['A1', 'A2'] }));
    // The form holds what it searched for: it is not built again, and the box keeps the focus for the next numbers.
    await waitFor(() => expect(location()).toContain('numbers=A1%2CA2'));
    expect(screen.getByLabelText('单号')).toHaveFocus();
    expect(screen.getByLabelText('单号')).toHaveValue('A1\nA2');
  });

  it('shows a filter it did not ask for, as a link or the back button brings it, in its boxes', async () => {
    serve();
    // A link elsewhere on the screen, as 首页's cards are.
    function Link() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/orderTracking?numbers=A1')}>
          A1 的订单
        </button>
      );
    }
    renderPage(
      <>
        <OrderTrackingPage />
        <Link />
      </>,
      { at: '/orderTracking?numbers=A1', permissions: viewOnly },
    );
    await screen.findByText('FW2026000123');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('单号'));
    await user.type(screen.getByLabelText('单号'), 'B7{Control>}{Enter}{/Control}');
    await waitFor(() => expect(location()).toContain('numbers=B7'));
    await user.click(screen.getByRole('button', { name: 'A1 的订单' }));
    await waitFor(() => expect(location()).toBe('/orderTracking?numbers=A1'));
    expect(screen.getByLabelText('单号')).toHaveValue('A1');
  });
});
