import { Alert, Button, Card, ConfigProvider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/list/table/DataTable.tsx';
import { EmptyState } from '../../../components/QueryState.tsx';
import { errorLog, errorLogEnabled, useErrorLog, type ErrorEntry } from '../../../stores/errorLog.ts';
import { formatDateTime, relativeTime } from '../../../utils/time.ts';

export default function ErrorLogPage() {
  const { t } = useTranslation('system');
  const { componentSize } = ConfigProvider.useConfig();
  const entries = useErrorLog();

  return (
    <Card
      title={t('title')}
      extra={
        <Button danger disabled={entries.length === 0} onClick={errorLog.clear}>
          {t('clear')}
        </Button>
      }
    >
      {!errorLogEnabled() && <Alert type="info" showIcon title={t('disabled')} style={{ marginBottom: 16 }} />}
      {/* At most 200 entries, on one page: a message cut short reads whole on hover, its stack in its details. */}
      <DataTable<ErrorEntry>
        size={componentSize}
        dataSource={entries}
        emptyText={<EmptyState description={t('empty')} />}
        footer={entries.length > 0 && t('count', { count: entries.length })}
        scroll={{ x: 1000 }}
        expandable={{
          rowExpandable: (entry) => entry.stack !== '',
          expandedRowRender: (entry) => (
            <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>{entry.stack}</pre>
          ),
        }}
        columns={[
          {
            key: 'message',
            title: t('message'),
            dataIndex: 'message',
            width: 440,
            render: (text: string) => <Typography.Text type="danger">{text}</Typography.Text>,
          },
          { key: 'url', title: t('url'), dataIndex: 'url', width: 360 },
          {
            key: 'time',
            title: t('time'),
            dataIndex: 'time',
            width: 152,
            render: (time: number) => <span title={formatDateTime(time)}>{relativeTime(time)}</span>,
          },
        ]}
      />
    </Card>
  );
}
