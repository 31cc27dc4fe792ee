import type { BillState, CurrencyAmount, DifferenceKind, DifferenceStatus } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { payablesQueries } from '../../../api/payables.ts';
import { money } from '../../../utils/money.ts';

export const STATE_COLORS: Record<BillState, string> = { imported: 'orange', disputed: 'red', reconciled: 'green' };
export const STATUS_COLORS: Record<DifferenceStatus, string> = { open: 'orange', accepted: 'green', disputed: 'red' };
export const KIND_COLORS: Record<DifferenceKind, string> = {
  weight: 'gold',
  amount: 'volcano',
  noOrder: 'magenta',
  duplicate: 'purple',
  unbilled: 'blue',
};

/** Amounts in several currencies, one after another. */
export const amounts = (totals: readonly CurrencyAmount[]) =>
  totals.length ? totals.map((t) => money(t.amount, t.currency)).join(' · ') : '—';

/** The agents a bill may be of (masked as the caller's role shows them). */
export function AgentSelect(props: Omit<SelectProps<number>, 'options' | 'loading'>) {
  const { t } = useTranslation('payables');
  const agents = useQuery(payablesQueries.agentOptions());
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('filter.agent')}
      loading={agents.isLoading}
      options={agents.data?.map((a) => ({ value: a.id, label: `${a.agentName} (${a.agentCode})` }))}
      {...props}
    />
  );
}
