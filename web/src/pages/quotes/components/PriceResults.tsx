import type { PriceList, Quote } from '@fwd/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Collapse, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { PriceQuery } from '../../../api/quotes.ts';
import { EmptyState, QueryState } from '../../../components/QueryState.tsx';
import { AddressVerdictNote } from './AddressFields.tsx';
import { BrandWarnings } from './BrandRefusals.tsx';
import { ExclusionList } from './ExclusionList.tsx';
import { QuoteList, type QuotePage, type QuoteSelection } from './QuoteList.tsx';
import type { PieceValues } from './quoteQuery.ts';
import { useQuoteWords } from './useQuoteWords.ts';

/**
 * A price query's answer: how many channels can carry it, a page of their
 * quotes cheapest first, and the channels left out with their reasons,
 * folded under their count below the quotes (open when none can carry it);
 * before any query, what to do. `toolbar`, `selection` and `actions` are
 * 价格查询's.
 */
export function PriceResults({
  query,
  result,
  page,
  pieces,
  toolbar,
  selection,
  actions,
}: {
  query: PriceQuery | null;
  result: UseQueryResult<PriceList>;
  page: Omit<QuotePage, 'total'>;
  pieces: PieceValues[];
  toolbar?: ReactNode;
  selection?: QuoteSelection;
  actions?: (quote: Quote) => ReactNode;
}) {
  const { t } = useQuoteWords();
  if (!query) return <EmptyState description={t('query.start')} />;
  const list = result.data;
  return (
    <QueryState query={result}>
      {list && (
        <Flex vertical gap={12}>
          <Flex gap={8} wrap justify="space-between" align="center">
            <Typography.Text strong>
              {t('result.found', { count: list.total, country: list.country.countryName, date: list.date })}
            </Typography.Text>
            {toolbar}
          </Flex>
          <AddressVerdictNote address={list.address} />
          <BrandWarnings hits={list.brandWarnings} />
          {list.total === 0 ? (
            <EmptyState description={t('result.none')} />
          ) : (
            <QuoteList
              quotes={list.data}
              weights={list.weights}
              cheapest={list.cheapest}
              currencies={list.currencies}
              page={{ ...page, total: list.total }}
              pieces={pieces}
              loading={result.isFetching}
              selection={selection}
              actions={actions}
              brandWarnings={list.brandWarnings}
            />
          )}
          {list.excluded.length > 0 && (
            <Collapse
              size="small"
              defaultActiveKey={list.total === 0 ? ['excluded'] : []}
              items={[
                {
                  key: 'excluded',
                  label: t('result.excluded', { count: list.excluded.length }),
                  children: <ExclusionList list={list} query={query} />,
                },
              ]}
            />
          )}
        </Flex>
      )}
    </QueryState>
  );
}
