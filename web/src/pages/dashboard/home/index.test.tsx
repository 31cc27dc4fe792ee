import {
  dashboard,
  jobs,
  orders,
  P,
  settlement,
  statuses,
  tracking,
  type DashboardFigures,
  type DashboardOrders,
  type MoneySummary,
  type OrderRow,
} from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { COUNTING_REFRESH_MS, dashboardQueries, FIGURES_REFRESH_MS } from '../../../api/dashboard.ts';
import HomeDashboardPage from './index.tsx';

// happy-dom lays nothing out: the charts draw at this width.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const DAYS = Array.from({ length: 30 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const counts = (n: number) => DAYS.map((_, i) => (i === 29 ? n : 1));
const figures = (over: Partial<DashboardOrders> = {}): DashboardFigures => ({
  asOf: '2026-03-30T04:05:00Z',
  today: '2026-03-30',
  counting: false,
  orders: {
    cards: {
      today: { count: 12, previous: 10, from: '2026-03-30', to: '2026-03-30' },
      month: { count: 1234, previous: 1500, from: '2026-03-01', to: '2026-03-30' },
      unsigned: 321,
      inTransit: 120,
      problem: 17,
      signed: { signed: 750, total: 1000, from: '2026-03-01', to: '2026-03-30' },
      delivery: { orders: 600, averageDays: 7.4, from: '2026-03-01', to: '2026-03-30' },
    },
    days: DAYS,
    byStatus: [
      { status: 'InTransit', counts: counts(5) },
      { status: null, counts: counts(2) },
    ],
    byChannel: [{ id: 4, name: '美国快递', counts: counts(7) }],
    countries: [{ code: 'US', name: '美国', count: 40 }],
    transit: [{ id: 4, name: '美国快递', orders: 20, averageDays: 6.5 }],
    problemByAgent: [
      { id: 2, name: '美西速递', count: 9 },
      { id: null, name: null, count: 8 },
    ],
    ...over,
  },
});

const order: Partial<OrderRow> = { id: 7, numbers: 'FW2026000123', isReceived: '未签收', trackingStatus: 'InTransit' };

const serve = (answer: DashboardFigures = figures()) =>
  mockApi(
    on(dashboard.figures, answer),
    on(statuses.trackingOptions, [{ id: 1, code: 'InTransit', trackingStatus: '运输途中' }]),
    on(orders.page, (sent) => {
      const body = sent.body as { numbers?: string[]; isReceived: string };
      const found = body.numbers?.[0] === 'YT123' && body.isReceived === '未签收';
      return {
        orders: { records: found ? [order as OrderRow] : [], total: found ? 1 : 0 },
        unsignedCount: body.numbers?.[0] === 'YT123' ? 1 : 0,
        signedCount: 0,
      };
    }),
    on(tracking.order, {
      order: order as OrderRow,
      trackedNumber: 'YT123',
      notTracked: null,
      events: [
        {
          time: '2026-03-29T10:00:00Z',
          location: 'LOS ANGELES',
          description: 'Arrived at sort facility',
          status: 'InTransit',
          subStatus: null,
        },
      ],
    }),
    on(jobs.page, { records: [], total: 0 }),
  );

const card = (id: string) => document.querySelector(`[data-card="${id}"]`) as HTMLElement;

