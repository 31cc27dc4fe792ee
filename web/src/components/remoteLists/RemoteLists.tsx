import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { P, SURCHARGE_PAGE_SIZE, type RemoteListRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Space, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../api/areas.ts';
import { surchargesApi, surchargesQueries } from '../../api/surcharges.ts';
import { Can, useCan } from '../Can.tsx';
import { DownloadButton } from '../DownloadButton.tsx';
import { KeywordSearch } from '../list/KeywordSearch.tsx';
import { ListTable } from '../list/ListTable.tsx';
import { RowLink, useActionsColumn } from '../list/RowActions.tsx';
import { useUrlPagination, useUrlQuery } from '../list/useUrlQuery.ts';
import { useConfirmedAction } from '../useConfirmedAction.ts';
import { DAY_FORMAT } from '../../utils/day.ts';
import { formatDateTime } from '../../utils/time.ts';
import { RemoteEntriesDrawer } from './RemoteEntriesDrawer.tsx';
import { RemoteImportDialog } from './RemoteImportDialog.tsx';

const STATUS_COLORS = { current: 'green', future: 'blue', past: 'default' } as const;

/** Whether a list is in force today, past or still to come (the lists of one carrier overlapping, the newest in force decides). */
function ListStatus({ list }: { list: RemoteListRow }) {
  const { t } = useTranslation('surcharges');
  const today = dayjs().format(DAY_FORMAT);
  const status =
    list.effectiveFrom > today ? 'future' : list.effectiveTo !== null && list.effectiveTo < today ? 'past' : 'current';
  return <Tag color={STATUS_COLORS[status]}>{t(`remote.status.${status}`)}</Tag>;
}

type Opened = { kind: 'import' } | { kind: 'entries'; list: RemoteListRow };

/**
 * The carriers' remote-area lists (the remote surcharge and the toolbox read
 * them), kept from 附加费规则 and 偏远地区 alike: searched by carrier, newest
 * first, each marked in force, past or future (older lists stay, with their
 * entries); each list's entries, its export; imported with its days after a
 * preview of what it changes, deleted after a confirmation, by permission.
 */
export function RemoteLists() {
  const { t } = useTranslation('surcharges');
  // The search box holds the carrier (`keyword` in the URL, as every list's search); the lists come whole and are paged here.
  const view = useUrlQuery(SURCHARGE_PAGE_SIZE);
  const query = useQuery(surchargesQueries.remoteLists(view.keyword || undefined));
  const pagination = useUrlPagination(view, query.data?.length, t('remote.total', { count: query.data?.length ?? 0 }));
  const [opened, setOpened] = useState<Opened | null>(null);
  const confirm = useConfirmedAction();
  const removal = useAreaMutation('surcharges', surchargesApi.removeRemote, (id) => [id]);
  const canDelete = useCan(P.remote.delete);
  const fileName = (list: RemoteListRow) => t('remote.fileName', { carrier: list.carrier, name: list.name });
  const actions = useActionsColumn<RemoteListRow>(true, (row) => ({
    onDelete: canDelete
      ? () =>
          confirm({
            title: t('remote.deleteOne', { name: row.name, count: row.entryCount }),
            run: () => removal.mutateAsync(row.id),
            done: t('deleted'),
          })
      : undefined,
    children: (
      <>
        <RowLink onClick={() => setOpened({ kind: 'entries', list: row })}>{t('remote.entries')}</RowLink>
        <DownloadButton
          type="link"
          size="small"
          icon={null}
          download={() => surchargesApi.exportRemote(row.id, fileName(row))}
        >
          {t('remote.export')}
        </DownloadButton>
      </>
    ),
  }));

  const columns: TableColumnsType<RemoteListRow> = [
    { key: 'carrier', title: t('remote.field.carrier'), dataIndex: 'carrier' },
    { key: 'name', title: t('remote.field.name'), dataIndex: 'name' },
    {
      key: 'dates',
      title: t('remote.field.dates'),
      render: (_, row) => t('dates', { from: row.effectiveFrom, to: row.effectiveTo ?? t('openEnded') }),
    },
    { key: 'status', title: t('remote.field.status'), render: (_, row) => <ListStatus list={row} /> },
    {
      key: 'entryCount',
      title: t('remote.field.entryCount'),
      render: (_, row) => (
        <Space size={4} wrap>
          {row.entryCount}
          {row.badEntries > 0 && <Tag color="error">{t('remote.badEntries', { count: row.badEntries })}</Tag>}
        </Space>
      ),
    },
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
            <DownloadButton
              icon={<FileExcelOutlined />}
              download={() => surchargesApi.remoteTemplate(t('remote.templateName'))}
            >
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
