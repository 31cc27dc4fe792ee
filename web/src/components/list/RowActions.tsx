import { Button, Space, Switch, Tag, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Actions {
  /** Absent: the user may not edit. */
  onEdit?: () => void;
  /** Absent: the user may not delete; present, it asks first (useList's removeRows). */
  onDelete?: () => void;
  /** Buttons between the two (an agent's options). */
  children?: ReactNode;
}

/** One of a row's links (a page's own action among 编辑 and 删除). */
export function RowLink({ onClick, loading, children }: { onClick: () => void; loading?: boolean; children: ReactNode }) {
  return (
    <Button type="link" size="small" loading={loading} onClick={onClick}>
      {children}
    </Button>
  );
}

/** A row's links: 编辑, the page's own (RowLink), 删除 in red. */
export function RowActions({ onEdit, onDelete, children }: Actions) {
  const { t } = useTranslation('widgets');
  return (
    <Space size={0}>
      {onEdit && (
        <Button type="link" size="small" onClick={onEdit}>
          {t('edit')}
        </Button>
      )}
      {children}
      {onDelete && (
        <Button type="link" size="small" danger onClick={onDelete}>
          {t('delete')}
        </Button>
      )}
    </Space>
  );
}

/** The actions column pinned right, or none when the user may do nothing to a row. */
export function useActionsColumn<Row>(allowed: boolean, actions: (row: Row) => Actions): TableColumnType<Row>[] {
  const { t } = useTranslation('widgets');
  return allowed ? [{ key: 'actions', title: t('actions'), fixed: 'right', render: (_, row) => <RowActions {...actions(row)} /> }] : [];
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
