import type { Exclusion, PriceList } from '@fwd/contract';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { PriceQuery } from '../../../api/quotes.ts';
import { useQuoteWords } from './useQuoteWords.ts';

/** The channels left out, each with its reason in words and numbers. */
export function ExclusionList({ list, query }: { list: PriceList; query: PriceQuery }) {
  const words = useQuoteWords();
  const { t } = words;
  const columns: TableColumnsType<Exclusion> = [
    {
      key: 'channel',
      title: t('result.channel'),
      render: (_, { channel }) => (
        <>
          {channel.name} <Typography.Text type="secondary">({channel.code})</Typography.Text>
        </>
      ),
    },
    { key: 'reason', title: t('exclusions.reason'), render: (_, exclusion) => words.exclusion(exclusion, list, query) },
  ];
  return (
    <Table<Exclusion>
      size="small"
      rowKey={(e) => e.channel.id}
      pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
      columns={columns}
      dataSource={list.excluded}
    />
  );
}
