import { SearchOutlined } from '@ant-design/icons';
import type { RemoteAnswer, RemoteCarrierHit, RemoteChannelAdd } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Flex, Form, Input, Row, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { remoteQueries, type RemoteQuery } from '../../../api/quotes/remote.ts';
import { EmptyState, QueryState } from '../../../components/QueryState.tsx';
import { formatMoney } from '../../../utils/money.ts';
import { cell, PlaceFields, type PlaceValues } from './PlaceFields.tsx';

interface Values extends PlaceValues {
  postcode?: string;
  city?: string;
}

const blank = (v: string | undefined) => v?.trim() || undefined;

/** One destination: each carrier's class with the entry and list that say so, and what each of their channels adds for the weight. */
export function QueryTab() {
  const { t } = useTranslation('toolbox');
  const [form] = Form.useForm<Values>();
  const [asked, setAsked] = useState<RemoteQuery | null>(null);
  const answer = useQuery({ ...remoteQueries.remoteQuery(asked!), enabled: asked !== null });
  useEffect(() => {
    if (answer.error) applyFieldErrors(form, answer.error);
  }, [answer.error, form]);

  const search = ({ country, weight, date, postcode, city }: Values) =>
    setAsked({
      country: country!,
      weight: weight!,
      ...(date && { date }),
      ...(blank(postcode) && { postcode: blank(postcode) }),
      ...(blank(city) && { city: blank(city) }),
    });
  const placeRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: () =>
      blank(getFieldValue('postcode') as string) || blank(getFieldValue('city') as string)
        ? Promise.resolve()
        : Promise.reject(new Error(t('remoteArea.needPlace'))),
  });

  return (
    <>
      <Typography.Paragraph type="secondary">{t('remoteArea.intro')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={{ weight: '1' }} onFinish={search} autoComplete="off">
        <Row gutter={16}>
          <PlaceFields />
          <Col {...cell}>
            <Form.Item name="postcode" label={t('remoteArea.postcode')} dependencies={['city']} rules={[placeRule]}>
              <Input maxLength={12} allowClear />
            </Form.Item>
          </Col>
          <Col {...cell}>
            <Form.Item name="city" label={t('remoteArea.city')}>
              <Input maxLength={60} allowClear />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={answer.isFetching}>
          {t('remoteArea.search')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        {asked ? (
          <QueryState query={answer}>{answer.data && <Answer answer={answer.data} />}</QueryState>
        ) : (
          <EmptyState description={t('remoteArea.askFirst')} />
        )}
      </div>
    </>
  );
}

function Answer({ answer }: { answer: RemoteAnswer }) {
  const { t, i18n } = useTranslation('toolbox');
  const entry = (h: RemoteCarrierHit) =>
    `${t(`remoteArea.match.${h.match}`)} ${h.match === 'range' ? `${h.value}–${h.valueTo ?? ''}` : h.value}`;
  const dates = (list: RemoteCarrierHit['list']) =>
    `${list.effectiveFrom} ~ ${list.effectiveTo ?? t('remoteArea.openEnded')}`;
  const added = (a: RemoteChannelAdd) => {
    if (a.excluded) return <Typography.Text type="secondary">{t(`remoteArea.reason.${a.excluded}`)}</Typography.Text>;
    if (!a.lines.length) return <Typography.Text type="secondary">{t('remoteArea.noRule')}</Typography.Text>;
    return <Typography.Text strong>{formatMoney(a.amount!, a.currency!, i18n.language)}</Typography.Text>;
  };
  const how = (a: RemoteChannelAdd) =>
    a.lines.map((l) => `${l.name} ${formatMoney(l.amount, a.currency!, i18n.language)}`).join('; ');

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {t('remoteArea.answeredFor', {
          country: `${answer.country.countryName} (${answer.country.code})`,
          date: answer.date,
          weight: answer.weight,
        })}
      </Typography.Text>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('remoteArea.carriers')}
      </Typography.Title>
      <Table<RemoteCarrierHit>
        size="small"
        rowKey="carrier"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={answer.carriers}
        locale={{ emptyText: <EmptyState description={t('remoteArea.notRemote')} /> }}
        columns={[
          { key: 'carrier', title: t('remoteArea.carrier'), dataIndex: 'carrier' },
          {
            key: 'remoteClass',
            title: t('remoteArea.remoteClass'),
            render: (_, h) => <Tag color="orange">{h.remoteClass}</Tag>,
          },
          { key: 'entry', title: t('remoteArea.entry'), render: (_, h) => entry(h) },
          { key: 'list', title: t('remoteArea.list'), render: (_, h) => h.list.name },
          { key: 'dates', title: t('remoteArea.dates'), render: (_, h) => dates(h.list) },
        ]}
      />
      {answer.carriers.length > 0 && (
        <>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('remoteArea.channels')}
          </Typography.Title>
          <Table<RemoteChannelAdd>
            size="small"
            rowKey={(a) => a.channel.id}
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={answer.channels}
            locale={{ emptyText: <EmptyState description={t('remoteArea.noChannels')} /> }}
            columns={[
              {
                key: 'channel',
                title: t('remoteArea.channel'),
                render: (_, a) => `${a.channel.code} ${a.channel.name}`,
              },
              { key: 'carrier', title: t('remoteArea.carrier'), render: (_, a) => a.channel.carrier },
              {
                key: 'remoteClass',
                title: t('remoteArea.remoteClass'),
                render: (_, a) => <Tag color="orange">{a.remoteClass}</Tag>,
              },
              { key: 'added', title: t('remoteArea.added'), render: (_, a) => added(a) },
              { key: 'how', title: t('remoteArea.how'), render: (_, a) => how(a) },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
