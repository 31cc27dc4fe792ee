import { DASHBOARD_DAYS, type DashboardOrders } from '@fwd/contract';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderLink } from '../../../shell/router/appRoute.ts';

/** The change from the period before, as a percentage (none when the period before had no orders). */
function Change({ count, previous, label }: { count: number; previous: number; label: string }) {
  const change = previous === 0 ? null : Math.round(((count - previous) / previous) * 1000) / 10;
  return (
    <span className="home-secondary home-note">
      {label}
      {change !== null && change !== 0 && (
        <span className={change > 0 ? 'home-change home-change--up' : 'home-change home-change--down'}>
          {change > 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {Math.abs(change)}%
        </span>
      )}
    </span>
  );
}

/**
 * A count card: antd's small card and statistic in look, as plain elements (seven antd cards and statistics were a
 * good part of the render that puts the figures on the first screen); a link to the order page when it may be opened.
 */
export function Figure({
  id,
  title,
  value,
  suffix,
  note,
  to,
  canOpen,
}: {
  id: string;
  title: string;
  value: ReactNode;
  suffix?: string;
  note?: ReactNode;
  to?: string;
  canOpen: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const body = (
    <>
      <div className="home-card-title">{title}</div>
      <div className="home-card-value">
        {value}
        {suffix && <span className="home-card-suffix">{suffix}</span>}
      </div>
      <div className="home-card-note">{note}</div>
    </>
  );
  return to && canOpen ? (
    <Link to={to} title={t('card.open')} className="home-tile" data-card={id}>
      {body}
    </Link>
  ) : (
    <div className="home-tile" data-card={id}>
      {body}
    </div>
  );
}

/**
 * The count cards: each opens 订单运单追踪 with its filter and on the tab whose total is the card's number (签收率:
 * its days on 全部, whose tab counts are the rate's two numbers) when the user may open that page.
 */
export function Cards({ cards, canOpen }: { cards: DashboardOrders['cards']; canOpen: boolean }) {
  const { t } = useTranslation('dashboard');
  const n = (v: number) => v.toLocaleString();
  const rate = cards.signed.total ? Math.round((cards.signed.signed / cards.signed.total) * 1000) / 10 : null;
  return (
    <div className="home-cards">
      <Figure
        id="today"
        title={t('card.today')}
        value={n(cards.today.count)}
        canOpen={canOpen}
        to={orderLink({ from: cards.today.from, to: cards.today.to, tab: 'all' })}
        note={
          <Change
            count={cards.today.count}
            previous={cards.today.previous}
            label={t('card.vsYesterday', { previous: n(cards.today.previous) })}
          />
        }
      />
      <Figure
        id="month"
        title={t('card.month')}
        value={n(cards.month.count)}
        canOpen={canOpen}
        to={orderLink({ from: cards.month.from, to: cards.month.to, tab: 'all' })}
        note={
          <Change
            count={cards.month.count}
            previous={cards.month.previous}
            label={t('card.vsLastMonth', { previous: n(cards.month.previous) })}
          />
        }
      />
      <Figure id="unsigned" title={t('card.unsigned')} value={n(cards.unsigned)} canOpen={canOpen} to={orderLink({})} />
      <Figure
        id="inTransit"
        title={t('card.inTransit')}
        value={n(cards.inTransit)}
        canOpen={canOpen}
        to={orderLink({ trackingStatus: 'InTransit' })}
      />
      <Figure
        id="problem"
        title={t('card.problem')}
        value={n(cards.problem)}
        canOpen={canOpen}
        to={orderLink({ problem: '1' })}
      />
      <Figure
        id="signed"
        title={t('card.signedRate', { days: DASHBOARD_DAYS })}
        value={rate === null ? '–' : String(rate)}
        suffix={rate === null ? undefined : '%'}
        canOpen={canOpen}
        to={orderLink({ from: cards.signed.from, to: cards.signed.to, tab: 'all' })}
        note={
          <span className="home-secondary home-note">
            {t('card.signedOf', { signed: n(cards.signed.signed), total: n(cards.signed.total) })}
          </span>
        }
      />
      <Figure
        id="delivery"
        title={t('card.deliveryDays', { days: DASHBOARD_DAYS })}
        canOpen={canOpen}
        to={orderLink({ signedFrom: cards.delivery.from, signedTo: cards.delivery.to, tab: 'signed' })}
        value={cards.delivery.averageDays === null ? '–' : t('card.days', { value: cards.delivery.averageDays })}
        note={
          <span className="home-secondary home-note">{t('card.delivered', { orders: n(cards.delivery.orders) })}</span>
        }
      />
    </div>
  );
}
