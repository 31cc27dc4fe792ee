import { BASE_CURRENCY, P, type MoneySummary } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settlementQueries } from '../../../api/settlement.ts';
import { useCan } from '../../../components/Can.tsx';
import { formatMoney } from '../../../utils/money.ts';
import { Figure } from './Cards.tsx';

/** Where 利润报表 lives (its menu title). */
const PROFIT_PATH = '/profitReport';

/**
 * Revenue (and profit, for who may see cost) this month and last, in CNY. The
 * home page asks settlement's own endpoint only when the user holds one of its
 * codes: the dashboard's figures stay about orders, and neither area's server
 * code reaches into the other's (a decoration would tie the dashboard's answer
 * to settlement's tables and codes). A missing rate is said, not guessed.
 */
export function Money() {
  const charges = useCan(P.charge.view);
  const profit = useCan(P.profit.view);
  return charges || profit ? <MoneyCards /> : null;
}

function MoneyCards() {
  const { t, i18n } = useTranslation('settlement');
  const summary = useQuery(settlementQueries.moneySummary());
  const canOpen = useCan(P.profit.view);
  const [now, last] = summary.data?.months ?? [];
  if (!now || !last) return null;
  const cny = (amount: string | null | undefined) =>
    amount == null ? '–' : formatMoney(amount, BASE_CURRENCY, i18n.language, 2);
  const note = (month: MoneySummary['months'][number], label: string) => (
    <span className="home-secondary home-note">
      {month.missing.length ? t('money.missing', { currencies: month.missing.join(', ') }) : label}
    </span>
  );
  const to = `${PROFIT_PATH}?from=${last.month}&to=${now.month}&view=month`;
  return (
    <div className="home-cards home-money">
      <Figure
        id="revenue"
        title={t('money.revenue')}
        value={cny(now.revenue)}
        canOpen={canOpen}
        to={to}
        note={note(now, now.month)}
      />
      <Figure
        id="revenueLast"
        title={t('money.revenueLast')}
        value={cny(last.revenue)}
        canOpen={canOpen}
        to={to}
        note={note(last, last.month)}
      />
      {now.profit !== undefined && (
        <Figure
          id="profit"
          title={t('money.profit')}
          value={cny(now.profit)}
          canOpen={canOpen}
          to={to}
          note={note(now, now.month)}
        />
      )}
      {last.profit !== undefined && (
        <Figure
          id="profitLast"
          title={t('money.profitLast')}
          value={cny(last.profit)}
          canOpen={canOpen}
          to={to}
          note={note(last, last.month)}
        />
      )}
    </div>
  );
}
