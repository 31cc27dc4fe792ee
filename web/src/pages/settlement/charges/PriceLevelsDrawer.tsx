import { PlusOutlined } from '@ant-design/icons';
import { P, type PriceLevelRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Flex, Form, Input, Radio, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settlementApi, settlementQueries } from '../../../api/settlement.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useActionsColumn } from '../../../components/list/RowActions.tsx';
import { ChannelPicker, CustomerPicker } from '../../../components/pickers/pickers.tsx';
import { RecordDialog } from '../../../components/RecordDialog.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';

type Values = { customerId?: number; channelId?: number; kind: 'percent' | 'sheet'; percent: string | null };
const PERCENT = /^-?\d{1,4}(\.\d{1,2})?$/;

function LevelDialog({ level, onClose }: { level: PriceLevelRow | null; onClose: () => void }) {
  const { t } = useTranslation(['settlement', 'common']);
  const required = { required: true, message: t('common:required') };
  return (
    <RecordDialog<PriceLevelRow, Values>
      area="settlement"
      record={level}
      title={t(level ? 'levels.edit' : 'levels.add')}
      initialValues={{ kind: 'percent', percent: null }}
      valuesOf={(l) => ({ customerId: l.customerId, channelId: l.channelId, kind: l.kind, percent: l.percent })}
      save={(v, base) => {
        const percent = v.kind === 'percent' ? (v.percent?.trim() ?? null) : null;
        return base
          ? settlementApi.priceLevelUpdate(base.id, { kind: v.kind, percent, version: base.version })
          : settlementApi.priceLevelCreate({
              customerId: v.customerId!,
              channelId: v.channelId!,
              kind: v.kind,
              percent,
            });
      }}
      done={t('levels.saved')}
      onClose={onClose}
    >
      <Form.Item name="customerId" label={t('col.customer')} rules={[required]}>
        <CustomerPicker
          disabled={!!level}
          current={level && { value: level.customerId, label: level.shortName }}
          aria-label={t('col.customer')}
        />
      </Form.Item>
      <Form.Item name="channelId" label={t('col.channel')} rules={[required]}>
        <ChannelPicker
          disabled={!!level}
          current={level && { value: level.channelId, label: level.channelCode }}
          aria-label={t('col.channel')}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('levels.kind')} extra={t('levels.hint')}>
        <Radio.Group
          options={[
            { value: 'percent', label: t('levels.percentKind') },
            { value: 'sheet', label: t('levels.sheetKind') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) =>
          getFieldValue('kind') === 'percent' && (
            <Form.Item
              name="percent"
              label={t('levels.percent')}
              rules={[required, { pattern: PERCENT, message: t('levels.percentPattern') }]}
            >
              <Input inputMode="decimal" suffix="%" placeholder="8.5" />
            </Form.Item>
          )
        }
      </Form.Item>
    </RecordDialog>
  );
}

/**
 * 客户价格等级: per customer and channel, a percentage on the channel's base or the customer's own sheets (which
 * replace the channel's); the customers the user sees. Orders take a change at their next pricing.
 */
export function PriceLevelsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settlement');
  const [customerId, setCustomerId] = useState<number | undefined>();
  const levels = useQuery(settlementQueries.priceLevels(customerId));
  const canAdjust = useCan(P.charge.adjust);
  const [editing, setEditing] = useState<PriceLevelRow | 'new' | null>(null);
  const confirm = useConfirmedAction();
  const actions = useActionsColumn<PriceLevelRow>(
    canAdjust,
    useCallback(
      (row: PriceLevelRow) => ({
        onEdit: () => setEditing(row),
        onDelete: () =>
          confirm({
            title: t('levels.deleteOne', { customer: row.shortName, channel: row.channelCode }),
            run: () => settlementApi.priceLevelDelete(row.id),
            done: t('levels.deleted'),
          }),
      }),
      [confirm, t],
    ),
  );
  const columns: TableColumnsType<PriceLevelRow> = [
    { key: 'customer', title: t('col.customer'), dataIndex: 'shortName', width: 120 },
    { key: 'channel', title: t('col.channel'), dataIndex: 'channelCode', width: 120 },
    {
      key: 'level',
      title: t('col.level'),
      width: 200,
      render: (_, l) =>
        l.kind === 'percent'
          ? t('level.percent', { percent: l.percent })
          : `${t('level.sheet')} (${t('levels.sheets', { count: l.sheets })})`,
    },
    ...actions,
  ];
  return (
    <Drawer open title={t('levels.title')} size="large" onClose={onClose}>
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <CustomerPicker
          allowClear
          style={{ width: 220 }}
          placeholder={t('col.customer')}
          aria-label={t('col.customer')}
          value={customerId}
          onChange={(v) => setCustomerId(typeof v === 'number' ? v : undefined)}
        />
        <Can code={P.charge.adjust}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('levels.add')}
          </Button>
        </Can>
      </Flex>
      <ListTable<PriceLevelRow>
        query={levels}
        emptyText={t('levels.empty')}
        dataSource={levels.data}
        columns={columns}
        pagination={false}
      />
      {editing && <LevelDialog level={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Drawer>
  );
}
