import { Button, Empty, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/envelope.ts';

/** What a panel needs to know about its query (react-query's result fits). */
export interface QueryStatus {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** The empty state: a small picture and what is (not) there. */
export const EmptyState = ({ description }: { description?: ReactNode }) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />
);

/**
 * The loading, failed (with the reason and a retry) and empty states of a
 * panel or list, so each page states only its content. The api client has
 * already toasted the failure; this keeps the reason in place.
 */
export function QueryState({
  query,
  empty = false,
  emptyText,
  children,
}: {
  query: QueryStatus;
  empty?: boolean;
  emptyText?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('widgets');
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('loading')} style={{ padding: 32, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  // Refused for what was asked (a weight that is not the pieces' sum): the form marks it in words; retrying
  // the same question cannot help, and the reason is not said twice.
  if (query.isError && query.error instanceof ApiError && query.error.fieldErrors.length > 0)
    return <EmptyState description={t('fixInput')} />;
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
  if (empty) return <EmptyState description={emptyText} />;
  return children;
}
