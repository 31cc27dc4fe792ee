import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { P, SURCHARGE_PAGE_SIZE, type RemoteListRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { surchargesApi, surchargesQueries } from '../../../api/surcharges.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { DownloadButton } from '../../../components/DownloadButton.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { RowLink, useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useUrlPagination, useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { useConfirmedAction } from '../../../components/useConfirmedAction.ts';
import { formatDateTime } from '../../../utils/time.ts';
import { RemoteEntriesDrawer } from './RemoteEntriesDrawer.tsx';
import { RemoteImportDialog } from './RemoteImportDialog.tsx';

type Opened = { kind: 'import' } | { kind: 'entries'; list: RemoteListRow };

/**
 * The carriers' remote-area lists (the remote surcharge and the toolbox read
 * them): searched by carrier, newest first; each list's entries, its export;
 * imported with its days, deleted after a confirmation, by permission.
 */
export function RemoteTab() {
  const { t } = useTranslation('surcharges');
  // The search box holds the carrier (`keyword` in the URL, as every list's search); the lists come whole and are paged here.
  const view = useUrlQuery(SURCHARGE_PAGE_SIZE);
  const query = useQuery(surchargesQueries.remoteLists(view.keyword || undefined));
  const pagination = useUrlPagination(view, query.data?.length, (count) => t('remote.total', { count }));
  const [opened, setOpened] = useState<Opened | null>(null);
  const confirm = useConfirmedAction();
  const removal = useAreaMutation('surcharges', surchargesApi.removeRemote, (id) => [id]);
  const canDelete = useCan(P.remote.delete);
  const fileName = (list: RemoteListRow) => t('remote.fileName', { carrier: list.carrier, name: list.name });
  const actions = useActionsColumn<RemoteListRow>(true, (row) => ({
    onDelete: canDelete
      ? () => confirm({ title: t('remote.deleteOne', { name: row.name, count: row.entryCount }), run: () => removal.mutateAsync(row.id), done: t('deleted') })
      : undefined,
    children: (
      <>
        <RowLink onClick={() => setOpened({ kind: 'entries', list: row })}>{t('remote.entries')}</RowLink>
        <DownloadButton type="link" size="small" icon={null} download={() => surchargesApi.exportRemote(row.id, fileName(row))}>
          {t('remote.export')}
        </DownloadButton>
      </>
    ),
  }));

  const columns: TableColumnsType<RemoteListRow> = [
    { key: 'carrier', title: t('remote.field.carrier'), dataIndex: 'carrier' },
    { key: 'name', title: t('remote.field.name'), dataIndex: 'name' },
    { key: 'dates', title: t('remote.field.dates'), render: (_, row) => t('dates', { from: row.effectiveFrom, to: row.effectiveTo ?? t('openEnded') }) },
    { key: 'entryCount', title: t('remote.field.entryCount'), dataIndex: 'entryCount' },
    { key: 'createdBy', title: t('remote.field.createdBy'), dataIndex: 'createdBy' },
    { key: 'createdAt', title: t('remote.field.createdAt'), render: (_, row) => formatDateTime(row.createdAt) },
    ...actions,
  ];

  return (
    <>
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <KeywordSearch keyword={view.keyword} placeholder={t('remote.search')} onQuery={view.update} />
        <Can code={P.remote.import}>
          <Space wrap>
            <DownloadButton icon={<FileExcelOutlined />} download={() => surchargesApi.remoteTemplate(t('remote.templateName'))}>
              {t('remote.template')}
            </DownloadButton>
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setOpened({ kind: 'import' })}>
              {t('remote.import')}
            </Button>
          </Space>
        </Can>
      </Flex>
      <ListTable<RemoteListRow>
        query={query}
        emptyText={view.keyword ? t('remote.noMatch', { keyword: view.keyword }) : t('remote.empty')}
        columns={columns}
        dataSource={query.data}
        pagination={pagination}
      />
      {opened?.kind === 'import' && <RemoteImportDialog onClose={() => setOpened(null)} />}
      {opened?.kind === 'entries' && <RemoteEntriesDrawer list={opened.list} onClose={() => setOpened(null)} />}
    </>
  );
}
