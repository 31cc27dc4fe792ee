import { P, type OrderRow } from '@fwd/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Modal, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { trackApi, trackQueries } from '../../../api/track.ts';
import { useCan } from '../../../components/Can.tsx';
import { QueryState } from '../../../components/QueryState.tsx';

/**
 * An order's public tracking link, whole with this console's address, to copy and send to the customer (who
 * sees the parcel's status and events and nothing else, without signing in); with order:edit, 作废 replaces it,
 * after asking, and the old one answers "not found" from then on.
 */
export function TrackLinkPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation(['orders', 'common']);
  const { message } = App.useApp();
  const client = useQueryClient();
  const canRevoke = useCan(P.order.edit);
  const link = useQuery(trackQueries.link(orderId));
  const revoke = useAreaMutation('track', () => trackApi.revokeLink(orderId));
  const url = link.data && new URL(link.data.path, window.location.origin).href;
  return (
    <QueryState query={link}>
      {url && (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('link.hint')}</Typography.Text>
          <Typography.Text
            code
            copyable={{ text: url, tooltips: [t('link.copy'), t('link.copied')] }}
            className="order-track-link"
          >
            {url}
          </Typography.Text>
          <Flex gap={8} wrap>
            <Button href={url} target="_blank" rel="noreferrer">
              {t('link.open')}
            </Button>
            {canRevoke && (
              <Popconfirm
                title={t('link.revokeTitle')}
                description={t('link.revokeContent')}
                okText={t('link.revoke')}
                okButtonProps={{ danger: true }}
                cancelText={t('common:cancel')}
                onConfirm={() =>
                  revoke.mutateAsync(undefined).then((fresh) => {
                    client.setQueryData(trackQueries.link(orderId).queryKey, fresh);
                    void message.success(t('link.revoked'));
                  })
                }
              >
                <Button danger loading={revoke.isPending}>
                  {t('link.revoke')}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        </Flex>
      )}
    </QueryState>
  );
}

/** The row's 追踪链接: the panel in a dialog. */
export function TrackLinkDialog({ order, onClose }: { order: OrderRow; onClose: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <Modal open title={t('link.title', { numbers: order.numbers })} onCancel={onClose} footer={null} destroyOnHidden>
      <TrackLinkPanel orderId={order.id} />
    </Modal>
  );
}
