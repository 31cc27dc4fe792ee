import { PlusOutlined } from '@ant-design/icons';
import { CUSTOMER_PAGE_SIZE, P, type CustomerRow } from '@fwd/contract';
import { Button, Flex, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customersApi, customersQueries } from '../../../api/customers.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useList } from '../../../components/list/useList.ts';
import { SheetButtons } from '../../../components/SheetButtons.tsx';
import { CustomerDialog } from './CustomerDialog.tsx';

/** Customers the user's data scope reaches: search, paging, create, edit, delete, import and export. */
export function CustomersTab() {
  const { t } = useTranslation('shipmentSettings');
  const list = useList({
    pageSize: CUSTOMER_PAGE_SIZE,
    query: ({ page, size, keyword }) => customersQueries.page({ currentPage: page, pageSize: size, keyword: keyword || undefined }),
    total: (count) => t('customer.total', { count }),
    area: 'customers',
    remove: (ids) => Promise.all(ids.map(customersApi.remove)),
  });
  const [editing, setEditing] = useState<CustomerRow | 'new' | null>(null);
  const canEdit = useCan(P.customer.edit);
  const canDelete = useCan(P.customer.delete);
  const { view } = list;

  const columns: TableColumnsType<CustomerRow> = [
    { key: 'shortName', title: t('customer.shortName'), dataIndex: 'shortName' },
    { key: 'fullName', title: t('customer.fullName'), dataIndex: 'fullName' },
    { key: 'owner', title: t('customer.owner'), render: (_, row) => `${row.ownerName} (${row.ownerUsername})` },
    { key: 'contact', title: t('customer.contact'), dataIndex: 'contact' },
    { key: 'phone', title: t('customer.phone'), dataIndex: 'phone' },
    {
      key: 'enabled',
      title: t('enabled'),
      render: (_, row) => (row.enabled ? <Tag color="green">{t('on')}</Tag> : <Tag>{t('off')}</Tag>),
    },
    { key: 'remark', title: t('customer.remark'), dataIndex: 'remark', ellipsis: true },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('edit')}
            </Button>
          )}
          {canDelete && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => list.removeRows({ ids: [row.id], title: t('customer.deleteOne', { name: row.shortName }), done: t('deleted') })}
            >
              {t('delete')}
            </Button>
          )}
        </Space>
      ),
    });
  }

  return (
    <>
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <KeywordSearch keyword={view.keyword} placeholder={t('customer.search')} onQuery={view.update} />
        <Space wrap>
          <SheetButtons
            area="customers"
            importCode={P.customer.import}
            exportCode={P.customer.export}
            importSheet={customersApi.importSheet}
            exportSheet={() => customersApi.exportSheet({ keyword: view.keyword || undefined }, t('customer.fileName'))}
          />
          <Can code={P.customer.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('customer.add')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <ListTable<CustomerRow>
        query={list.query}
        emptyText={view.keyword ? t('noMatch', { keyword: view.keyword }) : t('customer.empty')}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {editing && <CustomerDialog customer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
