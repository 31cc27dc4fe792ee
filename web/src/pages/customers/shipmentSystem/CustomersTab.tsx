import { PlusOutlined } from '@ant-design/icons';
import { CUSTOMER_PAGE_SIZE, P, type CustomerRow } from '@fwd/contract';
import { Button, Flex, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportName } from '../../../utils/fileName.ts';
import { customersApi, customersQueries } from '../../../api/customers.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { EnabledTag, useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { SheetButtons } from '../../../components/SheetButtons.tsx';
import { CustomerDialog } from './CustomerDialog.tsx';

/** Customers the user's data scope reaches: search, paging, create, edit, delete, import and export. */
export function CustomersTab() {
  const { t } = useTranslation(['customers', 'common']);
  const list = useList({
    pageSize: CUSTOMER_PAGE_SIZE,
    query: ({ page, size, keyword }) =>
      customersQueries.page({ currentPage: page, pageSize: size, keyword: keyword || undefined }),
    total: (count) => t('total', { count }),
    area: 'customers',
    remove: (ids) => Promise.all(ids.map(customersApi.remove)),
  });
  const [editing, setEditing] = useState<CustomerRow | 'new' | null>(null);
  const canEdit = useCan(P.customer.edit);
  const canDelete = useCan(P.customer.delete);
  const { view } = list;
  const actions = useActionsColumn<CustomerRow>(canEdit || canDelete, (row) => ({
    onEdit: canEdit ? () => setEditing(row) : undefined,
    onDelete: canDelete
      ? () =>
          list.removeRows({ ids: [row.id], title: t('deleteOne', { name: row.shortName }), done: t('common:deleted') })
      : undefined,
  }));

  const columns: TableColumnsType<CustomerRow> = [
    { key: 'shortName', title: t('shortName'), dataIndex: 'shortName' },
    { key: 'fullName', title: t('fullName'), dataIndex: 'fullName' },
    { key: 'owner', title: t('owner'), render: (_, row) => `${row.ownerName} (${row.ownerUsername})` },
    { key: 'contact', title: t('common:contact'), dataIndex: 'contact' },
    { key: 'phone', title: t('common:phone'), dataIndex: 'phone' },
    { key: 'enabled', title: t('common:enabled'), render: (_, row) => <EnabledTag enabled={row.enabled} /> },
    { key: 'remark', title: t('common:remark'), dataIndex: 'remark' },
    ...actions,
  ];
  return (
    <>
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <KeywordSearch keyword={view.keyword} placeholder={t('search')} onQuery={view.update} />
        <Space wrap>
          <SheetButtons
            area="customers"
            importCode={P.customer.import}
            exportCode={P.customer.export}
            importSheet={customersApi.importSheet}
            exportSheet={() =>
              customersApi.exportSheet(
                { keyword: view.keyword || undefined },
                exportName(t('fileBase'), [view.keyword]),
              )
            }
          />
          <Can code={P.customer.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <ListTable<CustomerRow>
        query={list.query}
        emptyText={view.keyword ? t('common:noMatch', { keyword: view.keyword }) : t('empty')}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {editing && <CustomerDialog customer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
