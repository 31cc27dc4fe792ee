import { SearchOutlined } from '@ant-design/icons';
import type { Role } from '@fwd/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Flex, Input, Modal, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleApi } from '../../../api/roles.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import type { Member } from './MembersTab.tsx';
import { roleKeys, useRefreshRoles } from './queries.ts';
import { useMemberColumns } from './useMemberColumns.tsx';

/** 'none': users without a role; a role id: that role's members, to move over. */
type Source = 'none' | number;

const matches = (m: Member, text: string) =>
  !text || m.name.toLowerCase().includes(text) || m.username.toLowerCase().includes(text);

/** Picks employees to give the role: those without a role, or members of another role (who then leave it). */
export function EmployeeSelectDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation(['rolePermission', 'common']);
  const { message } = App.useApp();
  const refreshRoles = useRefreshRoles();
  const [source, setSource] = useState<Source>('none');
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const columns = useMemberColumns(true);

  const roles = useQuery({ queryKey: roleKeys.list(''), queryFn: () => roleApi.search('') });
  const candidates = useQuery({
    queryKey: source === 'none' ? roleKeys.withoutRole : roleKeys.members(source),
    queryFn: () => (source === 'none' ? roleApi.withoutRole() : roleApi.members(source)),
  });
  const assign = useMutation({
    mutationFn: () => roleApi.assign(role.id, picked),
    onSuccess: () => {
      void message.success(t('membersAdded', { count: picked.length, role: role.roleName }));
      refreshRoles();
      onClose();
    },
  });

  const sourceRole = source === 'none' ? null : roles.data?.find((r) => r.id === source);
  const text = filter.trim().toLowerCase();

  return (
    <Modal
      open
      width={760}
      title={t('addMembersTo', { role: role.roleName })}
      okText={t('addCount', { count: picked.length })}
      okButtonProps={{ disabled: picked.length === 0 }}
      cancelText={t('common:cancel')}
      confirmLoading={assign.isPending}
      onOk={() => assign.mutate()}
      onCancel={onClose}
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select<Source>
          aria-label={t('source')}
          style={{ minWidth: 220 }}
          value={source}
          onChange={(next) => {
            setSource(next);
            setPicked([]);
          }}
          options={[
            { value: 'none', label: t('withoutRole') },
            ...(roles.data ?? []).filter((r) => r.id !== role.id).map((r) => ({ value: r.id, label: t('fromRole', { role: r.roleName }) })),
          ]}
        />
        <Input allowClear prefix={<SearchOutlined />} placeholder={t('filterPeople')} style={{ maxWidth: 260 }} onChange={(e) => setFilter(e.target.value)} />
      </Flex>
      {sourceRole && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('moveWarning', { from: sourceRole.roleName, to: role.roleName })} />}
      <QueryState query={candidates}>
        <Table<Member>
          rowKey="id"
          size="small"
          dataSource={(candidates.data ?? []).filter((m) => matches(m, text))}
          columns={columns}
          rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(Number)), preserveSelectedRowKeys: true }}
          pagination={{ pageSize: 8, hideOnSinglePage: true }}
        />
      </QueryState>
    </Modal>
  );
}
