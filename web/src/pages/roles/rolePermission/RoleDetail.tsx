import type { Role } from '@fwd/contract';
import { Card, Space, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MembersTab } from './MembersTab.tsx';
import { PermissionsTab } from './PermissionsTab.tsx';
import { VisibilityTab } from './VisibilityTab.tsx';

const TABS = ['permissions', 'members', 'visibility'] as const;
type TabKey = (typeof TABS)[number];

/** The picked role: its permissions, members and data scope as tabs (`?tab=`). */
export function RoleDetail({ role }: { role: Role }) {
  const { t } = useTranslation('roles');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((k) => k === params.get('tab')) ?? 'permissions';
  const content: Record<TabKey, ReactNode> = {
    permissions: <PermissionsTab role={role} />,
    members: <MembersTab role={role} />,
    visibility: <VisibilityTab role={role} />,
  };

  return (
    <Card
      title={
        <Space wrap>
          <span>{role.roleName}</span>
          <Typography.Text type="secondary" code>
            {role.name}
          </Typography.Text>
          {role.isSuper && <Tag color="gold">{t('builtIn')}</Tag>}
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams((p) => ({ ...Object.fromEntries(p), tab: key }), { replace: true })}
        destroyOnHidden
        items={TABS.map((key) => ({
          key,
          label: t(`tab.${key}`, { count: role.memberCount }),
          children: content[key],
        }))}
      />
    </Card>
  );
}
