import type { Role } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { rolesQueries } from '../../../api/roles.ts';

interface Props {
  /** From Form.Item, so the label names the select. */
  id?: string;
  value?: number;
  onChange?: (roleId: number) => void;
  /** The employee's role as their row names it, so it shows by name even before (or without) the role list. */
  current: (Pick<Role, 'id'> & { roleName: string | null }) | null;
}

/** Picks a role by its display name, found by typing part of it; a form control. */
export function RoleSelect({ id, value, onChange, current }: Props) {
  const { t } = useTranslation('employees');
  const roles = useQuery(rolesQueries.list());
  const options = (roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }));
  if (current && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.roleName ?? t('unknown') });
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      placeholder={t('employee.choose')}
      showSearch={{ optionFilterProp: 'label' }}
      loading={roles.isPending}
      status={roles.isError ? 'warning' : undefined}
      notFoundContent={roles.isError ? t('employee.rolesFailed') : undefined}
      options={options}
    />
  );
}
