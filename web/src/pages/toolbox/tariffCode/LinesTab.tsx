import { PlusOutlined } from '@ant-design/icons';
import { P, TARIFF_LINE_PAGE_SIZE, type TariffLineRow } from '@fwd/contract';
import { Button, Flex, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tariffsApi, tariffsQueries } from '../../../api/toolbox/tariffs.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { SheetButtons } from '../../../components/SheetButtons.tsx';
import { formatCode, inForce } from './codes.tsx';
import { CopyCode } from './CopyCode.tsx';
import { LineDialog } from './LineDialog.tsx';

/**
 * The national lines the company declares under: found by a code's start or
 * a name, paged; added, edited and deleted with tariff:edit, imported from
 * Excel (with its template) with tariff:import, exported as filtered.
 */
export function LinesTab() {
  const { t } = useTranslation('toolbox');
  const list = useList({
    pageSize: TARIFF_LINE_PAGE_SIZE,
    query: ({ page, size, keyword }) =>
      tariffsQueries.tariffLinePage({ currentPage: page, pageSize: size, keyword: keyword || undefined }),
    total: (count) => t('tariffCode.line.total', { count }),
    area: 'toolbox',
    remove: (ids) => Promise.all(ids.map(tariffsApi.tariffLineRemove)),
  });
  const { view } = list;
  const [editing, setEditing] = useState<TariffLineRow | 'new' | null>(null);
  const canEdit = useCan(P.tariff.edit);
  const actions = useActionsColumn<TariffLineRow>(canEdit, (row) => ({
    onEdit: () => setEditing(row),
    onDelete: () =>
      list.removeRows({
        ids: [row.id],
        title: t('tariffCode.line.deleteOne', { code: formatCode(row.code) }),
        done: t('tariffCode.line.deleted'),
      }),
  }));

  const columns: TableColumnsType<TariffLineRow> = [
    {
      key: 'code',
      title: t('tariffCode.line.code'),
      width: 160,
      render: (_, row) => (
        <Space size={0}>
          <span className="tariff-code">{formatCode(row.code)}</span>
          <CopyCode code={row.code} />
        </Space>
      ),
    },
    {
      key: 'name',
      title: t('tariffCode.line.name'),
      render: (_, row) => (
        <>
          {row.name}{' '}
          {!inForce(row.effectiveFrom, row.effectiveTo) && <Tag color="orange">{t('tariffCode.notInForce')}</Tag>}
        </>
      ),
    },
    {
      key: 'units',
      title: t('tariffCode.line.units'),
      render: (_, row) => [row.unit1, row.unit2].filter(Boolean).join(' / '),
    },
    { key: 'rebateRate', title: t('tariffCode.line.rebateRate'), dataIndex: 'rebateRate', align: 'right' },
    { key: 'supervision', title: t('tariffCode.line.supervision'), dataIndex: 'supervision' },
    {
      key: 'dates',
      title: t('tariffCode.line.dates'),
      render: (_, row) => `${row.effectiveFrom} ~ ${row.effectiveTo ?? t('tariffCode.line.openEnded')}`,
    },
    ...actions,
  ];

  return (
    <>
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <KeywordSearch keyword={view.keyword} placeholder={t('tariffCode.line.search')} onQuery={view.update} />
        <Space wrap>
          <SheetButtons
            area="toolbox"
            importCode={P.tariff.import}
            exportCode={P.tariff.view}
            importSheet={tariffsApi.tariffLineImport}
            exportSheet={() => tariffsApi.tariffLineExport(view.keyword, `${t('tariffCode.line.fileName')}.xlsx`)}
            template={() => tariffsApi.tariffLineTemplate(`${t('tariffCode.line.templateName')}.xlsx`)}
          />
          <Can code={P.tariff.edit}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('tariffCode.line.add')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <ListTable<TariffLineRow>
        query={list.query}
        emptyText={view.keyword ? t('tariffCode.line.noMatch') : t('tariffCode.line.empty')}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {editing && <LineDialog line={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
