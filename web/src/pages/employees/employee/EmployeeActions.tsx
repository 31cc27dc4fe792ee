import { MoreOutlined } from '@ant-design/icons';
import { P } from '@fwd/contract';
import { Button, Dropdown, Space, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/Can.tsx';

interface Props {
  onEdit: () => void;
  onResetPassword: () => void;
  onDelete: () => void;
}

/** Whether the user may do anything to a row: else the table has no actions column. */
export function useCanActOnEmployees(): boolean {
  const edit = useCan(P.employee.edit);
  const reset = useCan(P.employee.resetPassword);
  const remove = useCan(P.employee.delete);
  return edit || reset || remove;
}

/**
 * A row's actions, narrow in every language (the column is pinned to the
 * right and would cover the last columns): 编辑, then the rarer ones under ⋯.
 */
export function EmployeeActions({ onEdit, onResetPassword, onDelete }: Props) {
  const { t } = useTranslation('employees');
  const canEdit = useCan(P.employee.edit);
  const canReset = useCan(P.employee.resetPassword);
  const canDelete = useCan(P.employee.delete);
  const more: MenuProps['items'] = [
    ...(canReset ? [{ key: 'resetPassword', label: t('employee.resetPassword'), onClick: onResetPassword }] : []),
    ...(canDelete ? [{ key: 'delete', label: t('delete'), danger: true, onClick: onDelete }] : []),
  ];
  return (
    <Space size={0}>
      {canEdit && (
        <Button type="link" size="small" onClick={onEdit}>
          {t('edit')}
        </Button>
      )}
      {more.length > 0 && (
        <Dropdown trigger={['click']} menu={{ items: more }}>
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('more')} />
        </Dropdown>
      )}
    </Space>
  );
}
