import type { ChargeRow, ChargeState } from '@fwd/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export const STATE_COLORS: Record<ChargeState, string> = { pending: 'orange', priced: 'green', billed: 'blue' };

/** An amount with its currency, or a dash. */
export const money = (amount: string | null | undefined, currency: string | null | undefined) =>
  amount == null ? '—' : `${amount} ${currency ?? ''}`.trim();

/** Why an order is not priced, in the reader's words with the engine's numbers. */
export function Reason({ row }: { row: Pick<ChargeRow, 'reason' | 'reasonDetail'> }) {
  const { t } = useTranslation('settlement');
  return row.reason ? (
    <Typography.Text type="secondary">{t(`reason.${row.reason}`, row.reasonDetail ?? {})}</Typography.Text>
  ) : null;
}
