import { ReloadOutlined } from '@ant-design/icons';
import { P, type OrderRow, type TrackingInfo } from '@fwd/contract';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Empty, Flex, Timeline, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { trackingApi, trackingQueries } from '../../../api/tracking.ts';
import { Can } from '../../../components/Can.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { formatDateTime } from '../../../utils/time.ts';
import { saysMore, TRACKING_COLOR, TrackingStatusCell, useTrackingLabels } from './trackingLabels.tsx';

const TIMELINE_COLOR: Record<string, string> = {
  green: 'green',
  red: 'red',
  volcano: 'red',
  orange: 'red',
  default: 'gray',
};

/** The stored events, newest first: time and place, status, what happened. */
function Events({ info }: { info: TrackingInfo }) {
  const { t } = useTranslation('orders');
  const labels = useTrackingLabels();
  if (info.events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tracking.empty')} />;
  return (
    <Timeline
      className="order-timeline"
      items={info.events.map((e, i) => ({
        key: `${e.time}-${i}`,
        color: TIMELINE_COLOR[TRACKING_COLOR[e.status]] ?? 'blue',
        content: (
          <>
            <Typography.Text type="secondary" className="order-timeline-when">
              {formatDateTime(e.time)}
              {e.location && ` · ${e.location}`}
            </Typography.Text>
            <div>
              <Typography.Text strong>{labels.main(e.status)}</Typography.Text>
              {saysMore(e.status, e.subStatus) && (
                <Typography.Text type="secondary"> · {labels.sub(e.subStatus)}</Typography.Text>
              )}
            </div>
            <div>{e.description}</div>
          </>
        ),
      }))}
    />
  );
}

/**
 * An order's stored tracking, and 立即刷新 to ask the provider now (by the
 * original tracking number): the answer replaces the stored events shown and
 * the list row. `action` is the button, for the holder to place; none for an
 * order the provider is not asked about (the panel says why).
 */
export function useOrderTracking(order: OrderRow) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = useQuery(trackingQueries.order(order.id));
  const refresh = useAreaMutation('tracking', trackingApi.fetchSingleTrackingInfo);
  const info = query.data;
  const original = (info?.order ?? order).originalTrackingNumber;

  const refreshNow = () =>
    original &&
    refresh.mutate(original, {
      onSuccess: (answer) => {
        client.setQueryData(trackingQueries.order(order.id).queryKey, answer);
        void message.success(t('tracking.refreshed'));
      },
    });

  const button = (
    <Button icon={<ReloadOutlined />} loading={refresh.isPending} disabled={!original} onClick={refreshNow}>
      {t('tracking.refresh')}
    </Button>
  );
  const action = info && info.notTracked !== 'agent' && (
    <Can code={P.order.track}>{original ? button : <Tooltip title={t('tracking.noOriginal')}>{button}</Tooltip>}</Can>
  );
  return { query, action };
}

/** What `useOrderTracking` read: the tracked number, the current state, when last asked, the events. */
export function TrackingPanel({ order, query }: { order: OrderRow; query: UseQueryResult<TrackingInfo> }) {
  const { t } = useTranslation('orders');
  const labels = useTrackingLabels();
  const info = query.data;
  const current = info?.order ?? order;
  const original = current.originalTrackingNumber;
  return (
    <QueryState query={query}>
      {info && (
        <Flex vertical gap={16}>
          {info.notTracked === 'agent' && (
            <Alert type="info" showIcon title={t('tracking.agentNotTracked', { agent: current.agentName })} />
          )}
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('field.originalTrackingNumber')}>
              {original ? (
                <Typography.Text copyable>{original}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">{t('tracking.noOriginal')}</Typography.Text>
              )}
            </Descriptions.Item>
            {info.trackedNumber && info.trackedNumber !== original && (
              <Descriptions.Item label={t('tracking.trackedNumber')}>
                <Typography.Text copyable>{info.trackedNumber}</Typography.Text>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('tracking.current')}>
              <TrackingStatusCell
                status={current.trackingStatus}
                subStatus={current.trackingSubStatus}
                labels={labels}
              />
            </Descriptions.Item>
            <Descriptions.Item label={t('tracking.trackedAt')}>
              {current.trackedAt ? (
                formatDateTime(current.trackedAt)
              ) : (
                <Typography.Text type="secondary">{t('tracking.never')}</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
          <Events info={info} />
        </Flex>
      )}
    </QueryState>
  );
}
