import type { StatementState } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, Typography, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { statementsQueries } from '../../api/statements.ts';
import { money } from '../../utils/money.ts';

/*
 * What 客户对账 and 收款 share: the customer picker (the customers the caller
 * sees), a statement state's colour, amounts per currency.
 */

export const STATE_COLORS: Record<StatementState, string> = { draft: 'default', issued: 'blue', settled: 'green' };

/** One line per currency ("¥120.00"), or a dash. */
export function PerCurrency({ items }: { items: { currency: string; amount: string }[] }) {
  if (!items.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <>
      {items.map((i) => (
        <div key={i.currency}>{money(i.amount, i.currency)}</div>
      ))}
    </>
  );
}

/** The customers the caller sees, searchable by name. */
export function CustomerSelect(props: Omit<SelectProps<number>, 'options'>) {
  const { t } = useTranslation('statements');
  const customers = useQuery(statementsQueries.customers());
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder={t('filter.customer')}
      loading={customers.isPending}
      options={customers.data?.map((c) => ({ value: c.id, label: c.shortName }))}
      {...props}
    />
  );
}
