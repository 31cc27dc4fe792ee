import { EMPLOYEE_PAGE_SIZE, P, type DeletedEmployeeRow } from '@fwd/contract';
import { Button, Card, Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { employeesApi, employeesQueries } from '../../../api/employees.ts';
import { useCan } from '../../../components/Can.tsx';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useList } from '../../../components/list/useList.ts';
import { formatDateTime } from '../../../utils/time.ts';
import { useEmployeeColumns } from '../employeeColumns.tsx';

/** 账号回收站: deleted employees, searchable and paged (the view lives in the URL query); restore puts one back. */
export default function AccountRecyclePage() {
  const { t } = useTranslation(['employees', 'common']);
  const list = useList({
    pageSize: EMPLOYEE_PAGE_SIZE,
    query: ({ page, size, keyword }) =>
      employeesQueries.deleted({ currentPage: page, pageSize: size, keyword: keyword || undefined }),
    total: (count) => t('recycle.total', { count }),
    area: 'employees',
  });
  const baseColumns = useEmployeeColumns<DeletedEmployeeRow>();
  const canRestore = useCan(P.recycle.restore);
  const restore = useAreaMutation('employees', employeesApi.restore);
  const confirm = useConfirmedAction();
  const { keyword, update } = list.view;

  // A refusal (the username was taken meanwhile) is shown by the api client with the server's message.
  const confirmRestore = (row: DeletedEmployeeRow) =>
    confirm({
      title: t('recycle.restoreConfirm', { name: row.name }),
      okText: t('recycle.restore'),
      danger: false,
      run: () => restore.mutateAsync(row.id),
      done: t('recycle.restored', { name: row.name }),
    });

  const columns: TableColumnsType<DeletedEmployeeRow> = [
    ...baseColumns,
    {
      key: 'deletedAt',
      title: t('field.deletedAt'),
      dataIndex: 'deletedAt',
      render: (at: string) => formatDateTime(at),
    },
  ];
  if (canRestore) {
    columns.push({
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => confirmRestore(row)}>
          {t('recycle.restore')}
        </Button>
      ),
    });
  }

  return (
    <Card size="small">
      <Flex className="list-toolbar">
        <KeywordSearch keyword={keyword} placeholder={t('recycle.search')} onQuery={update} />
      </Flex>
      <ListTable<DeletedEmployeeRow>
        query={list.query}
        emptyText={keyword ? t('recycle.noMatch', { keyword }) : t('recycle.empty')}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
    </Card>
  );
}
