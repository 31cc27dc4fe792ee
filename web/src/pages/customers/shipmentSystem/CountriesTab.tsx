import { P, type CountryRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { InputNumber, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { countriesApi, countriesQueries } from '../../../api/countries.ts';
import { useCan } from '../../../components/Can.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { EnabledSwitch } from '../../../components/list/RowActions.tsx';
import { useUrlPagination, useUrlQuery } from '../../../components/list/useUrlQuery.ts';

const PAGE_SIZE = 20;

/**
 * Every country: which are offered and in what order (lower first). The
 * search is the server's, so it matches pinyin (meiguo, mg) as the pickers do.
 */
export function CountriesTab() {
  const { t } = useTranslation(['countries', 'common']);
  const view = useUrlQuery(PAGE_SIZE);
  const query = useQuery(countriesQueries.list(view.keyword));
  const canEdit = useCan(P.country.edit);
  const update = useAreaMutation(
    'countries',
    ({ row, ...change }: { row: CountryRow; enabled?: boolean; sort?: number }) =>
      countriesApi.update(row.id, { enabled: row.enabled, sort: row.sort, version: row.version, ...change }),
  );

  const all = query.data;
  const pagination = useUrlPagination(view, all?.length, t('total', { count: all?.length ?? 0 }));
  // Every country comes at once (the search is the server's): the pager shows them a page at a time.
  const rows = useMemo(
    () => all?.slice((view.page - 1) * view.size, view.page * view.size),
    [all, view.page, view.size],
  );
  const columns: TableColumnsType<CountryRow> = [
    { key: 'code', title: t('code'), dataIndex: 'code', width: 80 },
    { key: 'nameZh', title: t('common:language.nameZh'), dataIndex: 'nameZh' },
    { key: 'nameEn', title: t('common:language.nameEn'), dataIndex: 'nameEn' },
    { key: 'nameEs', title: t('common:language.nameEs'), dataIndex: 'nameEs' },
    { key: 'nameJa', title: t('common:language.nameJa'), dataIndex: 'nameJa' },
    {
      key: 'enabled',
      title: t('common:enabled'),
      render: (_, row) => (
        <EnabledSwitch
          enabled={row.enabled}
          name={row.nameZh}
          canEdit={canEdit}
          onChange={(enabled) => update.mutate({ row, enabled })}
        />
      ),
    },
    {
      key: 'sort',
      title: t('sort'),
      render: (_, row) => (
        <InputNumber
          // Remounts with the saved value, so a refused edit does not stay in the box.
          key={`${row.id}.${row.version}`}
          size="small"
          min={0}
          max={9999}
          precision={0}
          disabled={!canEdit}
          defaultValue={row.sort}
          aria-label={t('sortOf', { name: row.nameZh })}
          onBlur={(event) => {
            const sort = Number(event.target.value);
            if (Number.isInteger(sort) && sort !== row.sort) update.mutate({ row, sort });
          }}
        />
      ),
    },
  ];

  return (
    <>
      <div className="list-toolbar">
        <KeywordSearch keyword={view.keyword} placeholder={t('search')} onQuery={view.update} />
      </div>
      <ListTable<CountryRow>
        query={query}
        emptyText={view.keyword ? t('common:noMatch', { keyword: view.keyword }) : undefined}
        columns={columns}
        dataSource={rows}
        pagination={pagination}
      />
    </>
  );
}
