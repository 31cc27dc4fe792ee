import { P, positiveKg, type RunnableJobKind } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Form, Input, InputNumber, List, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobsQueries } from '../../../api/jobs.ts';
import { ordersQueries } from '../../../api/orders.ts';
import { trackingQueries } from '../../../api/tracking.ts';
import { quotesQueries } from '../../../api/quotes.ts';
import { useCan } from '../../../components/Can.tsx';
import { useMeasureRule } from '../../../components/formRules.ts';
import { CountryCodePicker } from '../../../components/pickers/CountryPicker.tsx';
import { formatMoney } from '../../../utils/money.ts';
import { formatDateTime } from '../../../utils/time.ts';
import { TRACKING_COLOR, useTrackingLabels } from '../../orders/orderTracking/trackingLabels.tsx';
import { orderLink } from '../../../shell/router/appRoute.ts';

/** Quotes the quick price query shows: the cheapest, with a link to the rest. */
const CHEAPEST = 3;

/** A country and a weight: the cheapest channels' totals (as many as there are, up to CHEAPEST), and the full query (`page`) asked the same. */
function QuickPrice({ page }: { page: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const measure = useMeasureRule();
  const [form] = Form.useForm<{ country?: string; weight?: string }>();
  const country = Form.useWatch('country', form);
  const weight = Form.useWatch('weight', form);
  const [asked, setAsked] = useState<{ country: string; weight: string } | null>(null);
  const result = useQuery({
    ...quotesQueries.priceQuery({
      country: asked?.country ?? '',
      weight: asked?.weight,
      currentPage: 1,
      pageSize: CHEAPEST,
    }),
    enabled: asked !== null,
  });
  const full = asked && `${page}?${new URLSearchParams({ country: asked.country, weight: asked.weight }).toString()}`;
  const quotes = result.data?.data ?? [];
  const total = result.data?.total ?? 0;
  return (
    <Card size="small" title={t('tools.price')} extra={full && <Link to={full}>{t('tools.fullQuery')}</Link>}>
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => v.country && v.weight && setAsked({ country: v.country, weight: String(v.weight) })}
        className="home-tool-form"
      >
        <Form.Item name="country" label={t('tools.country')} style={{ minWidth: 180, flex: 1 }}>
          <CountryCodePicker />
        </Form.Item>
        <Form.Item name="weight" label={t('tools.weight')} rules={[measure(positiveKg)]}>
          <InputNumber stringMode step={0.5} style={{ width: 110 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!country || !weight}>
          {t('tools.quote')}
        </Button>
      </Form>
      {result.data && (
        <List
          size="small"
          header={
            quotes.length > 0 && (
              <Typography.Text type="secondary">
                {total > quotes.length
                  ? t('tools.cheapestOf', { count: quotes.length, total })
                  : t('tools.allOf', { count: quotes.length })}
              </Typography.Text>
            )
          }
          locale={{ emptyText: t('tools.noQuotes') }}
          dataSource={quotes}
          renderItem={(q) => (
            <List.Item
              extra={<Typography.Text strong>{formatMoney(q.total, q.currency, i18n.language)}</Typography.Text>}
            >
              <Space size={4} wrap>
                <span>{q.channel.name}</span>
                {q.transitMin !== null && (
                  <Tag>{t('tools.transitDays', { min: q.transitMin, max: q.transitMax ?? q.transitMin })}</Tag>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** One number: the order that has it, its latest events, and the order page showing it. */
function QuickTracking() {
  const { t } = useTranslation(['dashboard', 'orders']);
  const labels = useTrackingLabels();
  const [typed, setTyped] = useState('');
  const [number, setNumber] = useState('');
  const found = useQuery({
    ...ordersQueries.page({ page: 1, size: 1, filter: { numbers: [number], isReceived: '未签收' } }),
    enabled: number !== '',
  });
  // The filter counts both tabs: whichever holds the order, ask for it there.
  const signed = useQuery({
    ...ordersQueries.page({ page: 1, size: 1, filter: { numbers: [number], isReceived: '已签收' } }),
    enabled: number !== '' && found.data?.records.length === 0 && (found.data?.signedCount ?? 0) > 0,
  });
  const order = found.data?.records[0] ?? signed.data?.records[0];
  const tracking = useQuery({ ...trackingQueries.order(order?.id ?? 0), enabled: !!order });
  const done = number !== '' && found.data && (found.data.signedCount === 0 || signed.data);
  return (
    <Card
      size="small"
      title={t('tools.tracking')}
      extra={
        order && (
          <Link to={orderLink({ numbers: order.numbers, ...(order.isReceived === '已签收' ? { tab: 'signed' } : {}) })}>
            {t('tools.openOrder')}
          </Link>
        )
      }
    >
      <Input.Search
        placeholder={t('tools.number')}
        enterButton={t('tools.lookup')}
        value={typed}
        maxLength={50}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(v) => setNumber(v.trim())}
        loading={found.isFetching || signed.isFetching}
      />
      {done && !order && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tools.notFound')} />}
      {order && (
        <List
          size="small"
          header={
            <Space wrap>
              <Typography.Text strong>{order.numbers}</Typography.Text>
              <Tag>{t(order.isReceived === '已签收' ? 'orders:tab.signed' : 'orders:tab.unsigned')}</Tag>
              {order.trackingStatus && (
                <Tag color={TRACKING_COLOR[order.trackingStatus]}>{labels.main(order.trackingStatus)}</Tag>
              )}
            </Space>
          }
          locale={{ emptyText: t('tools.noEvents') }}
          dataSource={tracking.data?.events.slice(0, 3) ?? []}
          renderItem={(e) => (
            <List.Item>
              <List.Item.Meta
                title={e.description}
                description={`${formatDateTime(e.time)}${e.location ? ` · ${e.location}` : ''}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

const RUN_KINDS: RunnableJobKind[] = ['orderSync', 'trackingRefresh'];

/** The last sync and tracking refresh, and the latest failures: for who may see 同步与追踪. */
function Runs() {
  const { t } = useTranslation(['dashboard', 'jobs']);
  const sync = useQuery(jobsQueries.page({ currentPage: 1, pageSize: 1, kind: 'orderSync' }));
  const refresh = useQuery(jobsQueries.page({ currentPage: 1, pageSize: 1, kind: 'trackingRefresh' }));
  const recent = useQuery(jobsQueries.page({ currentPage: 1, pageSize: 20 }));
  const failed = recent.data?.records.filter((j) => j.state === 'failed').slice(0, 3) ?? [];
  const last = [sync.data?.records[0], refresh.data?.records[0]];
  return (
    <Card size="small" title={t('tools.runs')} extra={<Link to="/syncAndTracking">{t('tools.openRuns')}</Link>}>
      <List
        size="small"
        dataSource={RUN_KINDS.map((kind, i) => ({ kind, job: last[i] }))}
        renderItem={({ kind, job }) => (
          <List.Item
            extra={
              job && (
                <Tag color={job.state === 'failed' ? 'red' : job.state === 'done' ? 'green' : 'blue'}>
                  {t(`jobs:state.${job.state}`)}
                </Tag>
              )
            }
          >
            <List.Item.Meta
              title={t(`jobs:kind.${kind}`)}
              description={
                job
                  ? `${t('tools.lastRun')} ${formatDateTime(job.finishedAt ?? job.startedAt ?? job.createdAt)}`
                  : t('tools.never')
              }
            />
          </List.Item>
        )}
      />
      {failed.length > 0 && (
        <List
          size="small"
          header={<Typography.Text type="danger">{t('tools.failedRuns')}</Typography.Text>}
          dataSource={failed}
          renderItem={(j) => (
            <List.Item>
              <Typography.Text type="secondary">
                {t(`jobs:kind.${j.kind}`)} · {formatDateTime(j.finishedAt ?? j.createdAt)} ·{' '}
                {j.errors[0]?.message ?? ''}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** 常用工具: each shown to those whose role opens what it uses. */
export default function Tools() {
  const calculator = useCan(P.quote.view);
  const priceQuery = useCan(P.quote.price);
  const orders = useCan(P.order.view);
  const runs = useCan(P.logistics.view);
  const tools = [
    (calculator || priceQuery) && <QuickPrice key="price" page={calculator ? '/weightCalculator' : '/priceQuery'} />,
    orders && <QuickTracking key="tracking" />,
    runs && <Runs key="runs" />,
  ].filter(Boolean);
  if (!tools.length) return null;
  return (
    <Row gutter={[16, 16]}>
      {tools.map((tool, i) => (
        <Col key={i} xs={24} lg={24 / tools.length}>
          {tool}
        </Col>
      ))}
    </Row>
  );
}