describe('home dashboard', { timeout: 30_000 }, () => {
  it('shows each count card opening the order page with its filter, the time of the figures, and the charts', async () => {
    serve();
    renderPage(<HomeDashboardPage />, { at: '/homeDashboard', permissions: [P.dashboard.view, P.order.view] });
    await waitFor(() => expect(card('today')).toBeTruthy());
    expect(within(card('today')).getByText('12')).toBeInTheDocument();
    expect(within(card('today')).getByText('昨日同期 10')).toBeInTheDocument();
    expect(within(card('today')).getByText(/20%/)).toBeInTheDocument();
    expect(within(card('month')).getByText('1,234')).toBeInTheDocument();
    expect(within(card('signed')).getByText('75')).toBeInTheDocument();
    expect(within(card('delivery')).getByText('7.4 天')).toBeInTheDocument();
    const href = (id: string) => card(id).closest('a')?.getAttribute('href');
    expect(href('today')).toBe('/orderTracking?from=2026-03-30&to=2026-03-30&tab=all');
    expect(href('month')).toBe('/orderTracking?from=2026-03-01&to=2026-03-30&tab=all');
    expect(href('unsigned')).toBe('/orderTracking');
    expect(href('inTransit')).toBe('/orderTracking?trackingStatus=InTransit');
    expect(href('problem')).toBe('/orderTracking?problem=1');
    expect(href('signed')).toBe('/orderTracking?from=2026-03-01&to=2026-03-30&tab=all');
    expect(href('delivery')).toBe('/orderTracking?signedFrom=2026-03-01&signedTo=2026-03-30&tab=signed');
    expect(screen.getByText(/^数据时间 /)).toBeInTheDocument();

    // The chart's place first, then the chart, drawn once on the screen.
    const daily = () => screen.getByRole('figure', { name: '近 30 天每日单量' });
    await waitFor(() => expect(daily()).toHaveTextContent('运输途中'));
    expect(daily()).toHaveTextContent('未追踪');
    await userEvent.setup().click(screen.getByText('按渠道'));
    await waitFor(() => expect(screen.getByRole('figure', { name: '近 30 天每日单量' })).toHaveTextContent('美国快递'));
    expect(screen.getByRole('figure', { name: '各代理问题件' })).toHaveTextContent(/美西速递.*无代理/);
  });

  it('shows revenue to who sees charges and profit to who sees cost, in CNY, saying a missing rate', async () => {
    const asked: string[] = [];
    const summary = (withProfit: boolean): MoneySummary => ({
      months: [
        { month: '2026-03', revenue: null, ...(withProfit && { profit: null }), missing: ['GBP'] },
        { month: '2026-02', revenue: '1234.50', ...(withProfit && { profit: '200.00' }), missing: [] },
      ],
    });
    const serveMoney = (withProfit: boolean) =>
      mockApi(
        on(dashboard.figures, figures()),
        on(statuses.trackingOptions, []),
        on(settlement.moneySummary, () => {
          asked.push('money');
          return summary(withProfit);
        }),
      );
    serveMoney(false);
    const first = renderPage(<HomeDashboardPage />, { permissions: [P.dashboard.view, P.charge.view] });
    await waitFor(() => expect(card('revenueLast')).toBeTruthy());
    expect(within(card('revenueLast')).getByText('¥1,234.50')).toBeInTheDocument();
    expect(within(card('revenue')).getByText('缺少 GBP 汇率')).toBeInTheDocument();
    expect(card('profit')).toBeNull();
    // Only 利润报表's readers may open it.
    expect(card('revenue').closest('a')).toBeNull();
    first.unmount();

    serveMoney(true);
    const second = renderPage(<HomeDashboardPage />, { permissions: [P.dashboard.view, P.profit.view] });
    await waitFor(() => expect(card('profitLast')).toBeTruthy());
    expect(within(card('profitLast')).getByText('¥200.00')).toBeInTheDocument();
    expect(card('profit').closest('a')?.getAttribute('href')).toBe('/profitReport?from=2026-02&to=2026-03&view=month');
    second.unmount();

    asked.length = 0;
    serveMoney(true);
    renderPage(<HomeDashboardPage />, { permissions: [P.dashboard.view, P.order.view] });
    await waitFor(() => expect(card('today')).toBeTruthy());
    expect(card('revenue')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('draws the charts with the status codes when the status names cannot be had', async () => {
    mockApi(on(dashboard.figures, figures()), on(statuses.trackingOptions, refuse(50000, 'down', { status: 500 })));
    renderPage(<HomeDashboardPage />, { at: '/homeDashboard', permissions: [P.dashboard.view, P.order.view] });
    const daily = () => screen.getByRole('figure', { name: '近 30 天每日单量' });
    await waitFor(() => expect(daily()).toHaveTextContent('InTransit'));
    expect(daily()).toHaveTextContent('未追踪');
  });

  it('says agents are hidden, and draws no chart but an empty state for a company without orders', async () => {
    serve(figures({ problemByAgent: null }));
    const first = renderPage(<HomeDashboardPage />, { permissions: [P.dashboard.view, P.order.view] });
    expect(await screen.findByText('您的角色不显示代理')).toBeInTheDocument();
    first.unmount();

    serve(figures({ byStatus: [], byChannel: [], countries: [], transit: [], problemByAgent: [] }));
    renderPage(<HomeDashboardPage />, { permissions: [P.dashboard.view, P.order.view] });
    expect(await screen.findByText('还没有订单')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: '近 30 天每日单量' })).toBeNull();
  });

  it('says the figures are being counted while the server recounts them, and asks again within seconds until it has', async () => {
    serve({ ...figures(), counting: true });
    renderPage(<HomeDashboardPage />, { permissions: [P.dashboard.view, P.order.view] });
    expect(await screen.findByText(/^正在重新统计订单的日数据/)).toBeInTheDocument();
    expect(card('today')).toBeTruthy();
    const every = dashboardQueries.figures().refetchInterval as (q: { state: { data?: DashboardFigures } }) => number;
    expect(every({ state: { data: { ...figures(), counting: true } } })).toBe(COUNTING_REFRESH_MS);
    expect(every({ state: { data: figures() } })).toBe(FIGURES_REFRESH_MS);
    expect(every({ state: {} })).toBe(FIGURES_REFRESH_MS);
  });

  it('says nothing of counting once the figures are counted', async () => {
    serve();
    renderPage(<HomeDashboardPage />, { permissions: [P.dashboard.view, P.order.view] });
    await waitFor(() => expect(card('today')).toBeTruthy());
    expect(screen.queryByText(/^正在重新统计/)).toBeNull();
  });

  it('shows no order figures nor order tools to a role without order:view, and no links from cards to a page it cannot open', async () => {
    const { sent } = serve({ ...figures(), orders: null });
    renderPage(<HomeDashboardPage />, { permissions: [P.dashboard.view] });
    expect(await screen.findByText('您的角色不能查看订单，首页不显示订单数据。')).toBeInTheDocument();
    expect(card('today')).toBeNull();
    expect(screen.queryByText('快速查单')).toBeNull();
    expect(screen.queryByText('同步与追踪')).toBeNull();
    expect(sent(orders.page)).toEqual([]);
    expect(sent(jobs.page)).toEqual([]);
  });

  it('looks a number up: the order, its latest events and a link to it; an unknown number says so', async () => {
    const { sent } = serve();
    renderPage(<HomeDashboardPage />, { permissions: [P.dashboard.view, P.order.view] });
    const user = userEvent.setup();
    const box = await screen.findByPlaceholderText('运单号 / 原单号 / 转单号');
    await user.type(box, ' YT123 {enter}');
    expect(await screen.findByText('Arrived at sort facility')).toBeInTheDocument();
    expect(sent(orders.page)[0]!.body).toMatchObject({ numbers: ['YT123'], isReceived: '未签收' });
    expect(screen.getByRole('link', { name: '打开订单' })).toHaveAttribute(
      'href',
      '/orderTracking?numbers=FW2026000123',
    );
    // Its tab and tracking status by their names, never their codes.
    const header = screen.getByText('FW2026000123').closest('.ant-list-header') as HTMLElement;
    expect(within(header).getByText('未签收')).toBeInTheDocument();
    expect(within(header).getByText('运输途中')).toBeInTheDocument();
    expect(header).not.toHaveTextContent('InTransit');

    await user.clear(box);
    await user.type(box, 'NOPE{enter}');
    expect(await screen.findByText('找不到这个单号')).toBeInTheDocument();
  });
});
