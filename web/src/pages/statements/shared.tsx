import type { StatementState } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Typography, type SelectProps } from 'antd';
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

type Sum = { currency: string; amount: string; paid: string };

/** The sums of what a list shows, per currency, above it; `line` words one currency's, its amounts written. */
export function Sums({
  title,
  sums,
  line,
}: {
  title: string;
  sums?: Sum[];
  line: (amount: string, paid: string) => string;
}) {
  if (!sums?.length) return null;
  const lines = sums.map((s) => line(money(s.amount, s.currency), money(s.paid, s.currency)));
  return <Alert style={{ marginBottom: 12 }} type="info" title={`${title}: ${lines.join(' · ')}`} />;
}
