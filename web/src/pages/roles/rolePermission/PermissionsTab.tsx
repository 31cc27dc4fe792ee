import { P, type PermissionNode, type Role, type RolePermissions } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Space, Tag, Tree, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { rolesApi, rolesQueries } from '../../../api/roles.ts';
import { useCan } from '../../../components/Can.tsx';
import { titlesOf, useRouteTitle } from '../../../shell/router/routeTitle.ts';
import { useSession } from '../../../stores/session.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { grantCalls, heldKeys, leavesOf, type GrantCall } from './permissionTree.ts';

interface CheckNode {
  key: string;
  /** The tooltip; titleRender draws the label. */
  title: string;
  node: PermissionNode;
  /** Menus with no permission below have nothing to grant. */
  disableCheckbox: boolean;
  children: CheckNode[];
}

const toCheckNodes = (nodes: readonly PermissionNode[]): CheckNode[] =>
  nodes.map((node) => ({
    key: node.key,
    title: node.title,
    node,
    disableCheckbox: leavesOf(node).length === 0,
    children: toCheckNodes(node.children),
  }));

function send(roleId: number, call: GrantCall): Promise<RolePermissions> {
  switch (call.kind) {
    case 'grant':
      return rolesApi.grant(roleId, call.permissionIds);
    case 'revokeTop':
      return rolesApi.revokeTop(roleId, call.menuId);
    case 'revokeGroup':
      return rolesApi.revokeGroup(roleId, call.menuId);
    case 'revokeOne':
      return rolesApi.revokeOne(roleId, call.menuId, call.permissionId);
  }
}

/**
 * The role's permissions as a checkable tree (top menu > group > page >
 * functions). Ticks stay local until saved; saving sends the grant and the
 * revocations the difference needs. The super-administrator's tree is read-only.
 */
export function PermissionsTab({ role }: { role: Role }) {
  const { t } = useTranslation('roles');
  const { message } = App.useApp();
  const canGrant = useCan(P.role.grant);
  const query = useQuery(rolesQueries.permissions(role.id));
  /** null: as the server says. */
  const [checked, setChecked] = useState<string[] | null>(null);

  const tree = query.data?.tree ?? [];
  const held = heldKeys(tree);
  const shown = checked ?? held;
  const permissionKeys = new Set(shown.filter((k) => k.startsWith('perm:')));
  const added = [...permissionKeys].filter((k) => !held.includes(k)).length;
  const removed = held.filter((k) => !permissionKeys.has(k)).length;
  const readOnly = !canGrant || (query.data?.isSuper ?? role.isSuper);

  // One call after another: each bumps the role's version. Saved or not (part may
  // have gone through), the tree then shows what the server holds.
  const save = useAreaMutation('roles', async (calls: GrantCall[]) => {
    for (const call of calls) await send(role.id, call);
  });
  const saveTicks = () =>
    save.mutate(grantCalls(tree, permissionKeys), {
      onSuccess: () => {
        setChecked(null);
        void message.success(t('permissionsSaved'));
      },
    });

  return (
    <QueryState query={query}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {role.isSuper && <Alert type="info" showIcon title={t('superHoldsAll')} />}
        {!role.isSuper && (
          <Flex wrap gap={8} align="center" justify="space-between">
            <Typography.Text type="secondary">{t('treeHint')}</Typography.Text>
            {canGrant && (
              <Space wrap>
                {(added > 0 || removed > 0) && (
                  <Typography.Text>{t('pendingChanges', { added, removed })}</Typography.Text>
                )}
                <Button disabled={checked === null || save.isPending} onClick={() => setChecked(null)}>
                  {t('undoChanges')}
                </Button>
                <Button type="primary" disabled={added + removed === 0} loading={save.isPending} onClick={saveTicks}>
                  {t('savePermissions')}
                </Button>
              </Space>
            )}
          </Flex>
        )}
        <Tree<CheckNode>
          checkable
          selectable={false}
          defaultExpandAll
          disabled={readOnly || save.isPending}
          treeData={toCheckNodes(tree)}
          checkedKeys={shown}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          titleRender={({ node }) => <PermissionTitle node={node} />}
        />
      </Space>
    </QueryState>
  );
}

/**
 * The tree names menus in Chinese; in other languages a menu the user's own
 * records know (with its route name) reads as the sidebar does.
 */
function useMenuTitle(): (node: PermissionNode) => string {
  const menus = useSession((s) => s.menus);
  const titleOf = useRouteTitle();
  return (node) => {
    const record = menus.find((m) => m.id === node.id);
    return record
      ? titleOf({ titles: titlesOf(record), name: record.menuName, menuTitle: record.menuTitle })
      : node.title;
  };
}

function PermissionTitle({ node }: { node: PermissionNode }) {
  const { t } = useTranslation('roles');
  const menuTitle = useMenuTitle();
  if (node.type === 'menu') return <span>{menuTitle(node)}</span>;
  return (
    <Space size={6}>
      <span>{node.title}</span>
      {node.kind === 'view' && <Tag color="blue">{t('viewPermission')}</Tag>}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {node.permissionCode}
      </Typography.Text>
    </Space>
  );
}
