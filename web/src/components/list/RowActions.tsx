import { LoadingOutlined } from '@ant-design/icons';
import { Switch, Tag, type TableColumnType } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textWidth } from '../../utils/textWidth.ts';
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
export function RowLink({
  onClick,
  loading,
  danger,
  children,
}: {
  onClick: () => void;
  loading?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={danger ? 'row-link row-link-danger' : 'row-link'}
      disabled={loading}
      aria-busy={loading || undefined}
      onClick={onClick}
    >
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

/** The links a row shows, for a column as wide as they are: 编辑 and 删除 when a row has them, and the page's own words. */
export interface LinkWords {
  edit: boolean;
  remove: boolean;
  own: readonly string[];
}

/** A row link's inline padding (.row-link), and its cell's (.data-table-table td) with a pixel to spare. */
const LINK_PADDING = 14;
const CELL_PADDING = 34;

/**
 * The actions column pinned right, or none when the user may do nothing to a row. The same column while
 * `actions` is the same function (a page's useCallback): the table then leaves its rows' cells alone when
 * the page renders again for something else, such as a tab clicked while its rows load. With `sized` (the same
 * object while its words are: a page's useMemo), the column is as wide as its links in the reader's language,
 * for a table laid out from its columns' widths: at a fixed width a longer language put a link on a second line.
 */
export function useActionsColumn<Row>(
  allowed: boolean,
  actions: (row: Row) => Actions,
  sized?: LinkWords,
): TableColumnType<Row>[] {
  const { t } = useTranslation('widgets');
  return useMemo(() => {
    const labels = { edit: t('edit'), delete: t('delete') };
    const words = sized && [
      ...(sized.edit ? [labels.edit] : []),
      ...sized.own,
      ...(sized.remove ? [labels.delete] : []),
    ];
    const widths = words?.map((word) => textWidth(word));
    const width = widths?.every((w) => w !== undefined)
      ? Math.ceil(widths.reduce((sum, w) => sum + w, 0)) + widths.length * LINK_PADDING + CELL_PADDING
      : undefined;
    return allowed
      ? [
          {
            key: 'actions',
            title: t('actions'),
            fixed: 'right',
            ...(width !== undefined && { width }),
            render: (_, row) => <RowLinks {...actions(row)} labels={labels} />,
          },
        ]
      : [];
  }, [allowed, actions, sized, t]);
}

/** A record's enabled flag in a table. */
export function EnabledTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('widgets');
  return enabled ? <Tag color="green">{t('on')}</Tag> : <Tag>{t('off')}</Tag>;
}

/** A record's enabled flag switched in place in a table; shown but locked without the right to edit. */
export function EnabledSwitch({
  enabled,
  name,
  canEdit,
  onChange,
}: {
  enabled: boolean;
  name: string;
  canEdit: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const { t } = useTranslation('widgets');
  return <Switch checked={enabled} disabled={!canEdit} aria-label={t('enableOf', { name })} onChange={onChange} />;
}
