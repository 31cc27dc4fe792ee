import type { BrandHit, ChargeableWeight, Quote } from '@fwd/contract';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { BrandRefusalTag } from './BrandRefusals.tsx';
import { QuoteDetail } from './QuoteDetail.tsx';
import type { PieceValues } from './quoteQuery.ts';
import { useQuoteWords } from './useQuoteWords.ts';
import { SLOW_MS } from '../../../utils/useSlow.ts';

/** The pager: the page shown, and turning to another (or another size). */
export interface QuotePage {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

export interface QuoteSelection {
  /** Channel ids picked, two at most (the comparison's). */
  keys: number[];
  onChange: (keys: number[]) => void;
}

/** Channels picked side by side. */
export const COMPARED = 2;

/**
 * A page of the channels that can carry it, cheapest first as the server
 * ranked them (within each currency):
 * zone, chargeable weight, transit days and the total in its currency; each
 * row opens to its weight explained and its lines. 价格查询 adds a selection
 * (to compare, kept across pages) and row actions (copy).
 */
export function QuoteList({
  quotes,
  weights,
  cheapest,
  currencies,
  page,
  pieces,
  loading,
  selection,
  actions,
  brandWarnings = [],
}: {
  quotes: Quote[];
  /** The price list's, that each quote's `weightIndex` names. */
  weights: ChargeableWeight[];
  /** The channels cheapest in their currency among rivals (`PriceList.cheapest`). */
  cheapest: number[];
  /** Every currency quoted (`PriceList.currencies`), on this page or not. */
  currencies: string[];
  page: QuotePage;
  pieces: PieceValues[];
  loading: boolean;
  selection?: QuoteSelection;
  actions?: (quote: Quote) => ReactNode;
  /** The brands found in the query's description (`PriceList.brandWarnings`): a channel refusing one is marked. */
  brandWarnings?: BrandHit[];
}) {
  const { t, money, number, transit, mode } = useQuoteWords();
  // Totals compare only within a currency: the cheapest of each is tagged with it when there are several.
  const perCurrency = currencies.length > 1;
  const columns: TableColumnsType<Quote> = [
    {
      key: 'channel',
      title: t('result.channel'),
      render: (_, quote) => (
        <>
          {quote.channel.name} <Typography.Text type="secondary">({quote.channel.code})</Typography.Text>{' '}
          <Tag>{mode(quote.channel.mode)}</Tag>
          {cheapest.includes(quote.channel.id) && (
            <Tag color="green">
              {perCurrency ? t('result.cheapestIn', { currency: quote.currency }) : t('result.cheapest')}
            </Tag>
          )}
          <BrandRefusalTag hits={brandWarnings} channelId={quote.channel.id} />
        </>
      ),
    },
    {
      key: 'zone',
      title: t('result.zone'),
      render: (_, { zone }) => (zone.name ? `${zone.code} · ${zone.name}` : zone.code),
    },
    {
      key: 'chargeable',
      title: t('result.chargeable'),
      render: (_, q) => t('result.kg', { kg: number(q.chargeable) }),
    },
    { key: 'transit', title: t('result.transit'), render: (_, q) => transit(q.transitMin, q.transitMax) },
    {
      key: 'total',
      title: t('result.total'),
      align: 'right',
      render: (_, q) => <strong>{money(q.total, q.currency, q.minorUnit)}</strong>,
    },
    ...(actions ? [{ key: 'actions', title: t('result.actions'), render: (_: unknown, q: Quote) => actions(q) }] : []),
  ];
  return (
    <Table<Quote>
      size="small"
      rowKey={(q) => q.channel.id}
      loading={{ spinning: loading, delay: SLOW_MS }}
      pagination={{ ...page, showSizeChanger: true, hideOnSinglePage: true, size: 'small' }}
      columns={columns}
      dataSource={quotes}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowRender: (quote) => (
          <QuoteDetail quote={quote} weight={weights[quote.weightIndex]!} pieces={pieces} />
        ),
      }}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          // Picks on other pages stay: antd reports only the keys it knows of this page's.
          preserveSelectedRowKeys: true,
          onChange: (keys) => selection.onChange(keys.map(Number)),
          hideSelectAll: true,
          getCheckboxProps: (q) => ({
            disabled: selection.keys.length >= COMPARED && !selection.keys.includes(q.channel.id),
            'aria-label': q.channel.name,
          }),
        }
      }
    />
  );
}
