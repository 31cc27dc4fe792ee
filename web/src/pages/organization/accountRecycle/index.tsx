import { EMPLOYEE_PAGE_SIZE, P, type DeletedEmployeeRow } from '@fwd/contract';
import { App, Button, Card, Flex, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { recycle } from '../../../api/employees.ts';
import { useCan } from '../../../components/Can.tsx';
import { useUrlPagination, useUrlQuery } from '../../../components/useUrlQuery.ts';
import { formatDateTime } from '../../../utils/time.ts';
import { useEmployeeColumns } from '../employeeColumns.tsx';
import { emptyTable, KeywordSearch, LoadError } from '../listParts.tsx';
import { useOrganizationMutation, useRecycle } from '../queries.ts';

/** 账号回收站: deleted employees, searchable and paged (the view lives in the URL query); restore puts one back. */
export default function AccountRecyclePage() {
  const { t } = useTranslation('organization');
  const { message } = App.useApp();
  const query = useUrlQuery(EMPLOYEE_PAGE_SIZE);
  const { page, size, keyword, update } = query;
  const list = useRecycle({ currentPage: page, pageSize: size, keyword: keyword || undefined });
  const baseColumns = useEmployeeColumns<DeletedEmployeeRow>();
  const canRestore = useCan(P.recycle.restore);
  // A refusal (the username was taken meanwhile) is shown by the api client with the server's message.
  const restore = useOrganizationMutation((row: DeletedEmployeeRow) => recycle.restore(row.id));

  const pagination = useUrlPagination(query, list.data?.total, (count) => t('recycle.total', { count }));

  const columns: TableColumnsType<DeletedEmployeeRow> = [
    ...baseColumns,
    { key: 'deletedAt', title: t('field.deletedAt'), dataIndex: 'deletedAt', render: (at: string) => formatDateTime(at) },
  ];
  if (canRestore) {
    columns.push({
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      width: 90,
      render: (_, row) => (
        <Popconfirm
          title={t('recycle.restoreConfirm', { name: row.name })}
          onConfirm={() => restore.mutate(row, { onSuccess: () => void message.success(t('recycle.restored', { name: row.name })) })}
        >
          <Button type="link" size="small">
            {t('recycle.restore')}
          </Button>
        </Popconfirm>
      ),
    });
  }

  const emptyText = list.isError ? t('loadFailed') : keyword ? t('recycle.noMatch', { keyword }) : t('recycle.empty');

  return (
    <Card size="small">
      <Flex style={{ marginBottom: 12 }}>
        <KeywordSearch keyword={keyword} placeholder={t('recycle.search')} onQuery={update} />
      </Flex>
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      <Table<DeletedEmployeeRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={emptyTable(emptyText)}
        pagination={pagination}
      />
    </Card>
  );
}
