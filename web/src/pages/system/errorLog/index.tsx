import { Alert, Button, Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/QueryState.tsx';
import { errorLog, errorLogEnabled, useErrorLog, type ErrorEntry } from '../../../stores/errorLog.ts';
import { formatDateTime, relativeTime } from '../../../utils/time.ts';

export default function ErrorLogPage() {
  const { t } = useTranslation('system');
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
      <Table<ErrorEntry>
        rowKey="id"
        dataSource={entries}
        locale={{ emptyText: <EmptyState description={t('empty')} /> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (count) => t('count', { count }) }}
        expandable={{
          columnTitle: t('details'),
          columnWidth: 96,
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
            render: (text: string) => <Typography.Text type="danger">{text}</Typography.Text>,
          },
          { key: 'url', title: t('url'), dataIndex: 'url', ellipsis: true },
          {
            key: 'time',
            title: t('time'),
            dataIndex: 'time',
            width: 180,
            render: (time: number) => <span title={formatDateTime(time)}>{relativeTime(time)}</span>,
          },
        ]}
      />
    </Card>
  );
}
