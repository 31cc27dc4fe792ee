import { countryCode, REMOTE_PAGE_SIZE, type RemoteListRow, type surcharges, type ResponseOf } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Drawer, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { surchargesQueries } from '../../api/surcharges.ts';
import { ListTable } from '../list/ListTable.tsx';

type Entry = ResponseOf<typeof surcharges.remoteEntries>['records'][number];

interface View {
  page: number;
  size: number;
  keyword: string;
  /** An ISO code; anything else typed is no filter. */
  country: string;
  /** Only the entries with a problem. */
  bad: boolean;
}

/**
 * A remote-area list's entries, paged, searched by postcode or city and filtered by country; a list kept
 * with entries an import would refuse says how many, shows each one's problem and may show them alone.
 */
export function RemoteEntriesDrawer({ list, onClose }: { list: RemoteListRow; onClose: () => void }) {
  const { t } = useTranslation('surcharges');
  const [view, setView] = useState<View>({ page: 1, size: REMOTE_PAGE_SIZE, keyword: '', country: '', bad: false });
  const query = useQuery(
    surchargesQueries.remoteEntries(list.id, {
      currentPage: view.page,
      pageSize: view.size,
      keyword: view.keyword || undefined,
      country: view.country || undefined,
      problems: view.bad ? 'true' : undefined,
    }),
  );
  const search = (patch: Partial<View>) => setView((current) => ({ ...current, ...patch, page: 1 }));
  const value = (entry: Entry) => (entry.match === 'range' ? `${entry.value}–${entry.valueTo ?? ''}` : entry.value);

  return (
    <Drawer
      open
      title={t('remote.entriesTitle', { carrier: list.carrier, name: list.name })}
      size="min(760px, 100vw)"
      onClose={onClose}
      destroyOnHidden
    >
      {list.badEntries > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('remote.badEntries', { count: list.badEntries })}
          description={t('remote.badEntriesHint')}
          action={
            <Checkbox checked={view.bad} onChange={(e) => search({ bad: e.target.checked })}>
              {t('remote.onlyBad')}
            </Checkbox>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      <Space wrap className="list-toolbar">
        <Input.Search
          allowClear
          placeholder={t('remote.entrySearch')}
          aria-label={t('remote.entrySearch')}
          onSearch={(keyword) => search({ keyword: keyword.trim() })}
        />
        <Input.Search
          allowClear
          maxLength={2}
          placeholder={t('remote.country')}
          aria-label={t('remote.country')}
          style={{ width: 160 }}
          onSearch={(code) => {
            const parsed = countryCode.safeParse(code);
            search({ country: parsed.success ? parsed.data : '' });
          }}
        />
      </Space>
      <ListTable<Entry>
        query={query}
        emptyText={t('remote.entriesEmpty')}
        dataSource={query.data?.records}
        pagination={{
          current: view.page,
          pageSize: view.size,
          total: query.data?.total,
          showTotal: (count) => t('remote.entriesTotal', { count }),
          onChange: (page, size) => setView((current) => ({ ...current, page, size })),
        }}
        columns={[
          { key: 'country', title: t('remote.field.country'), dataIndex: 'country' },
          { key: 'match', title: t('remote.field.match'), render: (_, entry) => t(`remote.match.${entry.match}`) },
          { key: 'value', title: t('remote.field.value'), render: (_, entry) => value(entry) },
          { key: 'remoteClass', title: t('remote.field.remoteClass'), dataIndex: 'remoteClass' },
          ...(list.badEntries > 0
            ? [
                {
                  key: 'problem',
                  title: t('remote.problem'),
                  render: (_: unknown, entry: Entry) =>
                    entry.problem && <Typography.Text type="danger">{entry.problem}</Typography.Text>,
                },
              ]
            : []),
        ]}
      />
    </Drawer>
  );
}
