import { DeleteOutlined, DownloadOutlined, EditOutlined, SyncOutlined } from '@ant-design/icons';
import { P } from '@fwd/contract';
import { App, Button, Form, Space, Typography } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { ordersApi } from '../../../api/orders.ts';
import { trackingApi } from '../../../api/tracking.ts';
import { Can } from '../../../components/Can.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { JobDialog } from '../../../components/JobDialog.tsx';
import { StatusPicker } from '../../../components/pickers/pickers.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';

interface Props {
  ids: number[];
  /** Exports the chosen orders. */
  onExport: () => Promise<unknown>;
  /** Empties the selection (after a delete, or when asked). */
  onClear: () => void;
}

/** The number status every chosen order takes, asked in a dialog. */
function StatusDialog({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ statusId: number }>();
  const setStatus = useAreaMutation('orders', ({ statusId }: { statusId: number }) =>
    ordersApi.batchStatus(ids, statusId),
  );
  return (
    <FormModal
      form={form}
      title={t('batch.statusTitle', { count: ids.length })}
      pending={setStatus.isPending}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          setStatus.mutate(values, {
            onSuccess: ({ updated }) => {
              void message.success(t('batch.statusDone', { count: updated }));
              onClose();
            },
          })
        }
      >
        <Form.Item name="statusId" label={t('field.statusName')} rules={[{ required: true, message: t('required') }]}>
          <StatusPicker kind="number" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/**
 * What can be done to the orders chosen on the page (kept across pages):
 * change their number status, refresh their tracking, export them, delete
 * them; each within the user's permissions, each asked first, each all or
 * none on the server and audited there.
 */
export const OrderBatchBar = memo(function OrderBatchBar({ ids, onExport, onClear }: Props) {
  const { t } = useTranslation('orders');
  const [dialog, setDialog] = useState<'status' | 'track' | null>(null);
  const [exporting, setExporting] = useState(false);
  const confirm = useConfirmedAction();
  const remove = useAreaMutation('orders', () => ordersApi.batchRemove(ids));
  if (!ids.length) return null;
  const close = () => setDialog(null);
  return (
    <Space wrap className="order-batch-bar" role="toolbar" aria-label={t('batch.label')}>
      <Typography.Text strong>{t('batch.chosen', { count: ids.length })}</Typography.Text>
      <Can code={P.order.edit}>
        <Button size="small" icon={<EditOutlined />} onClick={() => setDialog('status')}>
          {t('batch.status')}
        </Button>
      </Can>
      <Can code={P.order.track}>
        <Button size="small" icon={<SyncOutlined />} onClick={() => setDialog('track')}>
          {t('batch.track')}
        </Button>
      </Can>
      <Can code={P.order.export}>
        <Button
          size="small"
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={() => (setExporting(true), void onExport().finally(() => setExporting(false)))}
        >
          {t('batch.export')}
        </Button>
      </Can>
      <Can code={P.order.delete}>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() =>
            confirm({
              title: t('batch.deleteTitle', { count: ids.length }),
              content: t('deleteHint'),
              run: () => remove.mutateAsync().then(onClear),
              done: t('deleted'),
            })
          }
        >
          {t('batch.delete')}
        </Button>
      </Can>
      <Button size="small" type="link" onClick={onClear}>
        {t('batch.clear')}
      </Button>
      {dialog === 'status' && <StatusDialog ids={ids} onClose={close} />}
      {dialog === 'track' && (
        <JobDialog<object>
          title={t('batch.trackTitle', { count: ids.length })}
          okText={t('batch.trackStart')}
          start={() => trackingApi.batchTrack(ids)}
          onClose={close}
        >
          <Typography.Paragraph type="secondary">{t('batch.trackHint')}</Typography.Paragraph>
        </JobDialog>
      )}
    </Space>
  );
});
