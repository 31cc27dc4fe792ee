import { JOB_ERRORS_KEPT, type Job, type JobAttempt } from '@fwd/contract';
import { Alert, Descriptions, Flex, Progress, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isFinished } from '../api/jobs.ts';
import { formatDateTime } from '../utils/time.ts';

type JobError = Job['errors'][number];

const STATE_COLOR: Record<Job['state'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/** A job's state as a tag. */
export function JobStateTag({ state }: { state: Job['state'] }) {
  const { t } = useTranslation('jobs');
  return <Tag color={STATE_COLOR[state]}>{t(`state.${state}`)}</Tag>;
}

/** Count names in the user's language; one from an older server as it was named. */
export function useCountLabel() {
  const { t, i18n } = useTranslation('jobs');
  return (name: string) => (i18n.exists(`jobs:count.${name}`) ? t(`count.${name}` as 'count.created') : name);
}

/** A job's counts: 新增 3 · 更新 2 … */
export function JobCounts({ counts }: { counts: Job['counts'] }) {
  const label = useCountLabel();
  const entries = Object.entries(counts);
  if (entries.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {entries.map(([name, n]) => (
        <Tag key={name} color={name === 'failed' && n > 0 ? 'red' : undefined}>
          {label(name)} {n}
        </Tag>
      ))}
    </Flex>
  );
}

/** done of total as a bar, or how many so far while the total is not known. */
export function JobBar({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  if (job.state === 'queued')
    return (
      <Typography.Text type="secondary">
        {job.attempts > 0 ? t('retrying', { n: job.attempts }) : t('waiting')}
      </Typography.Text>
    );
  if (job.total === null || job.total === 0) {
    if (job.state === 'failed') return <Typography.Text type="secondary">—</Typography.Text>;
    return job.state === 'done' ? (
      <Progress percent={100} size="small" status="success" />
    ) : (
      <span>{t('counting', { done: job.done })}</span>
    );
  }
  const percent = Math.min(100, Math.floor((job.done / job.total) * 100));
  return (
    <Progress
      percent={percent}
      size="small"
      status={job.state === 'failed' ? 'exception' : job.state === 'done' ? 'success' : 'active'}
      format={() => `${job.done} / ${job.total}`}
    />
  );
}

/** What went wrong, item by item (an order number, a tracking number; none for the run as a whole). */
export function JobErrors({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  if (job.errors.length === 0) return <Typography.Text type="secondary">{t('noErrors')}</Typography.Text>;
  const failed = job.counts.failed ?? 0;
  return (
    <>
      {failed > job.errors.length && (
        <Typography.Paragraph type="secondary">
          {t('errorsKept', { kept: JOB_ERRORS_KEPT, count: failed })}
        </Typography.Paragraph>
      )}
      <Table<JobError & { key: number }>
        size="small"
        pagination={false}
        scroll={{ y: 240 }}
        dataSource={job.errors.map((e, key) => ({ ...e, key }))}
        columns={[
          {
            key: 'ref',
            title: t('ref'),
            width: 180,
            render: (_, e) => e.ref ?? <Typography.Text type="secondary">{t('whole')}</Typography.Text>,
          },
          { key: 'message', title: t('reason'), dataIndex: 'message' },
        ]}
      />
    </>
  );
}

const OUTCOME_COLOR: Record<JobAttempt['outcome'], string> = {
  done: 'success',
  failed: 'error',
  interrupted: 'warning',
  deferred: 'processing',
};

/** Each ended attempt of a job that took more than one: how it ended, what it did, why it failed. */
export function JobAttempts({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  if (job.history.length < 2) return null;
  return (
    <Table<JobAttempt>
      size="small"
      pagination={false}
      rowKey={(a) => `${a.attempt}-${a.finishedAt}`}
      title={() => t('attempts.title')}
      dataSource={job.history}
      columns={[
        {
          key: 'attempt',
          title: t('attempts.attempt'),
          width: 90,
          render: (_, a) => t('attempts.nth', { n: a.attempt }),
        },
        {
          key: 'outcome',
          title: t('attempts.outcome'),
          width: 100,
          render: (_, a) => <Tag color={OUTCOME_COLOR[a.outcome]}>{t(`attempts.${a.outcome}`)}</Tag>,
        },
        {
          key: 'finishedAt',
          title: t('attempts.finishedAt'),
          width: 150,
          render: (_, a) => formatDateTime(a.finishedAt),
        },
        { key: 'counts', title: t('counts'), render: (_, a) => <JobCounts counts={a.counts} /> },
        { key: 'error', title: t('reason'), render: (_, a) => a.error ?? '—' },
      ]}
    />
  );
}

/** What a run log row opens to: its attempts (when there were several), then its errors. */
export function JobDetails({ job }: { job: Job }) {
  return (
    <Flex vertical gap={12}>
      <JobAttempts job={job} />
      {job.errors.length > 0 && <JobErrors job={job} />}
    </Flex>
  );
}

/**
 * A job as its starter watches it: state, progress, counts as they grow, and
 * once it ends, its errors (unknown customers, rejected numbers…).
 */
export function JobProgress({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  const finished = isFinished(job);
  // Ended, or queued again after an attempt failed: its errors say why.
  const attemptEnded = finished || (job.state === 'queued' && job.attempts > 0);
  return (
    <div aria-live="polite">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('progress')}>
          <Flex vertical gap={4}>
            <span>
              <JobStateTag state={job.state} />
              {job.finishedAt && (
                <Typography.Text type="secondary">
                  {t('finished', { time: formatDateTime(job.finishedAt) })}
                </Typography.Text>
              )}
            </span>
            <JobBar job={job} />
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('counts')}>
          <JobCounts counts={job.counts} />
        </Descriptions.Item>
      </Descriptions>
      {!finished && <Alert type="info" showIcon title={t('background')} style={{ marginTop: 12 }} />}
      {attemptEnded && job.errors.length > 0 && (
        <div style={{ marginTop: 12 }}>
          <Typography.Title level={5}>{t('errors', { count: job.errors.length })}</Typography.Title>
          <JobErrors job={job} />
        </div>
      )}
      {finished && job.history.length > 1 && (
        <div style={{ marginTop: 12 }}>
          <JobAttempts job={job} />
        </div>
      )}
    </div>
  );
}
