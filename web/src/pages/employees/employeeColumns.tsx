import { UserOutlined } from '@ant-design/icons';
import type { EmployeeRow } from '@fwd/contract';
import { Avatar, Space, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A value, or 未知 (unknown) when the record has none. */
export function OrUnknown({ value }: { value: string | null }) {
  const { t } = useTranslation('employees');
  return value ? value : <Typography.Text type="secondary">{t('unknown')}</Typography.Text>;
}

const unknownOr = (value: string | null) => <OrUnknown value={value} />;

/** The employee table's columns; the employee page and the recycle bin add their own. */
export function useEmployeeColumns<T extends EmployeeRow>(): TableColumnsType<T> {
  const { t } = useTranslation('employees');
  return useMemo(
    () => [
      {
        key: 'name',
        title: t('field.name'),
        fixed: 'left',
        render: (_, row) => (
          <Space size={8}>
            <Avatar size={24} src={row.avatar || undefined} icon={<UserOutlined />} />
            {row.name}
          </Space>
        ),
      },
      { key: 'username', title: t('field.username'), dataIndex: 'username' },
      { key: 'role', title: t('field.role'), dataIndex: 'roleName', render: unknownOr },
      { key: 'company', title: t('field.company'), dataIndex: 'companyName', render: unknownOr },
      { key: 'site', title: t('field.site'), dataIndex: 'siteName', render: unknownOr },
      { key: 'joinDate', title: t('field.joinDate'), dataIndex: 'joinDate', render: unknownOr },
      { key: 'phone', title: t('field.phone'), dataIndex: 'phone', render: unknownOr },
    ],
    [t],
  );
}
