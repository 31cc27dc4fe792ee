import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { employeesQueries } from '../../../api/employees.ts';
import { logisticsApi } from '../../../api/logistics.ts';
import { trackingApi } from '../../../api/tracking.ts';
import { JobDialog } from '../../../components/JobDialog.tsx';

/** Longest sync window the server takes. */
const SYNC_MAX_DAYS = 31;

/** Refreshes the tracking of every unsigned order of one employee, and follows the job. */
export function RefreshEmployeeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('orders');
  const employees = useQuery(employeesQueries.pick());
  const required = { required: true, message: t('required') };
  return (
    <JobDialog<{ username: string }>
      title={t('refreshAll.title')}
      okText={t('refreshAll.start')}
      start={({ username }) => trackingApi.fetchTrackingInfo(username.trim())}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('refreshAll.hint')}</Typography.Paragraph>
      <Form.Item name="username" label={t('refreshAll.employee')} rules={[required]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={employees.isPending}
          options={employees.data?.map((e) => ({ value: e.username, label: `${e.name} (${e.username})` }))}
        />
      </Form.Item>
    </JobDialog>
  );
}

/** Pulls the orders created or changed upstream in a window (the last 24 hours unless changed), and shows what came of it. */
export function SyncDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('orders');
  const now = dayjs();
  return (
    <JobDialog<{ window: [Dayjs, Dayjs] }>
      title={t('sync.title')}
      okText={t('sync.start')}
      initialValues={{ window: [now.subtract(24, 'hour'), now] }}
      start={({ window: [begin, end] }) =>
        logisticsApi.syncOrders({ beginTime: begin.format(), endTime: end.format() })
      }
      onClose={onClose}
      width={600}
    >
      <Typography.Paragraph type="secondary">{t('sync.hint')}</Typography.Paragraph>
      <Form.Item
        name="window"
        label={t('sync.window')}
        rules={[
          { required: true, message: t('required') },
          {
            validator: (_, w: [Dayjs, Dayjs] | null) =>
              !w || w[1].diff(w[0], 'day', true) <= SYNC_MAX_DAYS
                ? Promise.resolve()
                : Promise.reject(new Error(t('sync.maxDays'))),
          },
        ]}
      >
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
    </JobDialog>
  );
}
