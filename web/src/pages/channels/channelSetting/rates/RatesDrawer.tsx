import { CopyOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { P, type ChannelRow, type RateSheetSummary } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Drawer, Flex, Segmented, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../../api/areas.ts';
import { quotesApi, quotesQueries, type SheetOwner } from '../../../../api/quotes.ts';
import { Can, useCan } from '../../../../components/Can.tsx';
import { DownloadButton } from '../../../../components/DownloadButton.tsx';
import { RowLink, useActionsColumn } from '../../../../components/list/RowActions.tsx';
import { CustomerPicker } from '../../../../components/pickers/pickers.tsx';
import { QueryState } from '../../../../components/QueryState.tsx';
import { useConfirmedAction } from '../../../../components/useConfirmedAction.ts';
import { formatDateTime } from '../../../../utils/time.ts';
import { NewSheetDialog } from './NewSheetDialog.tsx';
import { RateGrid, ZoneTable } from './SheetGrid.tsx';
import type { Draft } from './sheetProblems.ts';

const STATE_COLORS = { future: 'blue', inForce: 'green', past: 'default' } as const;

type Kind = NonNullable<SheetOwner['kind']>;

/** What the new-sheet dialog starts from: a future sheet it replaces, a sheet it copies; neither: a workbook. */
interface NewSheet {
  replacing: RateSheetSummary | null;
  copyOf: { draft: Draft; effectiveFrom: string } | null;
}

function StateTag({ state }: { state: RateSheetSummary['state'] }) {
  const { t } = useTranslation('quotes');
  return <Tag color={STATE_COLORS[state]}>{t(`rates.state.${state}`)}</Tag>;
}

/**
 * A channel's rate sheets (价格表): its versions by effective day, the one in
 * force shown as a grid with its zone list (any other on 查看), each exported
 * as Excel. With `channel:rates`: a new sheet imported from a workbook or
 * copied from the one shown, a future sheet replaced or deleted, one in force
 * or past that no quote has used yet withdrawn. With charge:cost or charge:adjust, a switch lists
 * settlement's cost sheets or a customer's own instead: imported and deleted while future (the
 * sheet view, export, replace and withdraw stay the sale sheets').
 */
export function RatesDrawer({ channel, onClose }: { channel: ChannelRow; onClose: () => void }) {
  const { t } = useTranslation('quotes');
  const canRates = useCan(P.channel.rates);
  const canCost = useCan(P.charge.cost);
  const canAdjust = useCan(P.charge.adjust);
  const kinds: Kind[] = ['sale', ...(canCost ? ['cost' as const] : []), ...(canAdjust ? ['customer' as const] : [])];
  const [kind, setKind] = useState<Kind>('sale');
  const [customerId, setCustomerId] = useState<number | undefined>();
  const sale = kind === 'sale';
  // A customer's sheets wait for the customer to be picked.
  const waiting = kind === 'customer' && customerId === undefined;
  const owner: SheetOwner | undefined = sale ? undefined : { kind, ...(kind === 'customer' && { customerId }) };
  const sheets = useQuery({ ...quotesQueries.sheets(channel.id, owner), enabled: !waiting });
  // The grid's prices are in the channel's currency.
  const settings = useQuery(quotesQueries.settings(channel.id));
  const [viewing, setViewing] = useState<number | null>(null);
  const [newSheet, setNewSheet] = useState<NewSheet | null>(null);
  const confirm = useConfirmedAction();
  const removal = useAreaMutation(
    'quotes',
    (id: number) => quotesApi.removeSheet(id, owner),
    (id) => [id],
  );
  const withdrawal = useAreaMutation('quotes', quotesApi.withdrawSheet, ({ id }) => [id]);

  const list = (!waiting && sheets.data) || [];
  const shown = list.find((s) => s.id === viewing) ?? list.find((s) => s.state === 'inForce') ?? list[0];
  const currency = settings.data?.currency;
  const loaded = {
    isPending: sheets.isPending || settings.isPending,
    isError: sheets.isError || settings.isError,
    error: sheets.error ?? settings.error,
    refetch: () => Promise.all([sheets.refetch(), settings.refetch()]),
  };
  const fileName = (sheet: RateSheetSummary) => t('rates.fileName', { code: channel.code, date: sheet.effectiveFrom });

  const actions = useActionsColumn<RateSheetSummary>(true, (row) => {
    // Only a sheet not yet in force may change: one in force or past is what quotes were priced with, or, until one was, may be withdrawn.
    const changeable = canRates && row.state === 'future';
    const withdrawable = sale && canRates && row.state !== 'future' && row.firstQuotedAt === null;
    // The sheet before it (the list runs newest day first) is in force again once it goes.
    const before = list[list.indexOf(row) + 1];
    const withdraw = () =>
      confirm({
        title: t('rates.withdrawOne', { date: row.effectiveFrom }),
        content: before
          ? t('rates.withdrawContent', { before: before.effectiveFrom })
          : t('rates.withdrawContentNone', { date: row.effectiveFrom }),
        okText: t('rates.withdraw'),
        run: () => withdrawal.mutateAsync(row),
        done: t('rates.withdrawn'),
      });
    return {
      onDelete: changeable
        ? () =>
            confirm({
              title: t('rates.deleteOne', { date: row.effectiveFrom }),
              run: () => removal.mutateAsync(row.id),
              done: t('rates.deleted'),
            })
        : undefined,
      children: sale && (
        <>
          <RowLink onClick={() => setViewing(row.id)}>{t('rates.view')}</RowLink>
          <DownloadButton
            type="link"
            size="small"
            icon={null}
            download={() => quotesApi.exportSheet(row.id, fileName(row))}
          >
            {t('rates.export')}
          </DownloadButton>
          {changeable && (
            <RowLink onClick={() => setNewSheet({ replacing: row, copyOf: null })}>{t('rates.replace')}</RowLink>
          )}
          {withdrawable && <RowLink onClick={withdraw}>{t('rates.withdraw')}</RowLink>}
        </>
      ),
    };
  });
  const columns: TableColumnsType<RateSheetSummary> = [
    { key: 'effectiveFrom', title: t('rates.field.effectiveFrom'), dataIndex: 'effectiveFrom' },
    { key: 'state', title: t('rates.field.state'), render: (_, row) => <StateTag state={row.state} /> },
    { key: 'zoneCount', title: t('rates.field.zoneCount'), dataIndex: 'zoneCount' },
    { key: 'rateCount', title: t('rates.field.rateCount'), dataIndex: 'rateCount' },
    { key: 'note', title: t('rates.field.note'), dataIndex: 'note' },
    { key: 'createdBy', title: t('rates.field.createdBy'), dataIndex: 'createdBy' },
    { key: 'createdAt', title: t('rates.field.createdAt'), render: (_, row) => formatDateTime(row.createdAt) },
    {
      key: 'firstQuotedAt',
      title: t('rates.field.firstQuotedAt'),
      render: (_, row) =>
        row.firstQuotedAt ? (
          formatDateTime(row.firstQuotedAt)
        ) : row.state === 'future' ? (
          '—'
        ) : (
          <Typography.Text type="secondary">{t('rates.notQuoted')}</Typography.Text>
        ),
    },
    ...actions,
  ];

  return (
    <Drawer
      open
      title={t('rates.title', { name: channel.name })}
      size="min(1200px, 100vw)"
      onClose={onClose}
      destroyOnHidden
    >
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <Flex gap={8} wrap>
          {kinds.length > 1 && (
            <Segmented<Kind>
              aria-label={t('rates.kind.label')}
              value={kind}
              onChange={(k) => {
                setKind(k);
                setViewing(null);
              }}
              options={kinds.map((k) => ({ value: k, label: t(`rates.kind.${k}`) }))}
            />
          )}
          {kind === 'customer' && (
            <CustomerPicker
              style={{ width: 220 }}
              placeholder={t('rates.kind.customer')}
              aria-label={t('rates.kind.customer')}
              value={customerId}
              onChange={(v) => setCustomerId(typeof v === 'number' ? v : undefined)}
            />
          )}
        </Flex>
        <Can code={P.channel.rates}>
          <Flex gap={8} wrap>
            <DownloadButton
              icon={<FileExcelOutlined />}
              download={() => quotesApi.sheetTemplate(t('rates.templateName'))}
            >
              {t('rates.template')}
            </DownloadButton>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              disabled={!currency || waiting}
              onClick={() => setNewSheet({ replacing: null, copyOf: null })}
            >
              {t('rates.import')}
            </Button>
          </Flex>
        </Can>
      </Flex>
      {waiting ? (
        <Typography.Text type="secondary">{t('rates.kind.pickCustomer')}</Typography.Text>
      ) : (
        <QueryState query={loaded} empty={list.length === 0} emptyText={t('rates.empty')}>
          <Table<RateSheetSummary>
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={columns}
            dataSource={list}
            rowClassName={(row) => (row.id === shown?.id ? 'ant-table-row-selected' : '')}
          />
          {sale && shown && currency && (
            <SheetView
              summary={shown}
              currency={currency}
              onCopy={
                canRates
                  ? (draft) => setNewSheet({ replacing: null, copyOf: { draft, effectiveFrom: shown.effectiveFrom } })
                  : undefined
              }
            />
          )}
        </QueryState>
      )}
      {newSheet && currency && (
        <NewSheetDialog
          channel={channel}
          currency={currency}
          owner={owner}
          {...newSheet}
          onClose={() => setNewSheet(null)}
        />
      )}
    </Drawer>
  );
}

/** One sheet: its grid, then its zone list; offered as the start of a new sheet to those who may save one. */
function SheetView({
  summary,
  currency,
  onCopy,
}: {
  summary: RateSheetSummary;
  currency: string;
  onCopy: ((draft: Draft) => void) | undefined;
}) {
  const { t } = useTranslation('quotes');
  const sheet = useQuery(quotesQueries.sheet(summary.id));
  return (
    <section aria-label={t('rates.viewing', { date: summary.effectiveFrom })}>
      <Flex gap={8} wrap justify="space-between" align="center" style={{ margin: '24px 0 12px' }}>
        <Space>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('rates.viewing', { date: summary.effectiveFrom })}
          </Typography.Title>
          <StateTag state={summary.state} />
        </Space>
        {onCopy && sheet.data && (
          <Button icon={<CopyOutlined />} onClick={() => onCopy({ zones: sheet.data.zones, rates: sheet.data.rates })}>
            {t('rates.copy')}
          </Button>
        )}
      </Flex>
      <QueryState query={sheet}>
        {sheet.data && (
          <>
            <RateGrid draft={sheet.data} currency={currency} />
            <Divider titlePlacement="start" plain>
              {t('rates.grid.zones')}
            </Divider>
            <ZoneTable zones={sheet.data.zones} />
          </>
        )}
      </QueryState>
    </section>
  );
}
