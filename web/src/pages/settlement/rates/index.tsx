import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import { BASE_CURRENCY, P, type ExchangeRateRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Flex, Form, Input, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { settlementApi, settlementQueries } from '../../../api/settlement.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { RecordDialog } from '../../../components/RecordDialog.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import { formatDateTime } from '../../../utils/time.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const RATE = /^\d{1,6}(\.\d{1,8})?$/;
type Values = { currency: string; rate: string };

function RateDialog({ month, rate, onClose }: { month: string; rate: ExchangeRateRow | null; onClose: () => void }) {
  const { t } = useTranslation(['settlement', 'common']);
  return (
    <RecordDialog<ExchangeRateRow, Values>
      area="settlement"
      record={rate}
      title={t(rate ? 'rates.edit' : 'rates.add', { month })}
      initialValues={{ currency: '', rate: '' }}
      valuesOf={(r) => ({ currency: r.currency, rate: r.rate })}
      save={(v, base) =>
        base
          ? settlementApi.rateUpdate(base.id, { rate: v.rate.trim(), version: base.version })
          : settlementApi.rateCreate({ month, currency: v.currency.trim().toUpperCase(), rate: v.rate.trim() })
      }
      done={t('rates.saved')}
      onClose={onClose}
    >
      <Form.Item
        name="currency"
        label={t('rates.currency')}
        rules={[
          { required: true, whitespace: true, message: t('common:required') },
          { pattern: /^[A-Za-z]{3}$/, message: t('rates.currencyPattern') },
        ]}
      >
        <Input maxLength={3} disabled={!!rate} style={{ textTransform: 'uppercase' }} placeholder="USD" />
      </Form.Item>
      <Form.Item
        name="rate"
        label={t('rates.rate')}
        extra={t('rates.rateHint')}
        rules={[
          { required: true, whitespace: true, message: t('common:required') },
          { pattern: RATE, message: t('rates.ratePattern') },
        ]}
      >
        <Input inputMode="decimal" placeholder="7.1234" />
      </Form.Item>
    </RecordDialog>
  );
}

/**
 * 汇率: each month's rates, CNY for one unit of a currency (CNY is the base and has none). Reports convert an
 * order's money at its entry month's rates; a month without one says so there rather than guess. The month is
 * in the URL; a new month starts from the month before's rates (复制上月).
 */
export default function ExchangeRatesPage() {
  const { t } = useTranslation('settlement');
  const { message } = App.useApp();
  const url = useUrlQuery(20);
  const asked = url.params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : dayjs().format('YYYY-MM');
  const rates = useQuery(settlementQueries.rates(month));
  const canEdit = useCan(P.rate.edit);
  const [editing, setEditing] = useState<ExchangeRateRow | 'new' | null>(null);
  const confirm = useConfirmedAction();
  const copy = useAreaMutation('settlement', () => settlementApi.rateCopy(month));
  const actions = useActionsColumn<ExchangeRateRow>(
    canEdit,
    useCallback(
      (row: ExchangeRateRow) => ({
        onEdit: () => setEditing(row),
        onDelete: () =>
          confirm({
            title: t('rates.deleteOne', { currency: row.currency, month: row.month }),
            run: () => settlementApi.rateDelete(row.id),
            done: t('rates.deleted'),
          }),
      }),
      [confirm, t],
    ),
  );
  const columns: TableColumnsType<ExchangeRateRow> = [
    { key: 'currency', title: t('rates.currency'), dataIndex: 'currency', width: 100 },
    {
      key: 'rate',
      title: t('rates.rateColumn', { base: BASE_CURRENCY }),
      width: 160,
      align: 'right',
      render: (_, r) => r.rate,
    },
    { key: 'updatedAt', title: t('rates.updatedAt'), width: 170, render: (_, r) => formatDateTime(r.updatedAt) },
    ...actions,
  ];
  return (
    <Card>
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <DatePicker
          picker="month"
          allowClear={false}
          aria-label={t('rates.month')}
          value={dayjs(`${month}-01`)}
          onChange={(d) => void url.update({ month: d ? d.format('YYYY-MM') : null })}
        />
        <Can code={P.rate.edit}>
          <Flex gap={8} wrap>
            <Button
              icon={<CopyOutlined />}
              loading={copy.isPending}
              onClick={() =>
                copy.mutate(undefined, {
                  onSuccess: (rows) => void message.success(t('rates.copied', { count: rows.length })),
                })
              }
            >
              {t('rates.copy')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('rates.add', { month })}
            </Button>
          </Flex>
        </Can>
      </Flex>
      <ListTable<ExchangeRateRow>
        query={rates}
        emptyText={t('rates.empty', { month })}
        dataSource={rates.data}
        columns={columns}
        pagination={false}
      />
      {editing && (
        <RateDialog month={month} rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
