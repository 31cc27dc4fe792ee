import { apis, Code, jobs, logistics, P, type Job, type LogisticsSettings, type PermissionCode } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import SyncAndTrackingPage from './index.tsx';

const settings = (over: Partial<LogisticsSettings> = {}): LogisticsSettings => ({
  orderApiKeyId: 1,
  trackingApiKeyId: null,
  syncEveryMinutes: 15,
  refreshEveryMinutes: 60,
  reconcileEveryMinutes: 0,
  staleDays: 7,
  webhookPath: '/api/tracking/webhook',
  version: 3,
  ...over,
});

const key = (id: number, kind: 'orders' | 'tracking', name: string) => ({
  id,
  kind,
  kindLabel: kind,
  name,
  baseUrl: `https://${kind}.example.com`,
  key: 'sk-****abcd',
  secret: '',
  version: 1,
  updatedAt: '2026-03-01T00:00:00Z',
});

const run = (over: Partial<Job> = {}): Job => ({
  id: 50,
  kind: 'orderSync',
  state: 'done',
  trigger: 'schedule',
  createdBy: null,
  params: { beginTime: '2026-03-02T08:00:00Z', endTime: '2026-03-02T09:00:00Z' },
  done: 9,
  total: 9,
  counts: { created: 2, updated: 1, unchanged: 5, failed: 1 },
  errors: [{ ref: 'UP-7', message: '未知代理 ZZ' }],
  attempts: 1,
  history: [],
  createdAt: '2026-03-02T09:00:00Z',
  startedAt: '2026-03-02T09:00:01Z',
  finishedAt: '2026-03-02T09:00:04Z',
  ...over,
});

const admin: PermissionCode[] = [P.logistics.view, P.logistics.edit, P.apikey.view];

