import { UserAddOutlined } from '@ant-design/icons';
import { P, type ResponseOf, type Role, type roles } from '@fwd/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Table } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { roleApi } from '../../../api/roles.ts';
import { useCan } from '../../../components/Can.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { EmployeeSelectDialog } from './EmployeeSelectDialog.tsx';
import { roleKeys, useRefreshRoles } from './queries.ts';
import { useMemberColumns } from './useMemberColumns.tsx';

export type Member = ResponseOf<typeof roles.members>[number];

/** The role's members; adding and removing them needs role:member. Removing signs them out (without a role nobody may sign in). */
export function MembersTab({ role }: { role: Role }) {
  const { t } = useTranslation('rolePermission');
  const { message } = App.useApp();
  const refreshRoles = useRefreshRoles();
  const canManage = useCan(P.role.member);
  const members = useQuery({ queryKey: roleKeys.members(role.id), queryFn: () => roleApi.members(role.id) });
  const [selected, setSelected] = useState<number[]>([]);
  const [picking, setPicking] = useState(false);

  const remove = useMutation({
    mutationFn: (ids: number[]) => roleApi.unassign(ids),
    onSuccess: (_, ids) => {
      void message.success(t('membersRemoved', { count: ids.length }));
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      refreshRoles();
    },
  });

  const confirmRemove = (ids: number[], children: ReactElement) => (
    <Popconfirm
      title={t('removeMembersTitle', { count: ids.length })}
      description={t('removeMembersText')}
      okText={t('remove')}
      okButtonProps={{ danger: true }}
      onConfirm={() => remove.mutateAsync(ids)}
    >
      {children}
    </Popconfirm>
  );

  const columns = useMemberColumns(false);
  if (canManage) {
    columns.push({
      key: 'actions',
      title: t('actions'),
      width: 90,
      render: (_, m) => confirmRemove([m.id], <Button type="link" size="small" danger>{t('remove')}</Button>),
    });
  }

  return (
    <>
      {canManage && (
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setPicking(true)}>
            {t('addMembers')}
          </Button>
          {confirmRemove(selected, <Button danger disabled={selected.length === 0}>{t('removeSelected', { count: selected.length })}</Button>)}
        </Flex>
      )}
      <QueryState query={members}>
        <Table<Member>
          rowKey="id"
          size="middle"
          dataSource={members.data}
          columns={columns}
          rowSelection={canManage ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
        />
      </QueryState>
      {picking && <EmployeeSelectDialog role={role} onClose={() => setPicking(false)} />}
    </>
  );
}
