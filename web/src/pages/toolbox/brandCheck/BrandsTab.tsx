import { PlusOutlined } from '@ant-design/icons';
import { BRAND_CATEGORIES, BRAND_PAGE_SIZE, P, type BrandCategory, type BrandRow } from '@fwd/contract';
import { Button, Flex, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAreaMutation } from '../../../api/areas.ts';
import { brandsApi, brandsQueries } from '../../../api/toolbox/brands.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { EnabledSwitch, useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { SheetButtons } from '../../../components/SheetButtons.tsx';
import { BrandDrawer } from './BrandDrawer.tsx';
import { CATEGORY_COLORS, useBrandWords } from './brandWords.tsx';

const isCategory = (v: string | null): v is BrandCategory => BRAND_CATEGORIES.includes(v as BrandCategory);
const STATES = ['true', 'false'] as const;
type State = (typeof STATES)[number];
const isState = (v: string | null): v is State => STATES.includes(v as State);

/** The list's own filters in the URL (what a hand-edited link holds wrong is no filter). */
const filtersOf = (params: URLSearchParams) => {
  const category = params.get('category');
  const enabled = params.get('enabled');
  return { category: isCategory(category) ? category : undefined, enabled: isState(enabled) ? enabled : undefined };
};

/**
 * The brands staff keep: searched by name or alias, filtered by category and
 * state, paged; added and edited in a drawer, switched on and off in place,
 * deleted after a confirmation; imported from and exported to Excel.
 */
export function BrandsTab() {
  const { t, category } = useBrandWords();
  const list = useList({
    pageSize: BRAND_PAGE_SIZE,
    query: ({ page, size, keyword, params }) =>
      brandsQueries.brandPage({
        currentPage: page,
        pageSize: size,
        keyword: keyword || undefined,
        ...filtersOf(params),
      }),
    total: (count) => t('brandCheck.brand.total', { count }),
    area: 'toolbox',
    remove: (ids) => Promise.all(ids.map(brandsApi.brandRemove)),
  });
  const { view } = list;
  const { category: categoryFilter, enabled } = filtersOf(view.params);
  const [editing, setEditing] = useState<BrandRow | 'new' | null>(null);
  const canEdit = useCan(P.brand.edit);
  const switching = useAreaMutation('toolbox', ({ row, on }: { row: BrandRow; on: boolean }) =>
    brandsApi.brandUpdate(row.id, {
      name: row.name,
      aliases: row.aliases,
      category: row.category,
      riskLevel: row.riskLevel,
      channelIds: row.channels.map((c) => c.id),
      wholeWord: row.wholeWord,
      remark: row.remark,
      enabled: on,
      version: row.version,
    }),
  );
  const actions = useActionsColumn<BrandRow>(canEdit, (row) => ({
    onEdit: () => setEditing(row),
    onDelete: () =>
      list.removeRows({
        ids: [row.id],
        title: t('brandCheck.brand.deleteOne', { name: row.name }),
        done: t('brandCheck.brand.deleted'),
      }),
  }));
  const filtered = Boolean(view.keyword || categoryFilter || enabled);
  const field = (key: string) => t(`brandCheck.brand.field.${key}` as 'brandCheck.brand.field.name');

  const columns: TableColumnsType<BrandRow> = [
    { key: 'name', title: field('name'), dataIndex: 'name' },
    { key: 'aliases', title: field('aliases'), render: (_, row) => row.aliases.join('、') },
    {
      key: 'category',
      title: field('category'),
      render: (_, row) => <Tag color={CATEGORY_COLORS[row.category]}>{category(row.category)}</Tag>,
    },
    { key: 'riskLevel', title: field('riskLevel'), render: (_, row) => t(`brandCheck.risk.${row.riskLevel}`) },
    {
      key: 'channels',
      title: field('channels'),
      render: (_, row) => row.channels.map((c) => <Tag key={c.id}>{c.name}</Tag>),
    },
    {
      key: 'wholeWord',
      title: field('wholeWord'),
      render: (_, row) => row.wholeWord && <Tag color="blue">{field('wholeWord')}</Tag>,
    },
    { key: 'remark', title: field('remark'), dataIndex: 'remark' },
    {
      key: 'enabled',
      title: field('enabled'),
      render: (_, row) => (
        <EnabledSwitch
          enabled={row.enabled}
          name={row.name}
          canEdit={canEdit}
          onChange={(on) => switching.mutate({ row, on })}
        />
      ),
    },
    ...actions,
  ];

  return (
    <>
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <Space wrap>
          <KeywordSearch keyword={view.keyword} placeholder={t('brandCheck.brand.search')} onQuery={view.update} />
          <Select<BrandCategory>
            allowClear
            aria-label={field('category')}
            placeholder={t('brandCheck.brand.anyCategory')}
            style={{ width: 140 }}
            value={categoryFilter}
            options={BRAND_CATEGORIES.map((c) => ({ value: c, label: category(c) }))}
            onChange={(next) => view.update({ category: next ?? null, page: null })}
          />
          <Select<State>
            allowClear
            aria-label={field('enabled')}
            placeholder={t('brandCheck.brand.anyState')}
            style={{ width: 120 }}
            value={enabled}
            options={[
              { value: 'true', label: t('brandCheck.brand.enabledOnly') },
              { value: 'false', label: t('brandCheck.brand.disabledOnly') },
            ]}
            onChange={(next) => view.update({ enabled: next ?? null, page: null })}
          />
        </Space>
        <Space wrap>
          <SheetButtons
            area="toolbox"
            importCode={P.brand.import}
            exportCode={P.brand.view}
            importSheet={brandsApi.brandImport}
            exportSheet={() =>
              brandsApi.brandExport(
                { keyword: view.keyword || undefined, category: categoryFilter, enabled },
                t('brandCheck.brand.fileName'),
              )
            }
            template={() => brandsApi.brandTemplate(t('brandCheck.brand.templateName'))}
          />
          <Can code={P.brand.edit}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('brandCheck.brand.add')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <ListTable<BrandRow>
        query={list.query}
        emptyText={filtered ? t('brandCheck.brand.noMatch') : t('brandCheck.brand.empty')}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {editing && <BrandDrawer brand={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
