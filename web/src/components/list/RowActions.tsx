import { LoadingOutlined } from '@ant-design/icons';
import { Switch, Tag, type TableColumnType } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './list.css';

interface Actions {
  /** Absent: the user may not edit. */
  onEdit?: () => void;
  /** Absent: the user may not delete; present, it asks first (useList's removeRows). */
  onDelete?: () => void;
  /** Buttons between the two (an agent's options). */
  children?: ReactNode;
}

/**
 * One of a row's links (a page's own action among 编辑 and 删除): a plain button in the look of antd's small
 * link button. A table has a few a row, and antd's Button (wave, theme hooks, compact context) is many times
 * the work to render: on a slow PC, a good part of a page of orders' time to paint.
 */
export function RowLink({ onClick, loading, danger, children }: { onClick: () => void; loading?: boolean; danger?: boolean; children: ReactNode }) {
  return (
    <button type="button" className={danger ? 'row-link row-link-danger' : 'row-link'} disabled={loading} aria-busy={loading || undefined} onClick={onClick}>
      {loading && <LoadingOutlined />}
      {children}
    </button>
  );
}

/** A row's links: 编辑, the page's own (RowLink), 删除 in red. */
export function RowActions(actions: Actions) {
  const { t } = useTranslation('widgets');
  return <RowLinks {...actions} labels={{ edit: t('edit'), delete: t('delete') }} />;
}

/** The same with its words given: a table reads them once for all its rows, not once a row. */
function RowLinks({ onEdit, onDelete, children, labels }: Actions & { labels: { edit: string; delete: string } }) {
  return (
    <span className="row-links">
      {onEdit && <RowLink onClick={onEdit}>{labels.edit}</RowLink>}
      {children}
      {onDelete && (
        <RowLink danger onClick={onDelete}>
          {labels.delete}
        </RowLink>
      )}
    </span>
  );
}

/**
 * The actions column pinned right, or none when the user may do nothing to a row. The same column while
 * `actions` is the same function (a page's useCallback): the table then leaves its rows' cells alone when
 * the page renders again for something else, such as a tab clicked while its rows load.
 */
export function useActionsColumn<Row>(allowed: boolean, actions: (row: Row) => Actions): TableColumnType<Row>[] {
  const { t } = useTranslation('widgets');
  return useMemo(() => {
    const labels = { edit: t('edit'), delete: t('delete') };
    return allowed ? [{ key: 'actions', title: t('actions'), fixed: 'right', render: (_, row) => <RowLinks {...actions(row)} labels={labels} /> }] : [];
  }, [allowed, actions, t]);
}

/** A record's enabled flag in a table. */
export function EnabledTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('widgets');
  return enabled ? <Tag color="green">{t('on')}</Tag> : <Tag>{t('off')}</Tag>;
}

/** A record's enabled flag switched in place in a table; shown but locked without the right to edit. */
export function EnabledSwitch({ enabled, name, canEdit, onChange }: { enabled: boolean; name: string; canEdit: boolean; onChange: (enabled: boolean) => void }) {
  const { t } = useTranslation('widgets');
  return <Switch checked={enabled} disabled={!canEdit} aria-label={t('enableOf', { name })} onChange={onChange} />;
}
