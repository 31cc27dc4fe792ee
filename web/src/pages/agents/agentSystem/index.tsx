import { PlusOutlined } from '@ant-design/icons';
import { AGENT_MASK, AGENT_PAGE_SIZE, P, type AgentRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportName } from '../../../utils/fileName.ts';
import { agentsApi, agentsQueries } from '../../../api/agents.ts';
import { channelsQueries } from '../../../api/channels.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { EnabledTag, RowLink, useActionsColumn } from '../../../components/list/RowActions.tsx';
import { useList } from '../../../components/list/useList.ts';
import { SheetButtons } from '../../../components/SheetButtons.tsx';
import { AgentDialog } from './AgentDialog.tsx';
import { AgentOptionsDialog } from './AgentOptionsDialog.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'options'; agent: AgentRow };

/**
 * 发货设置 → 代理系统管理: agents (search by name or code, paging), create,
 * edit, delete, their options, import and export. A role with show-agent off
 * gets names and codes as `****`: it keeps the options, delete and export, and
 * is not offered what the server refuses it (searching by name, creating,
 * editing or importing what it cannot see).
 */
export default function AgentSystemPage() {
  const { t } = useTranslation(['agents', 'common']);
  const list = useList({
    pageSize: AGENT_PAGE_SIZE,
    query: ({ page, size, keyword }) =>
      agentsQueries.page({ currentPage: page, pageSize: size, agentName: keyword || undefined }),
    total: (count) => t('total', { count }),
    area: 'agents',
    remove: (ids) => Promise.all(ids.map(agentsApi.remove)),
  });
  const channels = useQuery(channelsQueries.methods());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const masked = list.rows?.some((row) => row.agentName === AGENT_MASK) ?? false;
  const canEdit = useCan(P.agent.edit) && !masked;
  const canOptions = useCan(P.agent.options);
  const canDelete = useCan(P.agent.delete);
  const { view } = list;
  const actions = useActionsColumn<AgentRow>(canEdit || canOptions || canDelete, (row) => ({
    onEdit: canEdit ? () => setDialog({ kind: 'edit', agent: row }) : undefined,
    onDelete: canDelete
      ? () =>
          list.removeRows({ ids: [row.id], title: t('deleteOne', { name: row.agentName }), done: t('common:deleted') })
      : undefined,
    children: canOptions && (
      <RowLink onClick={() => setDialog({ kind: 'options', agent: row })}>{t('options')}</RowLink>
    ),
  }));
  const channelName = (id: number) => channels.data?.find((c) => c.id === id)?.name ?? `#${id}`;

  const columns: TableColumnsType<AgentRow> = [
    { key: 'name', title: t('name'), dataIndex: 'agentName' },
    { key: 'code', title: t('code'), dataIndex: 'agentCode' },
    { key: 'contact', title: t('common:contact'), dataIndex: 'contact' },
    { key: 'phone', title: t('common:phone'), dataIndex: 'phone' },
    {
      key: 'channels',
      title: t('channels'),
      render: (_, row) => row.channelIds.map((id) => <Tag key={id}>{channelName(id)}</Tag>),
    },
    { key: 'countries', title: t('countries'), render: (_, row) => t('count', { count: row.countryIds.length }) },
    {
      key: 'tracked',
      title: t('tracked'),
      render: (_, row) => (row.tracked ? <Tag color="blue">{t('on')}</Tag> : <Tag>{t('off')}</Tag>),
    },
    { key: 'enabled', title: t('common:enabled'), render: (_, row) => <EnabledTag enabled={row.enabled} /> },
    ...actions,
  ];
  const close = () => setDialog(null);

  return (
    <Card size="small">
      {masked && <Alert type="info" showIcon title={t('masked')} style={{ marginBottom: 12 }} />}
      <Flex gap={8} wrap justify="space-between" className="list-toolbar">
        {masked ? <span /> : <KeywordSearch keyword={view.keyword} placeholder={t('search')} onQuery={view.update} />}
        <Space wrap>
          <SheetButtons
            area="agents"
            importCode={P.agent.import}
            exportCode={P.agent.export}
            canImport={!masked}
            importSheet={agentsApi.importSheet}
            exportSheet={() => agentsApi.exportSheet(view.keyword, exportName(t('fileBase'), [view.keyword]))}
          />
          {!masked && (
            <Can code={P.agent.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
                {t('add')}
              </Button>
            </Can>
          )}
        </Space>
      </Flex>
      <ListTable<AgentRow>
        query={list.query}
        emptyText={view.keyword ? t('common:noMatch', { keyword: view.keyword }) : t('empty')}
        columns={columns}
        dataSource={list.rows}
        pagination={list.pagination}
      />
      {dialog?.kind === 'add' && <AgentDialog agent={null} onClose={close} />}
      {dialog?.kind === 'edit' && <AgentDialog agent={dialog.agent} onClose={close} />}
      {dialog?.kind === 'options' && <AgentOptionsDialog agent={dialog.agent} onClose={close} />}
    </Card>
  );
}
