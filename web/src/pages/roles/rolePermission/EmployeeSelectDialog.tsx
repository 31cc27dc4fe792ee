import type { Role } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Flex, Input, Modal, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { rolesApi, rolesQueries } from '../../../api/roles.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { useCandidates, type Candidate, type Source } from './useCandidates.ts';
import { useMemberColumns } from './useMemberColumns.tsx';

/**
 * Picks employees to give the role: found among all employees by name or
 * username, or listed from those without a role or another role's members.
 * Anyone picked who holds another role leaves it.
 */
export function EmployeeSelectDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation(['roles', 'common']);
  const { message } = App.useApp();
  const [source, setSource] = useState<Source>('all');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const columns = useMemberColumns(true);
  const roles = useQuery(rolesQueries.search(''));
  const candidates = useCandidates(source, search);
  const assign = useAreaMutation('roles', () => rolesApi.assign(role.id, picked));

  const add = () =>
    assign.mutate(undefined, {
      onSuccess: () => {
        void message.success(t('membersAdded', { count: picked.length, role: role.roleName }));
        onClose();
      },
    });

  const sourceRole = typeof source === 'number' ? roles.data?.find((r) => r.id === source) : undefined;
  const warning =
    source === 'all'
      ? t('moveAnyWarning', { to: role.roleName })
      : sourceRole && t('moveWarning', { from: sourceRole.roleName, to: role.roleName });

  return (
    <Modal
      open
      width={760}
      title={t('addMembersTo', { role: role.roleName })}
      okText={t('addCount', { count: picked.length })}
      okButtonProps={{ disabled: picked.length === 0 }}
      cancelText={t('common:cancel')}
      confirmLoading={assign.isPending}
      onOk={add}
      onCancel={onClose}
    >
      <Flex gap={8} wrap className="list-toolbar">
        <Select<Source>
          aria-label={t('source')}
          style={{ minWidth: 220 }}
          value={source}
          onChange={(next) => {
            setSource(next);
            setPicked([]);
          }}
          options={[
            { value: 'all', label: t('allEmployees') },
            { value: 'none', label: t('withoutRole') },
            ...(roles.data ?? [])
              .filter((r) => r.id !== role.id)
              .map((r) => ({ value: r.id, label: t('fromRole', { role: r.roleName }) })),
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('searchPeople')}
          aria-label={t('searchPeople')}
          className="list-search"
          onSearch={(text) => setSearch(text.trim())}
        />
      </Flex>
      {warning && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={warning} />}
      <QueryState query={candidates}>
        <Table<Candidate>
          rowKey="id"
          size="small"
          dataSource={candidates.rows}
          columns={columns}
          rowSelection={{
            selectedRowKeys: picked,
            onChange: (keys) => setPicked(keys.map(Number)),
            preserveSelectedRowKeys: true,
            // Members already: nothing to add.
            getCheckboxProps: (m) => ({ disabled: m.roleId === role.id }),
          }}
          pagination={{ pageSize: 8, hideOnSinglePage: true }}
        />
      </QueryState>
    </Modal>
  );
}
