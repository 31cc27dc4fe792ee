import { Alert, Button, Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueryPatch } from '../../components/useUrlQuery.ts';

/** The keyword search of a list; searching starts again from the first page. */
export function KeywordSearch({ keyword, placeholder, onQuery }: { keyword: string; placeholder: string; onQuery: (patch: QueryPatch) => void }) {
  return (
    <Input.Search
      // Remounts when the URL's keyword changes (a link, the back button), so the box shows it.
      key={keyword}
      allowClear
      defaultValue={keyword}
      placeholder={placeholder}
      aria-label={placeholder}
      onSearch={(value) => onQuery({ keyword: value.trim(), page: null })}
      style={{ width: 260 }}
    />
  );
}

/** Said above a list whose load failed, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('organization');
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
      style={{ marginBottom: 12 }}
    />
  );
}

/** A table's empty state. */
export const emptyTable = (description: string) => ({ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} /> });
