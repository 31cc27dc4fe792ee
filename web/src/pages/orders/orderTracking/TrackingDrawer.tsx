import type { OrderRow } from '@fwd/contract';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrackingPanel, useOrderTracking } from './TrackingPanel.tsx';

/** An order's tracking (the row's 轨迹), with 立即刷新 in the drawer's header. */
export function TrackingDrawer({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const tracking = useOrderTracking(order);
  return (
    <Drawer
      open
      title={t('tracking.title', { numbers: order.numbers })}
      size="min(560px, 100vw)"
      onClose={onClose}
      destroyOnHidden
      extra={tracking.action}
    >
      <TrackingPanel order={order} query={tracking.query} />
    </Drawer>
  );
}
