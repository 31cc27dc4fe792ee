import { DASHBOARD_DAYS, DASHBOARD_TOP_COUNTRIES, type DashboardOrders, type TrackingStatus } from '@fwd/contract';
import { Card, Empty, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackingLabels } from '../../orders/orderTracking/trackingLabels.tsx';
import { formatNumber } from '../../../utils/number.ts';
import { CHART_HEIGHT, ChartPlaces, DAILY_CHART_HEIGHT } from './ChartPlaces.tsx';
import { EChart } from './EChart.tsx';
import type { ChartOption } from './echarts.ts';

/** Each main status in a colour that says it: green signed, red and orange trouble, blues on the way. */
const STATUS_COLOR: Record<TrackingStatus | 'none', string> = {
  none: '#bfbfbf',
  NotFound: '#8c8c8c',
  InfoReceived: '#69b1ff',
  InTransit: '#1677ff',
  Expired: '#fa8c16',
  AvailableForPickup: '#2f54eb',
  OutForDelivery: '#13c2c2',
  DeliveryFailure: '#fa541c',
  Delivered: '#52c41a',
  Exception: '#f5222d',
};

const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
const axisNumber = { axisLabel: { formatter: (v: number) => formatNumber(v) } };
const tooltip = { trigger: 'axis', axisPointer: { type: 'shadow' } };
const grid = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true };

/** A horizontal bar chart of named values, largest on top. */
const ranking = (names: string[], values: number[], name: string): ChartOption => ({
  tooltip,
  grid: { ...grid, top: 8 },
  xAxis: { type: 'value', ...axisNumber },
  yAxis: { type: 'category', data: [...names].reverse(), axisLabel: { width: 110, overflow: 'truncate' } },
  series: [{ type: 'bar', name, data: [...values].reverse(), barMaxWidth: 18 }],
});

/**
 * The home page's charts, loaded after the page frame (this module carries
 * ECharts): orders a day by status or channel, the status split, the top
 * destinations, days to delivery by channel, problem parcels by agent.
 */
export default function Charts({ orders }: { orders: DashboardOrders }) {
  const { t } = useTranslation('dashboard');
  const [split, setSplit] = useState<'status' | 'channel'>('status');
  const labels = useTrackingLabels();
  const statusName = labels.main;
  const channelName = (c: { id: number | null; name: string | null }) =>
    c.name ?? (c.id === null ? t('chart.noChannel') : `#${c.id}`);
  const agentName = (a: { id: number | null; name: string | null }) =>
    a.name ?? (a.id === null ? t('chart.noAgent') : `#${a.id}`);

  const daily = useMemo((): ChartOption => {
    const days = orders.days.map((d) => d.slice(5));
    const series =
      split === 'status'
        ? orders.byStatus.map((s) => ({
            name: statusName(s.status),
            data: s.counts,
            itemStyle: { color: STATUS_COLOR[s.status ?? 'none'] },
          }))
        : orders.byChannel.map((c) => ({ name: channelName(c), data: c.counts }));
    return {
      tooltip,
      legend: { type: 'scroll', top: 0 },
      grid,
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', ...axisNumber },
      series: series.map((s) => ({ ...s, type: 'bar', stack: 'orders', barMaxWidth: 24 })),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names follow the language and the status options
  }, [orders, split, statusName, t]);

  const statusSplit = useMemo(
    (): ChartOption => ({
      tooltip: { trigger: 'item', valueFormatter: (v: number) => v.toLocaleString() },
      legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
      series: [
        {
          type: 'pie',
          radius: ['45%', '72%'],
          center: ['35%', '50%'],
          label: { show: false },
          data: orders.byStatus.map((s) => ({
            name: statusName(s.status),
            value: sum(s.counts),
            itemStyle: { color: STATUS_COLOR[s.status ?? 'none'] },
          })),
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [orders, statusName, t],
  );

  const countries = useMemo(
    () =>
      ranking(
        orders.countries.map((c) => c.name),
        orders.countries.map((c) => c.count),
        t('chart.orders'),
      ),
    [orders, t],
  );
  const transit = useMemo(
    () => ({
      ...ranking(
        orders.transit.map(channelName),
        orders.transit.map((c) => c.averageDays),
        t('chart.days'),
      ),
      xAxis: { type: 'value' },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [orders, t],
  );
  const agents = useMemo(
    () =>
      orders.problemByAgent &&
      ranking(
        orders.problemByAgent.slice(0, 10).map(agentName),
        orders.problemByAgent.slice(0, 10).map((a) => a.count),
        t('chart.orders'),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [orders, t],
  );

  if (orders.byStatus.length === 0)
    return (
      <Card>
        <Empty description={t('chart.noOrders')} />
      </Card>
    );
  // Drawn once, with the statuses' names (they come with this code): not with their codes, then again.
  if (labels.pending) return <ChartPlaces />;
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chart.noData')} />;
  return (
    <div className="home-charts">
      <Card
        size="small"
        title={t('chart.daily', { days: DASHBOARD_DAYS })}
        extra={
          <Segmented
            size="small"
            value={split}
            onChange={setSplit}
            options={[
              { value: 'status', label: t('chart.byStatus') },
              { value: 'channel', label: t('chart.byChannel') },
            ]}
          />
        }
      >
        <EChart option={daily} height={DAILY_CHART_HEIGHT} label={t('chart.daily', { days: DASHBOARD_DAYS })} />
      </Card>
      <Card size="small" title={t('chart.statusSplit')}>
        <EChart option={statusSplit} height={CHART_HEIGHT} label={t('chart.statusSplit')} />
      </Card>
      <Card size="small" title={t('chart.countries', { n: DASHBOARD_TOP_COUNTRIES })}>
        <EChart option={countries} height={CHART_HEIGHT} label={t('chart.countries', { n: DASHBOARD_TOP_COUNTRIES })} />
      </Card>
      <Card size="small" title={t('chart.transit')}>
        {orders.transit.length ? <EChart option={transit} height={CHART_HEIGHT} label={t('chart.transit')} /> : empty}
      </Card>
      <Card size="small" title={t('chart.problemByAgent')}>
        {agents === null ? (
          <Typography.Text type="secondary">{t('chart.agentsHidden')}</Typography.Text>
        ) : orders.problemByAgent!.length ? (
          <EChart option={agents} height={CHART_HEIGHT} label={t('chart.problemByAgent')} />
        ) : (
          empty
        )}
      </Card>
    </div>
  );
}
