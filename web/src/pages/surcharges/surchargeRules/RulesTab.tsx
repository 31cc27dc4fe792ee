import { PlusOutlined } from '@ant-design/icons';
import { P, SURCHARGE_KINDS, SURCHARGE_PAGE_SIZE, type SurchargeKind, type SurchargeRow } from '@fwd/contract';
import { Button, Flex, Segmented, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { surchargesApi, surchargesQueries, type SurchargeSide } from '../../../api/surcharges.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { EnabledTag, useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { positiveInt } from '../../../components/list/useUrlQuery.ts';
import { ChannelPicker } from '../../../components/pickers/pickers.tsx';
import { useQuoteWords } from '../../quotes/components/useQuoteWords.ts';
import { SurchargeDrawer } from './SurchargeDrawer.tsx';

const isKind = (value: string | null): value is SurchargeKind => SURCHARGE_KINDS.includes(value as SurchargeKind);

/** The list's own filters in the URL (hand-edited links may hold anything: what is not a kind or an id is no filter). */
const filtersOf = (params: URLSearchParams) => {
  const kind = params.get('kind');
  return {
    kind: isKind(kind) ? kind : undefined,
    channelId: positiveInt(params.get('channelId'), 0) || undefined,
    side: params.get('side') === 'cost' ? ('cost' as const) : undefined,
  };
};

/** What a rule charges for, in words: 最长边 > 120 cm 或 围长 > 300 cm, 带电或液体. */
function useCondition() {
  const { t, i18n } = useTranslation('surcharges');
  const { cargo, number } = useQuoteWords();
  const anyOf = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(items);
  return (rule: SurchargeRow): string => {
    switch (rule.kind) {
      case 'fuel':
        return t('rule.condition.fuel');
      case 'remote':
        return rule.remoteClass
          ? t('rule.condition.remote', { remoteClass: rule.remoteClass })
          : t('rule.condition.remoteAny');
      case 'oversize':
        return anyOf([
          ...(rule.thresholdCm ? [t('rule.condition.longest', { cm: number(rule.thresholdCm) })] : []),
          ...(rule.girthCm ? [t('rule.condition.girth', { cm: number(rule.girthCm) })] : []),
        ]);
      case 'overweight':
        return rule.thresholdKg ? t('rule.condition.overweight', { kg: number(rule.thresholdKg) }) : '';
      case 'residential':
        return t('rule.condition.residential');
      case 'sensitive':
        return anyOf(rule.cargoTypes.map(cargo));
      case 'peak':
      case 'other':
        return t(`rule.condition.${rule.kind}`);
    }
  };
}

/**
 * The surcharge rules: filtered by name, kind and channel (in the URL), paged;
 * added and edited in a drawer, deleted after a confirmation, each by its
 * permission. Amounts are in each channel's own currency, so they are shown
 * as numbers with what they are charged per. Who sees cost (charge:cost) switches
 * to the cost side: the surcharges settlement adds to the expected cost.
 */
export function RulesTab() {
  const { t } = useTranslation('surcharges');
  const [params] = useSearchParams();
  const { side } = filtersOf(params);
  const list = useList({
    pageSize: SURCHARGE_PAGE_SIZE,
    query: ({ page, size, keyword, params }) =>
      surchargesQueries.page({
        currentPage: page,
        pageSize: size,
        keyword: keyword || undefined,
        ...filtersOf(params),
      }),
    total: (count) => t('rule.total', { count }),
    area: 'surcharges',
    remove: (ids) => Promise.all(ids.map((id) => surchargesApi.remove(id, side))),
  });
  const { view } = list;
  const seesCost = useCan(P.charge.cost);
  const condition = useCondition();
  const { number } = useQuoteWords();
  const [editing, setEditing] = useState<SurchargeRow | 'new' | null>(null);
  const canEdit = useCan(P.surcharge.edit);
  const canDelete = useCan(P.surcharge.delete);
  const actions = useActionsColumn<SurchargeRow>(canEdit || canDelete, (row) => ({
    onEdit: canEdit ? () => setEditing(row) : undefined,
    onDelete: canDelete
      ? () => list.removeRows({ ids: [row.id], title: t('rule.deleteOne', { name: row.name }), done: t('deleted') })
      : undefined,
  }));
  const { kind, channelId } = filtersOf(view.params);
  const filtered = Boolean(view.keyword || kind || channelId);

  const columns: TableColumnsType<SurchargeRow> = [
    { key: 'name', title: t('rule.field.name'), dataIndex: 'name' },
    { key: 'kind', title: t('rule.field.kind'), render: (_, row) => <Tag>{t(`rule.kind.${row.kind}`)}</Tag> },
    { key: 'condition', title: t('rule.field.condition'), render: (_, row) => condition(row) },
    {
      key: 'amount',
      title: t('rule.field.amount'),
      render: (_, row) => t(`rule.per.${row.basis}`, { amount: number(row.amount) }),
    },
    { key: 'minimum', title: t('rule.field.minimum'), render: (_, row) => (row.minimum ? number(row.minimum) : null) },
    {
      key: 'onFuel',
      title: t('rule.field.onFuel'),
      render: (_, row) => row.onFuel && <Tag color="orange">{t('rule.field.onFuel')}</Tag>,
    },
    {
      key: 'channels',
      title: t('rule.field.channels'),
      render: (_, row) =>
        row.channels.length === 0 ? (
          <Tag>{t('rule.everyChannel')}</Tag>
        ) : (
          row.channels.map((c) => <Tag key={c.id}>{c.name}</Tag>)
        ),
    },
    {
      key: 'dates',
      title: t('rule.field.dates'),
      render: (_, row) => t('dates', { from: row.effectiveFrom, to: row.effectiveTo ?? t('openEnded') }),
    },
    { key: 'enabled', title: t('rule.field.enabled'), render: (_, row) => <EnabledTag enabled={row.enabled} /> },
    ...actions,
  ];

  return (
    <>
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <Space wrap>
          {seesCost && (
            <Segmented<SurchargeSide>
              aria-label={t('side.label')}
              value={side ?? 'sale'}
              options={[
                { value: 'sale', label: t('side.sale') },
                { value: 'cost', label: t('side.cost') },
              ]}
              onChange={(next) => view.update({ side: next === 'cost' ? next : null, page: null })}
            />
          )}
          <KeywordSearch keyword={view.keyword} placeholder={t('rule.search')} onQuery={view.update} />
          <Select<SurchargeKind>
            allowClear
            aria-label={t('rule.field.kind')}
            placeholder={t('rule.anyKind')}
            style={{ width: 140 }}
            value={kind}
            options={SURCHARGE_KINDS.map((k) => ({ value: k, label: t(`rule.kind.${k}`) }))}
            onChange={(next) => view.update({ kind: next ?? null, page: null })}
          />
          <ChannelPicker
            aria-label={t('rule.field.channels')}
            placeholder={t('rule.anyChannel')}
            style={{ width: 200 }}
            value={channelId}
            onChange={(next) => view.update({ channelId: typeof next === 'number' ? next : null, page: null })}
          />
        </Space>
        <Can code={P.surcharge.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('rule.add')}
          </Button>
        </Can>
      </Flex>
      <ListTable<SurchargeRow>
        query={list.query}
        emptyText={filtered ? t('rule.noMatch') : t('rule.empty')}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {editing && (
        <SurchargeDrawer rule={editing === 'new' ? null : editing} side={side} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
