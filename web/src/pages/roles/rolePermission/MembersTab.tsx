import { UserAddOutlined } from '@ant-design/icons';
import { P, type Role } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { rolesApi, rolesQueries, type Member } from '../../../api/roles.ts';
import { useCan } from '../../../components/Can.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import { EmployeeSelectDialog } from './EmployeeSelectDialog.tsx';
import { useMemberColumns } from './useMemberColumns.tsx';

/** The role's members; adding and removing them needs role:member. Removing signs them out (without a role nobody may sign in). */
export function MembersTab({ role }: { role: Role }) {
  const { t } = useTranslation('roles');
  const canManage = useCan(P.role.member);
  const members = useQuery(rolesQueries.members(role.id));
  const [selected, setSelected] = useState<number[]>([]);
  const [picking, setPicking] = useState(false);
  const unassign = useAreaMutation('roles', rolesApi.unassign);
  const confirm = useConfirmedAction();

  const remove = (ids: number[]) =>
    confirm({
      title: t('removeMembersTitle', { count: ids.length }),
      content: t('removeMembersText'),
      okText: t('remove'),
      run: () => unassign.mutateAsync(ids).then(() => setSelected((s) => s.filter((id) => !ids.includes(id)))),
      done: t('membersRemoved', { count: ids.length }),
    });

  const columns = useMemberColumns(false);
  if (canManage) {
    columns.push({
      key: 'actions',
      title: t('actions'),
      render: (_, m) => (
        <Button type="link" size="small" danger onClick={() => remove([m.id])}>
          {t('remove')}
        </Button>
      ),
    });
  }

  return (
    <>
      {canManage && (
        <Flex gap={8} wrap className="list-toolbar">
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setPicking(true)}>
            {t('addMembers')}
          </Button>
          <Button danger disabled={selected.length === 0} onClick={() => remove(selected)}>
            {t('removeSelected', { count: selected.length })}
          </Button>
        </Flex>
      )}
      <ListTable<Member>
        query={members}
        emptyText={t('noMembers')}
        dataSource={members.data}
        columns={columns}
        rowSelection={
          canManage ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined
        }
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
      {picking && <EmployeeSelectDialog role={role} onClose={() => setPicking(false)} />}
    </>
  );
}
