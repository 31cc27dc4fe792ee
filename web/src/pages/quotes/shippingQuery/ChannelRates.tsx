import { CommentOutlined } from '@ant-design/icons';
import type { quotes, ResponseOf } from '@fwd/contract';
import { Button, Card, Descriptions, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatDateTime } from '../../../utils/time.ts';
import { useQuoteWords } from '../components/useQuoteWords.ts';
import { rateGrid, type Band } from '../components/rateGrid.ts';

export type ShippingRow = ResponseOf<typeof quotes.shippingQuery>[number];

/**
 * One channel serving the country: its zones there (with their postcodes),
 * its rates in force as a grid (weight bands × zones, each cell the model and
 * price), transit days and the latest remark; the remark drawer opens from it.
 */
export function ChannelRates({ row, onRemarks }: { row: ShippingRow; onRemarks: () => void }) {
  const words = useQuoteWords();
  const { t, number } = words;
  const { channel, remark } = row;
  const columns: TableColumnsType<Band> = [
    {
      key: 'band',
      title: t('shipping.band'),
      render: (_, band) => t('shipping.bandRange', { from: number(band.fromKg), to: number(band.toKg) }),
    },
    ...row.zones.map((zone) => ({
      key: zone.code,
      title: zone.code,
      render: (_: unknown, band: Band) => {
        const rate = band.byZone.get(zone.code);
        return rate ? words.rate(rate, row.currency) : '—';
      },
    })),
  ];
  return (
    <Card
      size="small"
      title={
        <>
          {channel.name} <Typography.Text type="secondary">({channel.code})</Typography.Text>{' '}
          <Tag>{words.mode(channel.mode)}</Tag>
        </>
      }
      extra={
        <Space>
          <Typography.Text>
            {t('shipping.transit', { days: words.transit(row.transitMin, row.transitMax) })}
          </Typography.Text>
          <Button size="small" icon={<CommentOutlined />} onClick={onRemarks}>
            {t('shipping.remarks')}
          </Button>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={row.zones.map((zone) => ({
          key: zone.code,
          label: zone.name ? `${zone.code} · ${zone.name}` : zone.code,
          children: zone.postcodes ?? t('shipping.wholeCountry'),
        }))}
      />
      <Table<Band>
        size="small"
        rowKey="key"
        pagination={false}
        columns={columns}
        dataSource={rateGrid(row.rates)}
        scroll={{ x: 'max-content' }}
      />
      <Descriptions
        size="small"
        column={1}
        className="quote-latest-remark"
        items={[
          {
            key: 'remark',
            label: t('shipping.latestRemark'),
            children: remark ? (
              <div>
                <div className="quote-remark-content">{remark.content}</div>
                <Typography.Text type="secondary">
                  {t('shipping.by', { author: remark.author, time: formatDateTime(remark.createdAt) })}
                </Typography.Text>
              </div>
            ) : (
              <Typography.Text type="secondary">{t('shipping.noRemark')}</Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
