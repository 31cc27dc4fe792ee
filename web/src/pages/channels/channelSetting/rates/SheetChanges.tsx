import { SHEET_DIFFERENCES, type RateSheetDiff } from '@fwd/contract';
import { Alert, Badge, Descriptions, Modal, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuoteWords } from '../../../quotes/components/useQuoteWords.ts';
import type { SheetEffect } from './sheetReplace.ts';

type Kind = (typeof SHEET_DIFFERENCES)[number];
type ZoneShown = RateSheetDiff['zonesAdded'][number];
type BandShown = RateSheetDiff['pricesChanged'][number];
const KIND_COLORS = {
  zonesAdded: 'green',
  zonesRemoved: 'red',
  bandsAdded: 'green',
  bandsRemoved: 'red',
  pricesChanged: 'orange',
} as const;

interface Props {
  diff: RateSheetDiff;
  effectiveFrom: string;
  /** What it does to quotes already made, from today (sheetReplace.ts). */
  effect: SheetEffect;
  currency: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A sheet about to be saved, against the one in force on its day (the remote
 * lists' import preview, for rate sheets): zones and bands it adds and drops,
 * the prices it changes (old → new), each counted and the first ones listed (opened on the first kind it has);
 * and, from today, what it replaces at once. Confirming saves it.
 */
export function SheetChanges({ diff, effectiveFrom, effect, currency, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation('quotes');
  const words = useQuoteWords();
  const { counts } = diff;
  const band = {
    key: 'band',
    title: t('rates.compare.band'),
    render: (_: unknown, b: BandShown) =>
      `${b.zone} · ${t('shipping.bandRange', { from: words.number(b.fromKg), to: words.number(b.toKg) })}`,
  };
  const zoneColumns: TableColumnsType<ZoneShown> = [
    { key: 'code', title: t('rates.grid.zone'), dataIndex: 'code' },
    { key: 'name', title: t('rates.grid.zoneName'), dataIndex: 'name' },
  ];
  const bandColumns = (kind: Kind): TableColumnsType<BandShown> => [
    band,
    {
      key: 'price',
      title: t('rates.compare.price'),
      render: (_, b) =>
        kind === 'pricesChanged'
          ? t('rates.compare.priceChange', { before: words.rate(b.before, currency), after: words.rate(b, currency) })
          : words.rate(b, currency),
    },
  ];
  const table = (kind: Kind) => {
    const rows = diff[kind];
    const common = {
      size: 'small',
      pagination: false,
      scroll: { y: 280, x: 'max-content' },
      locale: { emptyText: t('rates.compare.none') },
    } as const;
    return (
      <>
        {counts[kind] > rows.length && (
          <p>{t('rates.compare.firstOnes', { shown: rows.length, count: counts[kind] })}</p>
        )}
        {kind === 'zonesAdded' || kind === 'zonesRemoved' ? (
          <Table<ZoneShown> {...common} rowKey="code" dataSource={diff[kind]} columns={zoneColumns} />
        ) : (
          <Table<BandShown>
            {...common}
            rowKey={(b) => `${b.zone}|${b.fromKg}|${b.toKg}`}
            dataSource={rows as BandShown[]}
            columns={bandColumns(kind)}
          />
        )}
      </>
    );
  };

  return (
    <Modal
      open
      title={t('rates.compare.title', { date: effectiveFrom })}
      width={720}
      okText={t('rates.compare.confirm')}
      cancelText={t('rates.compare.back')}
      confirmLoading={pending}
      onOk={onConfirm}
      onCancel={onClose}
    >
      {effect && (
        <Alert
          type="warning"
          showIcon
          title={t('rates.dialog.now.title', { date: effectiveFrom })}
          description={t('rates.dialog.now.content', { date: effectiveFrom, inForce: effect.inForce.effectiveFrom })}
          style={{ marginBottom: 12 }}
        />
      )}
      {diff.against ? (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('rates.compare.against')}>
            {t('rates.viewing', { date: diff.against.effectiveFrom })}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('rates.compare.noneInForce', { date: effectiveFrom })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Tag>{t('rates.compare.unchanged', { count: counts.unchanged })}</Tag>
      <Tabs
        defaultActiveKey={SHEET_DIFFERENCES.find((kind) => counts[kind] > 0)}
        items={SHEET_DIFFERENCES.map((kind) => ({
          key: kind,
          label: <Badge color={KIND_COLORS[kind]} text={t(`rates.compare.${kind}`, { count: counts[kind] })} />,
          children: table(kind),
        }))}
      />
    </Modal>
  );
}
