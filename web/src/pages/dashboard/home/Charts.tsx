import { DASHBOARD_DAYS, DASHBOARD_TOP_COUNTRIES, type DashboardOrders, type TrackingStatus } from '@fwd/contract';
import { Card, Empty, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackingLabels } from '../../orders/orderTracking/trackingLabels.tsx';
import { useSettings } from '../../../stores/settings.ts';
import { CHART_HEIGHT, ChartPlaces, DAILY_CHART_HEIGHT } from './ChartPlaces.tsx';
import { BarChart, DonutChart, type Series } from './Chart.tsx';

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

/**
 * The home page's charts, loaded after the page frame: orders a day by status or channel, the status split, the top
 * destinations, days to delivery by channel, problem parcels by agent.
 */
export default function Charts({ orders }: { orders: DashboardOrders }) {
  const { t } = useTranslation('dashboard');
  const [split, setSplit] = useState<'status' | 'channel'>('status');
  const primary = useSettings((s) => s.themeColor);
  const labels = useTrackingLabels();
  const statusName = labels.main;
  const channelName = (c: { id: number | null; name: string | null }) =>
    c.name ?? (c.id === null ? t('chart.noChannel') : `#${c.id}`);
  const agentName = (a: { id: number | null; name: string | null }) =>
    a.name ?? (a.id === null ? t('chart.noAgent') : `#${a.id}`);

  const days = useMemo(() => orders.days.map((d) => d.slice(5)), [orders]);
  const daily = useMemo(
    (): Series[] =>
      split === 'status'
        ? orders.byStatus.map((s) => ({
            name: statusName(s.status),
            data: s.counts,
            color: STATUS_COLOR[s.status ?? 'none'],
          }))
        : orders.byChannel.map((c) => ({ name: channelName(c), data: c.counts })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names follow the language and the status options
    [orders, split, statusName, t],
  );
  const statusSplit = useMemo(
    () =>
      orders.byStatus.map((s) => ({
        name: statusName(s.status),
        value: sum(s.counts),
        color: STATUS_COLOR[s.status ?? 'none'],
      })),
    [orders, statusName],
  );
  const agents = orders.problemByAgent?.slice(0, 10);
  const ranking = (names: string[], values: number[], name: string, label: string) => (
    <BarChart
      horizontal
      categories={names}
      series={[{ name, data: values }]}
      primary={primary}
      height={CHART_HEIGHT}
      label={label}
    />
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
        <BarChart
          legend
          categories={days}
          series={daily}
          primary={primary}
          height={DAILY_CHART_HEIGHT}
          label={t('chart.daily', { days: DASHBOARD_DAYS })}
        />
      </Card>
      <Card size="small" title={t('chart.statusSplit')}>
        <DonutChart slices={statusSplit} height={CHART_HEIGHT} label={t('chart.statusSplit')} />
      </Card>
      <Card size="small" title={t('chart.countries', { n: DASHBOARD_TOP_COUNTRIES })}>
        {ranking(
          orders.countries.map((c) => c.name),
          orders.countries.map((c) => c.count),
          t('chart.orders'),
          t('chart.countries', { n: DASHBOARD_TOP_COUNTRIES }),
        )}
      </Card>
      <Card size="small" title={t('chart.transit')}>
        {orders.transit.length
          ? ranking(
              orders.transit.map(channelName),
              orders.transit.map((c) => c.averageDays),
              t('chart.days'),
              t('chart.transit'),
            )
          : empty}
      </Card>
      <Card size="small" title={t('chart.problemByAgent')}>
        {!agents ? (
          <Typography.Text type="secondary">{t('chart.agentsHidden')}</Typography.Text>
        ) : agents.length ? (
          ranking(
            agents.map(agentName),
            agents.map((a) => a.count),
            t('chart.orders'),
            t('chart.problemByAgent'),
          )
        ) : (
          empty
        )}
      </Card>
    </div>
  );
}
