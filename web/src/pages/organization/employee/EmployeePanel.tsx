import { DeleteOutlined, EnvironmentOutlined, PlusOutlined, QqOutlined, WechatOutlined } from '@ant-design/icons';
import { P, type ChatPlatform, type EmployeeRow } from '@fwd/contract';
import { App, Button, Card, Flex, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { employees } from '../../../api/employees.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { useUrlPagination, type UrlQuery } from '../../../components/useUrlQuery.ts';
import { useEmployeeColumns } from '../employeeColumns.tsx';
import { emptyTable, KeywordSearch, LoadError } from '../listParts.tsx';
import { useEmployees, useOrganizationMutation } from '../queries.ts';
import { ChatAccountsDialog } from './ChatAccountsDialog.tsx';
import { EmployeeDialog } from './EmployeeDialog.tsx';
import { MoveSiteDialog } from './MoveSiteDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; employee: EmployeeRow }
  | { kind: 'resetPassword'; employee: EmployeeRow }
  | { kind: 'moveSite' }
  | { kind: 'chat'; platform: ChatPlatform };

interface Props {
  /** Null: every company. */
  companyId: number | null;
  companyName: string;
  query: UrlQuery;
}

/** A company's employees: search, paging, add, edit, reset password, move to a site, delete; and the chat accounts. */
export function EmployeePanel({ companyId, companyName, query }: Props) {
  const { page, size, keyword, update } = query;
  const { t } = useTranslation('organization');
  const { message, modal } = App.useApp();
  const list = useEmployees({ companyId: companyId ?? undefined, currentPage: page, pageSize: size, keyword: keyword || undefined });
  const baseColumns = useEmployeeColumns<EmployeeRow>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  /** Kept across pages, so a bulk action can span them. */
  const [selected, setSelected] = useState<number[]>([]);
  const remove = useOrganizationMutation(employees.remove);
  const can = {
    edit: useCan(P.employee.edit),
    delete: useCan(P.employee.delete),
    resetPassword: useCan(P.employee.resetPassword),
    moveSite: useCan(P.employee.moveSite),
  };

  const pagination = useUrlPagination(query, list.data?.total, (count) => t('employee.total', { count }));

  const confirmDelete = (ids: number[], title: string) =>
    modal.confirm({
      title,
      content: t('employee.deleteHint'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      // The client has already shown a refusal; the dialog just closes.
      onOk: () =>
        remove.mutateAsync(ids).then(
          () => {
            setSelected((keys) => keys.filter((k) => !ids.includes(k)));
            void message.success(t('employee.deleted', { count: ids.length }));
          },
          () => undefined,
        ),
    });

  const actions: TableColumnsType<EmployeeRow> =
    can.edit || can.resetPassword || can.delete
      ? [
          {
            key: 'actions',
            title: t('actions'),
            fixed: 'right',
            render: (_, row) => (
              <Space size={0} wrap>
                {can.edit && (
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', employee: row })}>
                    {t('edit')}
                  </Button>
                )}
                {can.resetPassword && (
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'resetPassword', employee: row })}>
                    {t('employee.resetPassword')}
                  </Button>
                )}
                {can.delete && (
                  <Button type="link" size="small" danger onClick={() => confirmDelete([row.id], t('employee.deleteOne', { name: row.name }))}>
                    {t('delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : [];

  const selectable = can.delete || can.moveSite;
  const emptyText = list.isError ? t('loadFailed') : keyword ? t('employee.noMatch', { keyword }) : t('employee.empty');
  const close = () => setDialog(null);

  return (
    <Card title={companyName} size="small" className="org-employees">
      <Flex gap={8} wrap justify="space-between" className="org-toolbar">
        <KeywordSearch keyword={keyword} placeholder={t('employee.search')} onQuery={update} />
        {/* Stays at the right when it wraps under the search box. */}
        <Space wrap style={{ marginLeft: 'auto' }}>
          {selectable && selected.length > 0 && <Typography.Text type="secondary">{t('employee.selected', { count: selected.length })}</Typography.Text>}
          <Can code={P.employee.moveSite}>
            <Button icon={<EnvironmentOutlined />} disabled={selected.length === 0} onClick={() => setDialog({ kind: 'moveSite' })}>
              {t('employee.moveSite')}
            </Button>
          </Can>
          <Can code={P.employee.delete}>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={() => confirmDelete(selected, t('employee.deleteMany', { count: selected.length }))}
            >
              {t('employee.deleteSelected')}
            </Button>
          </Can>
          <Can code={P.chat.view}>
            <Space.Compact>
              <Button icon={<QqOutlined />} onClick={() => setDialog({ kind: 'chat', platform: 'qq' })}>
                {t('chat.qq')}
              </Button>
              <Button icon={<WechatOutlined />} onClick={() => setDialog({ kind: 'chat', platform: 'wechat' })}>
                {t('chat.wechat')}
              </Button>
            </Space.Compact>
          </Can>
          <Can code={P.employee.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
              {t('employee.add')}
            </Button>
          </Can>
        </Space>
      </Flex>
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      <Table<EmployeeRow>
        rowKey="id"
        size="middle"
        columns={[...baseColumns, ...actions]}
        dataSource={list.data?.records}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        rowSelection={selectable ? { selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        locale={emptyTable(emptyText)}
        pagination={pagination}
      />
      {dialog?.kind === 'add' && <EmployeeDialog employee={null} companyId={companyId} onClose={close} />}
      {dialog?.kind === 'edit' && <EmployeeDialog employee={dialog.employee} companyId={companyId} onClose={close} />}
      {dialog?.kind === 'resetPassword' && <ResetPasswordDialog employee={dialog.employee} onClose={close} />}
      {dialog?.kind === 'moveSite' && (
        <MoveSiteDialog
          ids={selected}
          onDone={() => {
            setSelected([]);
            close();
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'chat' && <ChatAccountsDialog platform={dialog.platform} onClose={close} />}
    </Card>
  );
}
