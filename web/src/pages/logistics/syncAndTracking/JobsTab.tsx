import { PlayCircleOutlined } from '@ant-design/icons';
import { JOB_KINDS, P, RUNNABLE_JOB_KINDS, type Job, type JobKind } from '@fwd/contract';
import { App, Button, Flex, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { isFinished, jobsApi, jobsQueries } from '../../../api/jobs.ts';
import { Can } from '../../../components/Can.tsx';
import { JobBar, JobCounts, JobDetails, JobStateTag } from '../../../components/JobProgress.tsx';
import { withSub } from '../../../components/list/cellSub.tsx';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useList } from '../../../components/list/useList.ts';
import { formatDateTime } from '../../../utils/time.ts';

export const JOBS_PAGE_SIZE = 20;

const isKind = (value: string | null): value is JobKind => (JOB_KINDS as readonly (string | null)[]).includes(value);
const time = (value: string | null) =>
  value ? formatDateTime(value) : <Typography.Text type="secondary">—</Typography.Text>;

/**
 * What a run was asked, in words: a sync window (from – to), an employee by name and username. Record ids
 * (`ownerUserId`) are the handler's, not the reader's; anything else as it came.
 */
function paramsText(params: Job['params']): string | null {
  const { beginTime, endTime, name, username, ...rest } = params;
  const parts = [
    typeof beginTime === 'string' && typeof endTime === 'string'
      ? `${formatDateTime(beginTime)} – ${formatDateTime(endTime)}`
      : null,
    typeof username === 'string' ? (typeof name === 'string' ? `${name} (${username})` : username) : null,
    ...Object.entries(rest)
      .filter(([k, v]) => v !== null && v !== '' && !k.endsWith('Id'))
      .map(([k, v]) => `${k}: ${String(v)}`),
  ].filter(Boolean);
  return parts.length === 0 ? null : parts.join(' · ');
}

/**
 * The run log of the background jobs, newest first, by kind: who or what
 * started each, its state, progress, counts, and (expandable) each attempt
 * when it took several, and its errors. It
 * reloads itself while a run is under way; logistics:edit runs a kind now
 * (one already running is refused with the server's reason).
 */
export function JobsTab() {
  const { t } = useTranslation(['logistics', 'jobs']);
  const { message } = App.useApp();
  const list = useList({
    pageSize: JOBS_PAGE_SIZE,
    query: ({ params, page, size }) => {
      const kind = params.get('kind');
      return jobsQueries.page({ currentPage: page, pageSize: size, kind: isKind(kind) ? kind : undefined });
    },
    total: (count) => t('job.total', { count }),
    area: 'jobs',
  });
  const { view, rows } = list;
  const kind = view.params.get('kind');
  const running = rows?.some((job) => !isFinished(job)) ?? false;
  const run = useAreaMutation('jobs', jobsApi.run);

  const columns: TableColumnsType<Job> = [
    {
      key: 'kind',
      title: t('job.kind'),
      render: (_, job) => withSub(t(`jobs:kind.${job.kind}`), paramsText(job.params)),
    },
    {
      key: 'trigger',
      title: t('job.trigger'),
      width: 120,
      render: (_, job) =>
        job.trigger === 'schedule' ? (
          <Tag>{t('jobs:trigger.schedule')}</Tag>
        ) : (
          (job.createdBy ?? t('jobs:trigger.manual'))
        ),
    },
    { key: 'state', title: t('job.state'), width: 100, render: (_, job) => <JobStateTag state={job.state} /> },
    { key: 'progress', title: t('job.progress'), width: 200, render: (_, job) => <JobBar job={job} /> },
    { key: 'counts', title: t('job.counts'), width: 260, render: (_, job) => <JobCounts counts={job.counts} /> },
    {
      key: 'errors',
      title: t('job.errors'),
      width: 110,
      render: (_, job) =>
        job.errors.length > 0 ? (
          <Typography.Text type="danger">
            {t('jobs:errors', { count: job.counts.failed ?? job.errors.length })}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'createdAt',
      title: t('job.createdAt'),
      width: 150,
      render: (_, job) => time(job.createdAt),
    },
    {
      key: 'startedAt',
      title: t('job.startedAt'),
      width: 150,
      render: (_, job) => time(job.startedAt),
    },
    {
      key: 'finishedAt',
      title: t('job.finishedAt'),
      width: 150,
      render: (_, job) => time(job.finishedAt),
    },
  ];

  return (
    <>
      <Flex gap={8} wrap justify="space-between" align="center" className="list-toolbar">
        <Space wrap>
          <Select<JobKind | ''>
            aria-label={t('job.kind')}
            value={isKind(kind) ? kind : ''}
            onChange={(value) => view.update({ kind: value || null, page: null })}
            options={[
              { value: '', label: t('job.allKinds') },
              ...JOB_KINDS.map((k) => ({ value: k, label: t(`jobs:kind.${k}`) })),
            ]}
            style={{ minWidth: 140 }}
          />
          {running && <Typography.Text type="secondary">{t('job.autoRefresh')}</Typography.Text>}
        </Space>
        <Can code={P.logistics.edit}>
          <Space wrap>
            {RUNNABLE_JOB_KINDS.map((k) => (
              <Button
                key={k}
                icon={<PlayCircleOutlined />}
                loading={run.isPending && run.variables === k}
                onClick={() =>
                  run.mutate(k, {
                    onSuccess: () => void message.success(t('job.started', { kind: t(`jobs:kind.${k}`) })),
                  })
                }
              >
                {t(`job.run.${k}`)}
              </Button>
            ))}
          </Space>
        </Can>
      </Flex>
      <ListTable<Job>
        query={list.query}
        emptyText={t('job.empty')}
        columns={columns}
        dataSource={rows}
        pagination={list.pagination}
        expandable={{
          rowExpandable: (job) => job.errors.length > 0 || job.history.length > 1,
          expandedRowRender: (job) => <JobDetails job={job} />,
        }}
      />
    </>
  );
}
