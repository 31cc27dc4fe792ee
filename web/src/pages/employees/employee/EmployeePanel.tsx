import { DeleteOutlined, EnvironmentOutlined, PlusOutlined, QqOutlined, WechatOutlined } from '@ant-design/icons';
import { EMPLOYEE_PAGE_SIZE, P, type ChatPlatform, type EmployeeRow } from '@fwd/contract';
import { Button, Card, Flex, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { employeesApi, employeesQueries } from '../../../api/employees.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useList } from '../../../components/list/useList.ts';
import { useEmployeeColumns } from '../employeeColumns.tsx';
import { ChatAccountsDialog } from './ChatAccountsDialog.tsx';
import { EmployeeActions, useCanActOnEmployees } from './EmployeeActions.tsx';
import { EmployeeDialog } from './EmployeeDialog.tsx';
import { MoveSiteDialog } from './MoveSiteDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; employee: EmployeeRow }
  | { kind: 'resetPassword'; employee: EmployeeRow }
  | { kind: 'moveSite' }
  | { kind: 'chat'; platform: ChatPlatform };

/** A company's employees (null: every company's): search, paging, add, edit, reset password, move to a site, delete; and the chat accounts. */
export function EmployeePanel({ companyId, companyName }: { companyId: number | null; companyName: string }) {
  const { t } = useTranslation(['employees', 'chat']);
  const list = useList({
    pageSize: EMPLOYEE_PAGE_SIZE,
    query: ({ page, size, keyword }) =>
      employeesQueries.list({
        companyId: companyId ?? undefined,
        currentPage: page,
        pageSize: size,
        keyword: keyword || undefined,
      }),
    total: (count) => t('employee.total', { count }),
    area: 'employees',
    remove: employeesApi.remove,
  });
  const baseColumns = useEmployeeColumns<EmployeeRow>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const canDelete = useCan(P.employee.delete);
  const canMove = useCan(P.employee.moveSite);
  const canAct = useCanActOnEmployees();
  const { selected, view } = list;

  const remove = (ids: number[], title: string) =>
    list.removeRows({
      ids,
      title,
      content: t('employee.deleteHint'),
      done: t('employee.deleted', { count: ids.length }),
    });

  // Within one company its name on every row says nothing the card's title does not: room for the phone.
  const rowColumns = companyId === null ? baseColumns : baseColumns.filter((c) => c.key !== 'company');
  const actions: TableColumnsType<EmployeeRow> = canAct
    ? [
        {
          key: 'actions',
          title: t('actions'),
          fixed: 'right',
          render: (_, row) => (
            <EmployeeActions
              onEdit={() => setDialog({ kind: 'edit', employee: row })}
              onResetPassword={() => setDialog({ kind: 'resetPassword', employee: row })}
              onDelete={() => remove([row.id], t('employee.deleteOne', { name: row.name }))}
            />
          ),
        },
      ]
    : [];
  const emptyText = view.keyword ? t('employee.noMatch', { keyword: view.keyword }) : t('employee.empty');
  const close = () => setDialog(null);

  return (
    <Card
      title={companyName}
      size="small"
      className="org-employees"
      extra={
        // Company-wide accounts, apart from the row toolbar so it stays on one line.
        <Space size={4}>
          <Can code={P.chat.view}>
            <Button
              type="text"
              size="small"
              icon={<QqOutlined />}
              onClick={() => setDialog({ kind: 'chat', platform: 'qq' })}
            >
              {t('chat:qq')}
            </Button>
            <Button
              type="text"
              size="small"
              icon={<WechatOutlined />}
              onClick={() => setDialog({ kind: 'chat', platform: 'wechat' })}
            >
              {t('chat:wechat')}
            </Button>
          </Can>
        </Space>
      }
    >
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <KeywordSearch keyword={view.keyword} placeholder={t('employee.search')} onQuery={view.update} />
        <Space wrap>
          <Can code={P.employee.moveSite}>
            <Button
              icon={<EnvironmentOutlined />}
              disabled={selected.length === 0}
              onClick={() => setDialog({ kind: 'moveSite' })}
            >
              {t('employee.moveSite')}
            </Button>
          </Can>
          <Can code={P.employee.delete}>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={() => remove(selected, t('employee.deleteMany', { count: selected.length }))}
            >
              {t('employee.deleteSelected')}
            </Button>
          </Can>
          <Can code={P.employee.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
              {t('employee.add')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <ListTable<EmployeeRow>
        query={list.query}
        emptyText={emptyText}
        columns={[...rowColumns, ...actions]}
        dataSource={list.rows}
        rowSelection={canDelete || canMove ? list.rowSelection : undefined}
        pagination={list.pagination}
      />
      {dialog?.kind === 'add' && <EmployeeDialog employee={null} companyId={companyId} onClose={close} />}
      {dialog?.kind === 'edit' && <EmployeeDialog employee={dialog.employee} companyId={companyId} onClose={close} />}
      {dialog?.kind === 'resetPassword' && <ResetPasswordDialog employee={dialog.employee} onClose={close} />}
      {dialog?.kind === 'moveSite' && (
        <MoveSiteDialog
          ids={selected}
          onDone={() => {
            list.clearSelection();
            close();
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'chat' && <ChatAccountsDialog platform={dialog.platform} onClose={close} />}
    </Card>
  );
}