describe('sync and tracking page', { timeout: 30_000 }, () => {
  it('saves the settings against their version, and on a conflict shows the current ones', async () => {
    const current = settings({ staleDays: 10, version: 4 });
    let answer: ReturnType<typeof refuse> | LogisticsSettings = refuse(Code.CONFLICT, '设置已被他人修改', {
      data: current,
      status: 409,
    });
    const { sent } = mockApi(
      on(logistics.settings, settings()),
      on(logistics.saveSettings, () => answer),
      on(apis.keys, { records: [key(1, 'orders', '上游 ERP'), key(2, 'tracking', '17TRACK')], total: 2 }),
    );
    renderPage(<SyncAndTrackingPage />, { at: '/syncAndTracking', permissions: admin });
    expect(await screen.findByText(`${window.location.origin}/api/tracking/webhook`)).toBeInTheDocument();
    expect(await screen.findByText('上游 ERP · https://orders.example.com')).toBeInTheDocument();
    const user = userEvent.setup();
    const stale = screen.getByLabelText('问题件判定');
    await user.clear(stale);
    await user.type(stale, '5');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(logistics.saveSettings)).toHaveLength(1));
    expect(sent(logistics.saveSettings)[0]!.body).toEqual({
      orderApiKeyId: 1,
      trackingApiKeyId: null,
      syncEveryMinutes: 15,
      refreshEveryMinutes: 60,
      reconcileEveryMinutes: 0,
      staleDays: 5,
      version: 3,
    });
    expect(await screen.findByText('已载入他人修改后的最新内容')).toBeInTheDocument();
    expect(screen.getByLabelText('问题件判定')).toHaveValue('10');

    answer = current;
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(logistics.saveSettings)).toHaveLength(2));
    expect(sent(logistics.saveSettings)[1]!.body).toMatchObject({ staleDays: 10, version: 4 });
  });

  it('refuses an interval out of range instead of turning it into another, and asks before switching a schedule off', async () => {
    const { sent } = mockApi(
      on(logistics.settings, settings()),
      on(logistics.saveSettings, settings({ syncEveryMinutes: 0, version: 4 })),
      on(apis.keys, { records: [], total: 0 }),
    );
    renderPage(<SyncAndTrackingPage />, { at: '/syncAndTracking', permissions: admin });
    const sync = await screen.findByLabelText('同步订单间隔');
    const user = userEvent.setup();
    await user.clear(sync);
    await user.type(sync, '-1');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('请输入 0 到 10080 之间的整数')).toBeInTheDocument();
    expect(sync).toHaveValue('-1');
    expect(sent(logistics.saveSettings)).toHaveLength(0);

    await user.clear(sync);
    await user.type(sync, '0');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('以下定时任务将不再运行：同步订单间隔。');
    await user.click(within(confirm).getByRole('button', { name: /取\s?消/ }));
    expect(sent(logistics.saveSettings)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /停\s?止/ }));
    await waitFor(() =>
      expect(sent(logistics.saveSettings).map((c) => c.body)).toEqual([
        expect.objectContaining({ syncEveryMinutes: 0, version: 3 }),
      ]),
    );
  });

  it('lists the runs with their errors, filters by kind, and runs a kind now; a run already under way is refused with the reason', async () => {
    const { sent } = mockApi(
      on(jobs.page, { records: [run()], total: 1 }),
      on(jobs.run, refuse(Code.CONFLICT, '订单同步正在运行', { status: 409 })),
    );
    const { toasts } = renderPage(<SyncAndTrackingPage />, { at: '/syncAndTracking?tab=jobs', permissions: admin });
    expect(await screen.findByText('新增 2')).toBeInTheDocument();
    expect(screen.getByText('1 个错误')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /展开行|expand row/i }));
    expect(await screen.findByText('未知代理 ZZ')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByTitle('轨迹刷新'));
    await waitFor(() =>
      expect(sent(jobs.page).at(-1)!.query).toEqual({ currentPage: '1', pageSize: '20', kind: 'trackingRefresh' }),
    );
    // The URL shows the view once its rows are there.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('kind=trackingRefresh'));

    await user.click(screen.getByRole('button', { name: /立即同步订单/ }));
    await waitFor(() => expect(sent(jobs.run).map((c) => c.body)).toEqual([{ kind: 'orderSync' }]));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith('订单同步正在运行'));
  });

  it('opens a run that took several attempts to what each attempt did and why it failed', async () => {
    const attempt = (n: number, outcome: Job['history'][number]['outcome'], created: number, error: string | null) => ({
      attempt: n,
      outcome,
      startedAt: '2026-03-02T09:00:00Z',
      finishedAt: `2026-03-02T09:0${n}:00Z`,
      done: 9,
      total: 9,
      counts: { created },
      error,
    });
    mockApi(
      on(jobs.page, {
        records: [
          run({
            errors: [],
            counts: { created: 0 },
            attempts: 2,
            history: [attempt(1, 'failed', 7, 'HTTP 503 from orders'), attempt(2, 'done', 0, null)],
          }),
        ],
        total: 1,
      }),
    );
    renderPage(<SyncAndTrackingPage />, { at: '/syncAndTracking?tab=jobs', permissions: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /展开行|expand row/i }));
    expect(await screen.findByText('各次尝试')).toBeInTheDocument();
    expect(screen.getByText('第 1 次')).toBeInTheDocument();
    expect(screen.getByText('HTTP 503 from orders')).toBeInTheDocument();
    expect(screen.getByText('新增 7')).toBeInTheDocument();
    expect(screen.getAllByText('失败').length).toBeGreaterThan(0);
  });

  it('says what each run counted and was asked in words: counts named, an employee by name, no record ids', async () => {
    mockApi(
      on(jobs.page, {
        records: [
          run({
            id: 51,
            kind: 'trackingRefresh',
            trigger: 'manual',
            createdBy: '系统管理员',
            params: { ownerUserId: 10, username: 'zhoujie', name: '周杰' },
            counts: { tracked: 142, changed: 95, skippedAgent: 60, skippedNoNumber: 34 },
            errors: [],
          }),
        ],
        total: 1,
      }),
    );
    renderPage(<SyncAndTrackingPage />, { at: '/syncAndTracking?tab=jobs', permissions: admin });
    expect(await screen.findByText('有变化 95')).toBeInTheDocument();
    expect(screen.getByText('代理不追踪，未查询 60')).toBeInTheDocument();
    expect(screen.getByText('没有单号，未查询 34')).toBeInTheDocument();
    expect(screen.getByText('周杰 (zhoujie)')).toBeInTheDocument();
    expect(screen.queryByText(/ownerUserId/)).toBeNull();
  });

  it('shows a role without logistics:edit the settings read only, and no carriers or runs to change', async () => {
    mockApi(
      on(logistics.settings, settings()),
      on(logistics.carriers, [{ id: 1, code: 100002, name: 'UPS', version: 1 }]),
    );
    renderPage(<SyncAndTrackingPage />, { at: '/syncAndTracking', permissions: [P.logistics.view] });
    expect(await screen.findByText('您只能查看这些设置')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /保\s?存/ })).toBeNull();
    // No API key list for a role without apikey:view: the chosen key by its number.
    expect(screen.getByText('密钥 #1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '承运商' }));
    expect(await screen.findByText('UPS')).toBeInTheDocument();
    for (const name of [/新增承运商/, /^编辑$/, /^删除$/]) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
