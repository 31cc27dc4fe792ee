import { Button, Empty, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a panel needs to know about its query (react-query's result fits). */
export interface QueryStatus {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The loading, failed (with the reason and a retry) and empty states of a
 * panel, so each page states only its content. The api client has already
 * toasted the failure; this keeps the reason in place.
 */
export function QueryState({ query, empty = false, children }: { query: QueryStatus; empty?: boolean; children: ReactNode }) {
  const { t } = useTranslation('widgets');
  if (query.isPending) {
    return (
      <div role="status" style={{ padding: 32, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        subTitle={query.error instanceof Error ? query.error.message : undefined}
        extra={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return children;
}
