import { PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { CHANNEL_PAGE_SIZE, P, type ChannelListRow, type ChannelRow } from '@fwd/contract';
import { Button, Checkbox, Flex, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { channelsApi, channelsQueries } from '../../../api/channels.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { EnabledTag, RowLink, useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { ChannelDialog } from './ChannelDialog.tsx';
import { RatesDrawer } from './rates/RatesDrawer.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';

/** The page's tabs and the channels each lists (air channels have a tab of their own, or they would show nowhere). */
export const CHANNEL_TABS = ['express', 'air', 'seaDdp'] as const;
export type ChannelTab = (typeof CHANNEL_TABS)[number];
const tabFilter = {
  express: { mode: 'express' },
  air: { mode: 'air' },
  seaDdp: { mode: 'sea', incoterm: 'DDP' },
} as const satisfies Record<ChannelTab, Pick<Partial<ChannelRow>, 'mode' | 'incoterm'>>;

/** What a row opened: the channel's own fields, its quote settings or its rate sheets. */
type Opened = { kind: 'new' } | { kind: 'edit' | 'settings' | 'rates'; channel: ChannelRow };

/**
 * One tab's channels: search, paging, create (of the tab's kind), edit,
 * confirmed delete; each channel's quote settings and rate sheets (whoever
 * sees channels reads them, `channel:rates` changes them). An enabled channel
 * that prices nothing today is tagged why, and the list can show only those.
 */
export function ChannelList({ tab }: { tab: ChannelTab }) {
  const { t } = useTranslation(['channels', 'common', 'quotes']);
  const list = useList({
    pageSize: CHANNEL_PAGE_SIZE,
    query: ({ page, size, keyword, params }) =>
      channelsQueries.page({
        ...tabFilter[tab],
        currentPage: page,
        pageSize: size,
        keyword: keyword || undefined,
        unpriced: params.get('unpriced') === 'true' ? 'true' : undefined,
      }),
    total: (count) => t('total', { count }),
    area: 'channels',
    remove: (ids) => Promise.all(ids.map(channelsApi.remove)),
  });
  const [opened, setOpened] = useState<Opened | null>(null);
  const canEdit = useCan(P.channel.edit);
  const canDelete = useCan(P.channel.delete);
  const { view } = list;
  const actions = useActionsColumn<ChannelListRow>(true, (row) => ({
    onEdit: canEdit ? () => setOpened({ kind: 'edit', channel: row }) : undefined,
    onDelete: canDelete
      ? () => list.removeRows({ ids: [row.id], title: t('deleteOne', { name: row.name }), done: t('common:deleted') })
      : undefined,
    children: (
      <>
        <RowLink onClick={() => setOpened({ kind: 'settings', channel: row })}>{t('quotes:settings.action')}</RowLink>
        <RowLink onClick={() => setOpened({ kind: 'rates', channel: row })}>{t('quotes:rates.action')}</RowLink>
      </>
    ),
  }));
  const close = () => setOpened(null);

  const columns: TableColumnsType<ChannelListRow> = [
    { key: 'code', title: t('field.code'), dataIndex: 'code' },
    { key: 'name', title: t('field.name'), dataIndex: 'name' },
    { key: 'mode', title: t('field.mode'), render: (_, row) => t(`mode.${row.mode}`) },
    { key: 'incoterm', title: t('field.incoterm'), dataIndex: 'incoterm' },
    { key: 'carrier', title: t('field.carrier'), dataIndex: 'carrier' },
    {
      key: 'enabled',
      title: t('field.enabled'),
      render: (_, row) => (
        <Space size={4} wrap>
          <EnabledTag enabled={row.enabled} />
          {row.priceGap && (
            <Tooltip title={t(`priceGap.${row.priceGap}Hint`)}>
              <Tag color="warning" icon={<WarningOutlined />}>
                {t(`priceGap.${row.priceGap}`)}
              </Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { key: 'sort', title: t('field.sort'), dataIndex: 'sort' },
    ...actions,
  ];
  return (
    <>
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        <Space wrap>
          <KeywordSearch keyword={view.keyword} placeholder={t('search')} onQuery={view.update} />
          <Checkbox
            checked={view.params.get('unpriced') === 'true'}
            onChange={(e) => view.update({ unpriced: e.target.checked ? 'true' : null, page: null })}
          >
            {t('unpricedOnly')}
          </Checkbox>
        </Space>
        <Can code={P.channel.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpened({ kind: 'new' })}>
            {t('add')}
          </Button>
        </Can>
      </Flex>
      <ListTable<ChannelListRow>
        query={list.query}
        emptyText={view.keyword ? t('noMatch', { keyword: view.keyword }) : t('empty')}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {opened?.kind === 'new' && <ChannelDialog channel={null} kind={tabFilter[tab]} onClose={close} />}
      {opened?.kind === 'edit' && <ChannelDialog channel={opened.channel} kind={tabFilter[tab]} onClose={close} />}
      {opened?.kind === 'settings' && <SettingsDrawer channel={opened.channel} onClose={close} />}
      {opened?.kind === 'rates' && <RatesDrawer channel={opened.channel} onClose={close} />}
    </>
  );
}
