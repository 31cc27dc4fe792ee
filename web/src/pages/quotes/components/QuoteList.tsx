import type { ChargeableWeight, Quote } from '@fwd/contract';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { QuoteDetail } from './QuoteDetail.tsx';
import type { PieceValues } from './quoteQuery.ts';
import { useQuoteWords } from './useQuoteWords.ts';

export interface QuoteSelection {
  /** Channel ids picked, two at most (the comparison's). */
  keys: number[];
  onChange: (keys: number[]) => void;
}

/** Channels picked side by side. */
export const COMPARED = 2;

/**
 * The channels that can carry it, cheapest first as the server ranked them
 * (within each currency):
 * zone, chargeable weight, transit days and the total in its currency; each
 * row opens to its weight explained and its lines. 价格查询 adds a selection
 * (to compare) and row actions (copy).
 */
export function QuoteList({ quotes, weights, pieces, loading, selection, actions }: {
  quotes: Quote[];
  /** The price list's, that each quote's `weightIndex` names. */
  weights: ChargeableWeight[];
  pieces: PieceValues[];
  loading: boolean;
  selection?: QuoteSelection;
  actions?: (quote: Quote) => ReactNode;
}) {
  const { t, money, number, transit, mode } = useQuoteWords();
  // Totals compare only within a currency (the server ranks each currency's quotes): the first of each, when it has rivals.
  const currencies = new Set(quotes.map((q) => q.currency));
  const cheapest = (quote: Quote) => {
    const rivals = quotes.filter((q) => q.currency === quote.currency);
    return rivals.length > 1 && rivals[0] === quote;
  };
  const columns: TableColumnsType<Quote> = [
    {
      key: 'channel',
      title: t('result.channel'),
      render: (_, quote) => (
        <>
          {quote.channel.name} <Typography.Text type="secondary">({quote.channel.code})</Typography.Text> <Tag>{mode(quote.channel.mode)}</Tag>
          {cheapest(quote) && <Tag color="green">{currencies.size > 1 ? t('result.cheapestIn', { currency: quote.currency }) : t('result.cheapest')}</Tag>}
        </>
      ),
    },
    { key: 'zone', title: t('result.zone'), render: (_, { zone }) => (zone.name ? `${zone.code} · ${zone.name}` : zone.code) },
    { key: 'chargeable', title: t('result.chargeable'), render: (_, q) => t('result.kg', { kg: number(q.chargeable) }) },
    { key: 'transit', title: t('result.transit'), render: (_, q) => transit(q.transitMin, q.transitMax) },
    { key: 'total', title: t('result.total'), align: 'right', render: (_, q) => <strong>{money(q.total, q.currency, q.minorUnit)}</strong> },
    ...(actions ? [{ key: 'actions', title: t('result.actions'), render: (_: unknown, q: Quote) => actions(q) }] : []),
  ];
  return (
    <Table<Quote>
      size="small"
      rowKey={(q) => q.channel.id}
      loading={loading}
      pagination={false}
      columns={columns}
      dataSource={quotes}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowRender: (quote) => <QuoteDetail quote={quote} weight={weights[quote.weightIndex]!} pieces={pieces} /> }}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          onChange: (keys) => selection.onChange(keys.map(Number)),
          hideSelectAll: true,
          getCheckboxProps: (q) => ({ disabled: selection.keys.length >= COMPARED && !selection.keys.includes(q.channel.id), 'aria-label': q.channel.name }),
        }
      }
    />
  );
}
