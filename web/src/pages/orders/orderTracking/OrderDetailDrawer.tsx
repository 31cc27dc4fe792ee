import { AGENT_MASK, type OrderRow } from '@fwd/contract';
import { Descriptions, Drawer, Flex, Tabs, Tag, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/time.ts';
import { OrderHistory } from './OrderHistory.tsx';
import { TrackLinkPanel } from './TrackLink.tsx';
import { TrackingStatusCell, useTrackingLabels } from './trackingLabels.tsx';
import { TrackingPanel, useOrderTracking } from './TrackingPanel.tsx';

const none = <span className="order-cell-none">—</span>;
const copyable = (value: string | null) => (value ? <Typography.Text copyable>{value}</Typography.Text> : none);
const withCode = (name: string | null, code: string | null) => (name === null ? none : `${name} (${code})`);
const time = (value: string | null) => (value ? formatDateTime(value) : none);

/** Every field of an order, grouped as the edit drawer groups them. */
function OrderFields({ order: o }: { order: OrderRow }) {
  const { t } = useTranslation('orders');
  const labels = useTrackingLabels();
  const section = (title: string, items: [label: string, value: ReactNode][]) => {
    const shown: DescriptionsProps['items'] = items.map(([label, value]) => ({
      key: label,
      label,
      children: value ?? none,
    }));
    return <Descriptions title={title} size="small" bordered column={{ xs: 1, sm: 2 }} items={shown} />;
  };
  return (
    <Flex vertical gap={16}>
      {section(t('section.numbers'), [
        [t('field.numbers'), copyable(o.numbers)],
        [t('field.customerOrderNumber'), copyable(o.customerOrderNumber)],
        [t('field.originalTrackingNumber'), copyable(o.originalTrackingNumber)],
        [t('field.newTrackingNumber'), copyable(o.newTrackingNumber)],
      ])}
      {section(t('section.route'), [
        [t('field.customer'), o.shortName],
        [t('field.agent'), o.agentName === AGENT_MASK ? AGENT_MASK : withCode(o.agentName, o.agentCode)],
        [t('field.channel'), withCode(o.channelName, o.channelCode)],
        [t('field.country'), withCode(o.countryName, o.countryCode)],
        [t('field.owner'), o.companyName ? `${o.name} · ${o.companyName}` : o.name],
      ])}
      {section(t('section.consignee'), [
        [t('field.consigneeName'), o.consigneeName],
        [t('field.consigneePhone'), o.consigneePhone],
        [t('field.consigneeCity'), o.consigneeCity],
        [t('field.consigneePostcode'), o.consigneePostcode],
        [t('field.consigneeAddress'), o.consigneeAddress],
      ])}
      {section(t('section.goods'), [
        [t('field.goodsDescription'), o.goodsDescription],
        [t('field.hsCode'), o.hsCode],
        [t('field.declaredValue'), o.declaredValue && [o.declaredValue, o.currency].filter(Boolean).join(' ')],
        [t('field.weight'), o.weight],
        [t('field.pieces'), o.pieces],
        [t('field.cargoType'), o.cargoType && t(`pricing.cargo.${o.cargoType}`)],
        [t('field.addressType'), o.addressType && t(`pricing.address.${o.addressType}`)],
        [t('field.dimensions'), o.lengthCm && `${o.lengthCm} × ${o.widthCm} × ${o.heightCm}`],
      ])}
      {section(t('section.dates'), [
        [t('field.entryDate'), time(o.entryDate)],
        [t('field.receivedAt'), time(o.receivedAt)],
      ])}
      {section(t('section.state'), [
        [t('field.statusName'), <Tag color={o.statusColor}>{o.statusName}</Tag>],
        [t('field.isReceived'), t(o.isReceived === '已签收' ? 'tab.signed' : 'tab.unsigned')],
        [
          t('field.trackingStatus'),
          <TrackingStatusCell status={o.trackingStatus} subStatus={o.trackingSubStatus} labels={labels} />,
        ],
        [t('field.problem'), o.problem ? <Tag color="red">{t('problem')}</Tag> : none],
        [t('field.remark'), o.remark],
      ])}
    </Flex>
  );
}

/**
 * An order opened from its row (详情): every field, its tracking with
 * 立即刷新, and its history from the audit log. The fields are the order as
 * the tracking answer has it now (the row, until that answer is in).
 */
export function OrderDetailDrawer({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const tracking = useOrderTracking(order);
  const current = tracking.query.data?.order ?? order;
  return (
    <Drawer
      open
      title={t('detail.title', { numbers: order.numbers })}
      size="min(760px, 100vw)"
      onClose={onClose}
      destroyOnHidden
    >
      <Tabs
        items={[
          { key: 'fields', label: t('detail.fields'), children: <OrderFields order={current} /> },
          {
            key: 'tracking',
            label: t('track'),
            children: (
              <Flex vertical gap={12}>
                {tracking.action && <Flex justify="end">{tracking.action}</Flex>}
                <TrackingPanel order={order} query={tracking.query} />
              </Flex>
            ),
          },
          { key: 'history', label: t('detail.history'), children: <OrderHistory orderId={order.id} /> },
          { key: 'link', label: t('link.menu'), children: <TrackLinkPanel orderId={order.id} /> },
        ]}
      />
    </Drawer>
  );
}
