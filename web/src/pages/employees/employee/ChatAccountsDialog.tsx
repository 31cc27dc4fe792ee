import { P, QQ_ACCOUNT_PATTERN, WECHAT_ACCOUNT_PATTERN, type ChatAccountRow, type ChatPlatform } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { chatApi, chatQueries } from '../../../api/chat.ts';
import { currentRecord } from '../../../api/conflict.ts';
import { employeesQueries } from '../../../api/employees.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { useCan } from '../../../components/Can.tsx';
import { RowActions, RowLink } from '../../../components/list/RowActions.tsx';
import { EmptyState, QueryState } from '../../../components/QueryState.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import { SLOW_MS } from '../../../utils/useSlow.ts';

interface Draft {
  account: string;
  /** undefined or null: idle. */
  userId?: number | null;
}

/** The company's QQ or WeChat accounts (one dialog for both): add, edit in place, assign to an employee, set idle, delete. */
export function ChatAccountsDialog({ platform, onClose }: { platform: ChatPlatform; onClose: () => void }) {
  const { t } = useTranslation(['chat', 'common']);
  const { message } = App.useApp();
  const canEdit = useCan(P.chat.edit);
  const accountRules = [
    { required: true, whitespace: true, message: t('accountRequired') },
    {
      pattern: platform === 'qq' ? QQ_ACCOUNT_PATTERN : WECHAT_ACCOUNT_PATTERN,
      message: t(platform === 'qq' ? 'qqPattern' : 'wechatPattern'),
    },
  ];
  const list = useQuery(chatQueries.list(platform));
  const picks = useQuery(employeesQueries.pick());
  const api = useMemo(() => chatApi(platform), [platform]);
  const create = useAreaMutation('chat', api.create);
  const update = useAreaMutation('chat', api.update);
  const remove = useAreaMutation('chat', api.remove);
  const confirmDelete = useConfirmedAction();
  const [addForm] = Form.useForm<Draft>();
  const [editForm] = Form.useForm<Draft>();
  /** The row being edited, as it was when editing began (its version goes with the save). */
  const [editing, setEditing] = useState<ChatAccountRow | null>(null);

  const userOptions = useMemo(
    () => picks.data?.map((u) => ({ value: u.id, label: `${u.name} (${u.username})` })),
    [picks.data],
  );
  const userSelect = (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('assign')}
      aria-label={t('user')}
      loading={picks.isPending}
      options={userOptions}
      style={{ minWidth: 200 }}
    />
  );

  const startEdit = (row: ChatAccountRow) => {
    setEditing(row);
    editForm.setFieldsValue({ account: row.account, userId: row.userId });
  };

  /** After a version conflict the list reloads; an open editor takes the current record. */
  const onStale = (error: unknown) => {
    const current = currentRecord<ChatAccountRow>(error);
    if (!current) return;
    if (editing?.id === current.id) startEdit(current);
    void message.info(t('common:reloaded'));
  };

  const add = (draft: Draft) =>
    create.mutate(
      { account: draft.account, userId: draft.userId ?? null },
      {
        onSuccess: () => {
          addForm.resetFields();
          void message.success(t('added'));
        },
        onError: (error) => applyFieldErrors(addForm, error),
      },
    );

  const save = (row: ChatAccountRow, draft: Draft) =>
    update.mutate(
      { id: row.id, version: row.version, account: draft.account, userId: draft.userId ?? null },
      {
        onSuccess: () => {
          setEditing(null);
          void message.success(t('saved'));
        },
        onError: (error) => applyFieldErrors(editForm, error) || onStale(error),
      },
    );

  const setIdle = (row: ChatAccountRow) =>
    update.mutate({ id: row.id, version: row.version, account: row.account, userId: null }, { onError: onStale });

  const columns: TableColumnsType<ChatAccountRow> = [
    {
      key: 'account',
      title: t('account'),
      render: (_, row) =>
        editing?.id === row.id ? (
          <Form.Item name="account" rules={accountRules} style={{ margin: 0 }}>
            <Input maxLength={64} aria-label={t('account')} />
          </Form.Item>
        ) : (
          row.account
        ),
    },
    {
      key: 'user',
      title: t('user'),
      render: (_, row) =>
        editing?.id === row.id ? (
          <Form.Item name="userId" style={{ margin: 0 }}>
            {userSelect}
          </Form.Item>
        ) : row.name === null ? (
          <Tag>{t('idle')}</Tag>
        ) : (
          row.name
        ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      title: t('common:actions'),
      width: 200,
      render: (_, row) =>
        editing?.id === row.id ? (
          <RowActions>
            <RowLink loading={update.isPending} onClick={() => editForm.submit()}>
              {t('common:save')}
            </RowLink>
            <RowLink onClick={() => setEditing(null)}>{t('common:cancel')}</RowLink>
          </RowActions>
        ) : (
          <RowActions
            onEdit={() => startEdit(row)}
            onDelete={() =>
              confirmDelete({
                title: t('deleteConfirm', { account: row.account }),
                run: () => remove.mutateAsync(row.id),
                done: t('deleted'),
              })
            }
          >
            {row.userId !== null && <RowLink onClick={() => setIdle(row)}>{t('setIdle')}</RowLink>}
          </RowActions>
        ),
    });
  }

  return (
    <Modal open title={t(platform)} width={760} footer={null} onCancel={onClose} destroyOnHidden>
      {canEdit && (
        <Form<Draft> form={addForm} layout="inline" onFinish={add} className="org-chat-add" autoComplete="off">
          <Form.Item name="account" rules={accountRules}>
            <Input maxLength={64} placeholder={t('newAccount')} aria-label={t('newAccount')} />
          </Form.Item>
          <Form.Item name="userId">{userSelect}</Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('add')}
          </Button>
        </Form>
      )}
      <Form<Draft> form={editForm} component={false} onFinish={(draft) => editing && save(editing, draft)}>
        <QueryState query={list}>
          <Table<ChatAccountRow>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={list.data}
            loading={{ spinning: list.isFetching, delay: SLOW_MS }}
            pagination={false}
            scroll={{ y: 420 }}
            locale={{ emptyText: <EmptyState description={t('empty')} /> }}
          />
        </QueryState>
      </Form>
    </Modal>
  );
}
