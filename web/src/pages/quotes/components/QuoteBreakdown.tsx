import type { Quote, QuoteLine } from '@fwd/contract';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuoteWords } from './useQuoteWords.ts';

/**
 * A quote's lines: the base with its model and numbers, each surcharge with
 * how it was reached, then the unrounded sum and its one rounding to the
 * currency's minor unit, stated.
 */
export function QuoteBreakdown({ quote }: { quote: Quote }) {
  const words = useQuoteWords();
  const { t, money } = words;
  const columns: TableColumnsType<QuoteLine & { key: number }> = [
    {
      key: 'item',
      title: t('lines.item'),
      render: (_, line) => (
        <>
          {line.kind !== 'base' && <Tag>{t(`lines.kind.${line.kind}`)}</Tag>}
          {words.lineName(line)}
        </>
      ),
    },
    { key: 'how', title: t('lines.how'), render: (_, line) => words.lineHow(line, quote.currency) },
    {
      key: 'amount',
      title: t('lines.amount'),
      align: 'right',
      render: (_, line) => money(line.amount, quote.currency),
    },
  ];
  return (
    <div className="quote-breakdown">
      <Typography.Text strong>{t('lines.title')}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        columns={columns}
        dataSource={quote.lines.map((line, key) => ({ ...line, key }))}
        summary={() => (
          <>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                {t('lines.sum')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {money(quote.sum, quote.currency)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <strong>{t('lines.total')}</strong>
                <Typography.Text type="secondary" className="quote-rounding">
                  {t('lines.rounding', { currency: quote.currency, count: quote.minorUnit })}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <strong>{money(quote.total, quote.currency, quote.minorUnit)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </>
        )}
      />
    </div>
  );
}
