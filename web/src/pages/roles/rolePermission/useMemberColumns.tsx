import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../api/roles.ts';

/** The specification's user table columns; a missing value shows as 未知. */
export function useMemberColumns(withRole: boolean): TableColumnsType<Member> {
  const { t } = useTranslation('roles');
  const orUnknown = (value: string | null) => value ?? t('unknown');
  const columns: TableColumnsType<Member> = [
    { key: 'name', title: t('memberName'), dataIndex: 'name' },
    { key: 'username', title: t('username'), dataIndex: 'username' },
    { key: 'companyName', title: t('company'), dataIndex: 'companyName', render: orUnknown },
    { key: 'joinDate', title: t('joinDate'), dataIndex: 'joinDate', render: orUnknown },
  ];
  if (withRole) columns.push({ key: 'roleName', title: t('currentRole'), dataIndex: 'roleName', render: orUnknown });
  return columns;
}
