import type { Quote, QuoteLine } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { quotesQueries, type PriceQuery } from '../../../api/quotes.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { ExclusionList } from '../components/ExclusionList.tsx';
import { useQuoteWords } from '../components/useQuoteWords.ts';

interface Aspect {
  key: string;
  label: ReactNode;
  cell: (quote: Quote) => ReactNode;
}

/** A line's place in the comparison: the base on one row whatever its model, each surcharge by kind and name. */
const lineKey = (line: QuoteLine) => (line.kind === 'base' ? 'base' : `${line.kind}:${line.name}`);

/**
 * The channels picked, priced for the query shown (they may have been picked
 * on another page or for another query), side by side; one that cannot quote
 * now, with its reason.
 */
export function CompareQuotes({
  query,
  channelIds,
  onClose,
}: {
  query: PriceQuery;
  channelIds: number[];
  onClose: () => void;
}) {
  const { t } = useQuoteWords();
  const { currentPage: _page, pageSize: _size, ...asked } = query;
  const priced = { ...asked, channelIds: channelIds.join(',') };
  const result = useQuery(quotesQueries.priceQuery(priced));
  const list = result.data;
  return (
    <Modal open title={t('price.compareTitle')} width={960} footer={null} onCancel={onClose} destroyOnHidden>
      <QueryState query={result}>
        {list && (
          <Flex vertical gap={12}>
            {list.data.length > 0 && <QuoteTable quotes={list.data} />}
            {list.excluded.length > 0 && (
              <Card size="small" title={t('price.notQuotedNow')}>
                <ExclusionList list={list} query={priced} />
              </Card>
            )}
          </Flex>
        )}
      </QueryState>
    </Modal>
  );
}

/**
 * Quotes side by side: zone, chargeable weight, each line (the base on
 * one row, a surcharge one of them has not shown as a dash), the unrounded
 * sum, the total and the transit days.
 */
function QuoteTable({ quotes }: { quotes: Quote[] }) {
  const words = useQuoteWords();
  const { t, money, number } = words;
  const lineCell = (key: string) => (quote: Quote) => {
    const line = quote.lines.find((l) => lineKey(l) === key);
    if (!line) return '—';
    return (
      <>
        <div>{money(line.amount, quote.currency)}</div>
        {line.kind === 'base' && <Tag>{words.model(line.name)}</Tag>}
        <Typography.Text type="secondary">{words.lineHow(line, quote.currency)}</Typography.Text>
      </>
    );
  };
  const lineKeys = [...new Map(quotes.flatMap((q) => q.lines).map((line) => [lineKey(line), line])).values()];
  const aspects: Aspect[] = [
    {
      key: 'zone',
      label: t('result.zone'),
      cell: ({ zone }) => (zone.name ? `${zone.code} · ${zone.name}` : zone.code),
    },
    { key: 'chargeable', label: t('result.chargeable'), cell: (q) => t('result.kg', { kg: number(q.chargeable) }) },
    ...lineKeys.map((line) => ({
      key: lineKey(line),
      label:
        line.kind === 'base' ? (
          t('lines.baseRow')
        ) : (
          <>
            <Tag>{t(`lines.kind.${line.kind}`)}</Tag>
            {line.name}
          </>
        ),
      cell: lineCell(lineKey(line)),
    })),
    { key: 'sum', label: t('lines.sum'), cell: (q) => money(q.sum, q.currency) },
    { key: 'total', label: t('result.total'), cell: (q) => <strong>{money(q.total, q.currency, q.minorUnit)}</strong> },
    { key: 'transit', label: t('result.transit'), cell: (q) => words.transit(q.transitMin, q.transitMax) },
  ];
  const columns: TableColumnsType<Aspect> = [
    { key: 'aspect', title: '', render: (_, aspect) => aspect.label, width: 180 },
    ...quotes.map((quote) => ({
      key: String(quote.channel.id),
      title: `${quote.channel.name} (${quote.channel.code})`,
      render: (_: unknown, aspect: Aspect) => aspect.cell(quote),
    })),
  ];
  return (
    <Table<Aspect>
      size="small"
      pagination={false}
      columns={columns}
      dataSource={aspects}
      scroll={{ x: 'max-content' }}
    />
  );
}
