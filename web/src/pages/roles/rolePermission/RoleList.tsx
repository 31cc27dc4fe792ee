import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { P, type Role } from '@fwd/contract';
import { Button, Card, Input, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { rolesApi } from '../../../api/roles.ts';
import { useCan } from '../../../components/Can.tsx';
import { PickList } from '../../../components/PickList.tsx';
import { QueryState, type QueryStatus } from '../../../components/QueryState.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import { RoleFormModal } from './RoleFormModal.tsx';

interface Props {
  query: QueryStatus;
  roles: readonly Role[];
  currentId: number | null;
  onPick: (id: number) => void;
  onSearch: (keyword: string) => void;
}

/** The roles, searchable by display name; create, rename and delete by permission. The super-administrator cannot be deleted. */
export function RoleList({ query, roles, currentId, onPick, onSearch }: Props) {
  const { t } = useTranslation('roles');
  const canAdd = useCan(P.role.add);
  const canEdit = useCan(P.role.edit);
  const canDelete = useCan(P.role.delete);
  // An id, not the record: after a stale-version refusal the form gets the fresh version.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const editedRole = roles.find((r) => r.id === editing) ?? null;

  // The role's own panels stay unasked while it goes: they would only hear "not found".
  const remove = useAreaMutation('roles', rolesApi.remove, (id) => [id]);
  const confirm = useConfirmedAction();

  const actions = (role: Role) => (
    <>
      {canEdit && (
        <Tooltip title={t('renameRole')}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('renameRoleOf', { name: role.roleName })}
            onClick={() => setEditing(role.id)}
          />
        </Tooltip>
      )}
      {canDelete && !role.isSuper && (
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('deleteRoleOf', { name: role.roleName })}
          onClick={() =>
            confirm({
              title: t('deleteRoleTitle', { name: role.roleName }),
              content: t('deleteRoleText'),
              run: () => remove.mutateAsync(role.id),
              done: t('roleDeleted', { name: role.roleName }),
            })
          }
        />
      )}
    </>
  );

  return (
    <Card
      title={t('roles')}
      extra={
        canAdd && (
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('newRole')}
          </Button>
        )
      }
      styles={{ body: { padding: 12 } }}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Input.Search placeholder={t('searchRoles')} allowClear onSearch={(text) => onSearch(text.trim())} />
        <QueryState query={query}>
          <PickList
            label={t('roles')}
            selected={currentId}
            onPick={(key) => onPick(Number(key))}
            items={roles.map((role) => ({
              key: role.id,
              title: (
                <>
                  {role.roleName}
                  {role.isSuper && <Tag color="gold">{t('builtIn')}</Tag>}
                </>
              ),
              description: t('roleSummary', { name: role.name, count: role.memberCount }),
              actions: actions(role),
            }))}
          />
        </QueryState>
      </Space>
      {(editing === 'new' || editedRole) && (
        <RoleFormModal
          role={editedRole}
          onClose={() => setEditing(null)}
          onSaved={(role) => {
            setEditing(null);
            onPick(role.id);
          }}
        />
      )}
    </Card>
  );
}
