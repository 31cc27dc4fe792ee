import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { P, type CompanyRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { companiesApi, companiesQueries } from '../../../api/companies.ts';
import { currentRecord } from '../../../api/conflict.ts';
import { useCan } from '../../../components/Can.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';

export const ALL_COMPANIES = 'all';
/** A company id, or every company at once. */
export type CompanySelection = number | typeof ALL_COMPANIES;

interface Props {
  selected: CompanySelection | null;
  onSelect: (id: CompanySelection) => void;
}

/** The companies with their active employee counts; add, rename in place, delete. */
export function CompanyList({ selected, onSelect }: Props) {
  const { t } = useTranslation(['companies', 'common']);
  const { message } = App.useApp();
  const list = useQuery(companiesQueries.list());
  const canAdd = useCan(P.company.add);
  /** The company whose name is being edited, or 'new' for the add row. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const create = useAreaMutation('companies', companiesApi.create);
  const rename = useAreaMutation('companies', companiesApi.rename);
  const remove = useAreaMutation('companies', companiesApi.remove);
  const confirmDelete = useConfirmedAction();

  // Spec: after companies load, the first becomes current; so it does when a linked or selected one is gone.
  const rows = list.data;
  useEffect(() => {
    if (rows?.length && selected !== ALL_COMPANIES && !rows.some((c) => c.id === selected)) onSelect(rows[0]!.id);
  }, [rows, selected, onSelect]);

  const add = (companyName: string) =>
    create.mutate(
      { companyName },
      {
        onSuccess: (row) => {
          setEditing(null);
          onSelect(row.id);
          void message.success(t('created'));
        },
      },
    );

  const save = (row: CompanyRow, companyName: string) =>
    rename.mutate(
      { id: row.id, version: row.version, companyName },
      {
        onSuccess: () => {
          setEditing(null);
          void message.success(t('renamed'));
        },
        onError: (error) => {
          // The list reloads after every change; the editor closes to show the other person's name.
          if (currentRecord(error)) {
            setEditing(null);
            void message.info(t('common:reloaded'));
          }
        },
      },
    );

  const extra = canAdd && (
    <Tooltip title={t('add')}>
      <Button
        type="text"
        size="small"
        icon={<PlusOutlined />}
        aria-label={t('add')}
        onClick={() => setEditing('new')}
      />
    </Tooltip>
  );

  return (
    <Card title={t('title')} extra={extra} size="small" className="org-companies">
      {editing === 'new' && (
        <NameEditor initial="" pending={create.isPending} onSave={add} onCancel={() => setEditing(null)} />
      )}
      <QueryState query={list} empty={list.data?.length === 0} emptyText={t('empty')}>
        <ul className="org-company-list" aria-label={t('title')}>
          <li className={selected === ALL_COMPANIES ? 'org-company org-company--selected' : 'org-company'}>
            <button
              type="button"
              className="org-company-name"
              aria-current={selected === ALL_COMPANIES || undefined}
              onClick={() => onSelect(ALL_COMPANIES)}
            >
              <span className="org-company-label">{t('all')}</span>
            </button>
          </li>
          {list.data?.map((row) =>
            editing === row.id ? (
              <li key={row.id}>
                <NameEditor
                  initial={row.companyName}
                  pending={rename.isPending}
                  onSave={(name) => save(row, name)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <CompanyItem
                key={row.id}
                row={row}
                selected={row.id === selected}
                onSelect={() => onSelect(row.id)}
                onRename={() => setEditing(row.id)}
                // The server refuses while employees remain and says so; its message is shown as is.
                onDelete={() =>
                  confirmDelete({
                    title: t('deleteConfirm', { name: row.companyName }),
                    run: () => remove.mutateAsync(row.id),
                    done: t('deleted'),
                  })
                }
              />
            ),
          )}
        </ul>
      </QueryState>
    </Card>
  );
}

interface ItemProps {
  row: CompanyRow;
  selected: boolean;
  onSelect: () => void;
  onRename: () => void;
  onDelete: () => void;
}

function CompanyItem({ row, selected, onSelect, onRename, onDelete }: ItemProps) {
  const { t } = useTranslation(['companies', 'common']);
  const canEdit = useCan(P.company.edit);
  const canDelete = useCan(P.company.delete);
  const count = row.userCount ?? 0;
  return (
    <li className={selected ? 'org-company org-company--selected' : 'org-company'}>
      <button type="button" className="org-company-name" aria-current={selected || undefined} onClick={onSelect}>
        <span className="org-company-label">{row.companyName}</span>
        <span className="org-company-count" title={t('employees', { count })}>
          {count}
        </span>
      </button>
      <span className="org-company-actions">
        {canEdit && (
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t('rename')} ${row.companyName}`}
            onClick={onRename}
          />
        )}
        {canDelete && (
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('common:delete')} ${row.companyName}`}
            onClick={onDelete}
          />
        )}
      </span>
    </li>
  );
}

interface EditorProps {
  initial: string;
  pending: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** A company name input: Enter saves, Escape cancels. */
function NameEditor({ initial, pending, onSave, onCancel }: EditorProps) {
  const { t } = useTranslation(['companies', 'common']);
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  const submit = () => {
    if (trimmed && trimmed !== initial) onSave(trimmed);
    else if (trimmed === initial) onCancel();
  };
  return (
    <Space.Compact block className="org-company-editor">
      <Input
        autoFocus
        size="small"
        value={name}
        maxLength={50}
        placeholder={t('namePlaceholder')}
        aria-label={t('namePlaceholder')}
        onChange={(e) => setName(e.target.value)}
        onPressEnter={submit}
        onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      />
      <Button
        size="small"
        type="primary"
        icon={<CheckOutlined />}
        aria-label={t('common:save')}
        loading={pending}
        disabled={!trimmed}
        onClick={submit}
      />
      <Button size="small" icon={<CloseOutlined />} aria-label={t('common:cancel')} onClick={onCancel} />
    </Space.Compact>
  );
}
