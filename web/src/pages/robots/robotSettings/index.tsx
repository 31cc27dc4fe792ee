import { P, ROBOTS, type RobotSettings } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Row, Space, Switch, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { robotsApi, robotsQueries } from '../../../api/robots.ts';
import { useCan } from '../../../components/Can.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { SettingsForm } from '../../../components/SettingsForm.tsx';
import { useRecordForm } from '../../../components/useRecordForm.ts';

interface Values {
  on: RobotSettings['on'];
  quietStart: Dayjs | null;
  quietEnd: Dayjs | null;
}

/** A minute of the day as the picker holds it (today's date: only the time is read). */
const timeOf = (minute: number | null) => (minute === null ? null : dayjs().startOf('day').add(minute, 'minute'));
const minuteOf = (time: Dayjs | null | undefined) => (time ? time.hour() * 60 + time.minute() : null);

const valuesOf = (s: RobotSettings): Values => ({
  on: s.on,
  quietStart: timeOf(s.quietStart),
  quietEnd: timeOf(s.quietEnd),
});

function RobotSettingsForm({ settings }: { settings: RobotSettings }) {
  const { t } = useTranslation(['robots', 'common']);
  const { message } = App.useApp();
  const canEdit = useCan(P.robot.edit);
  const edit = useRecordForm<RobotSettings, Values>({
    area: 'robots',
    record: settings,
    valuesOf,
    save: (v, base) =>
      robotsApi.saveSettings({
        on: v.on,
        quietStart: minuteOf(v.quietStart),
        quietEnd: minuteOf(v.quietEnd),
        version: (base ?? settings).version,
      }),
    done: t('saved'),
  });
  const current = edit.base ?? settings;
  const on = Form.useWatch('on', edit.form) ?? current.on;
  const test = useAreaMutation('jobs', robotsApi.test);
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ jobIds }) =>
        void (jobIds.length
          ? message.success(t('testSent', { count: jobIds.length }))
          : message.warning(t('testNone'))),
    });

  return (
    <SettingsForm
      edit={edit}
      canEdit={canEdit}
      readOnly={t('readOnly')}
      maxWidth={640}
      actions={
        <Button onClick={sendTest} loading={test.isPending}>
          {t('test')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('robots')}</Typography.Title>
      {ROBOTS.map((robot) => (
        <Form.Item key={robot} label={t(`robot.${robot}`)} style={{ marginBottom: 12 }}>
          <Space wrap>
            <Form.Item name={['on', robot]} valuePropName="checked" noStyle>
              <Switch aria-label={t(`robot.${robot}`)} />
            </Form.Item>
            {on[robot] && !current.keyed[robot] && <Typography.Text type="warning">{t('noKey')}</Typography.Text>}
          </Space>
        </Form.Item>
      ))}
      <Typography.Title level={5}>{t('quiet')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('quietHint', { zone: current.timeZone })}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={12} sm={8}>
          <Form.Item name="quietStart" label={t('quietStart')}>
            <TimePicker format="HH:mm" minuteStep={5} placeholder={t('noQuiet')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="quietEnd" label={t('quietEnd')}>
            <TimePicker format="HH:mm" minuteStep={5} placeholder={t('noQuiet')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </SettingsForm>
  );
}

/** 系统设置 → 群机器人: which robots post, the quiet hours, a test message; robot:edit changes them. */
export default function RobotSettingsPage() {
  const settings = useQuery(robotsQueries.settings());
  return (
    <Card size="small">
      <QueryState query={settings}>{settings.data && <RobotSettingsForm settings={settings.data} />}</QueryState>
    </Card>
  );
}
