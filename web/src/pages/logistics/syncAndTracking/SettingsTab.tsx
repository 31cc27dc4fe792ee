import { P, type ApiKeyKind, type LogisticsSettings } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Col, Divider, Form, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apisQueries } from '../../../api/apis.ts';
import { logisticsApi, logisticsQueries } from '../../../api/logistics.ts';
import { useCan } from '../../../components/Can.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { SettingsForm } from '../../../components/SettingsForm.tsx';
import { useRecordForm } from '../../../components/useRecordForm.ts';
import { useRangeRule } from '../../../components/formRules.ts';

type Values = Omit<LogisticsSettings, 'webhookPath' | 'version'>;

const valuesOf = ({ webhookPath: _path, version: _version, ...values }: LogisticsSettings): Values => values;

const SCHEDULES = ['syncEveryMinutes', 'refreshEveryMinutes', 'reconcileEveryMinutes'] as const;

/** Longest schedule interval the server takes: a week. */
const MINUTES_MAX = 7 * 24 * 60;

/** A stored API key of one kind (masked as the server sends them), or none. */
function KeyPicker({
  kind,
  ...props
}: {
  kind: ApiKeyKind;
  value?: number | null;
  onChange?: (id: number | null) => void;
  id?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('logistics');
  const canList = useCan(P.apikey.view);
  const keys = useQuery({ ...apisQueries.allKeys(), enabled: canList });
  const options = canList
    ? (keys.data ?? []).filter((k) => k.kind === kind).map((k) => ({ value: k.id, label: `${k.name} · ${k.baseUrl}` }))
    : props.value
      ? [{ value: props.value, label: t('settings.keyNumber', { id: props.value }) }]
      : [];
  return (
    <Select<number | null>
      {...props}
      value={props.value ?? null}
      onChange={(v) => props.onChange?.(v ?? null)}
      allowClear
      loading={canList && keys.isPending}
      placeholder={t('settings.noKey')}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

function LogisticsSettingsForm({ settings }: { settings: LogisticsSettings }) {
  const { t } = useTranslation(['logistics', 'common']);
  const range = useRangeRule();
  const canEdit = useCan(P.logistics.edit);
  const canListKeys = useCan(P.apikey.view);
  const edit = useRecordForm<LogisticsSettings, Values>({
    area: 'logistics',
    record: settings,
    valuesOf,
    save: (values, base) => logisticsApi.saveSettings({ ...values, version: (base ?? settings).version }),
    done: t('settings.saved'),
  });
  const minutes = (name: keyof Values, label: string) => (
    <Col xs={24} sm={8}>
      <Form.Item name={name} label={label} rules={[{ required: true, message: t('required') }, range(0, MINUTES_MAX)]}>
        <InputNumber precision={0} suffix={t('settings.minutes')} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  // Whole, with this console's address: what a provider's settings take when pasted.
  const webhook = new URL((edit.base ?? settings).webhookPath, window.location.origin).href;
  const { modal } = App.useApp();
  // Switching a schedule off stops work nobody will notice missing: it is asked first.
  const save = (values: Values) => {
    const current = edit.base ?? settings;
    const stopped = SCHEDULES.filter((name) => values[name] === 0 && current[name] > 0);
    if (stopped.length === 0) return edit.submit(values);
    void modal.confirm({
      title: t('settings.stopTitle'),
      content: t('settings.stopContent', {
        names: stopped.map((name) => t(`settings.${name}`)).join(t('settings.separator')),
      }),
      okText: t('settings.stop'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: () => edit.submit(values),
    });
  };

  return (
    <SettingsForm
      edit={edit}
      canEdit={canEdit}
      readOnly={t('settings.readOnly')}
      maxWidth={760}
      onFinish={save}
      notes={
        canEdit &&
        !canListKeys && (
          <Alert type="warning" showIcon title={t('settings.keysUnavailable')} style={{ marginBottom: 16 }} />
        )
      }
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="orderApiKeyId" label={t('settings.orderApiKey')} extra={t('settings.keyHint')}>
            <KeyPicker kind="orders" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="trackingApiKeyId" label={t('settings.trackingApiKey')} extra={t('settings.keyHint')}>
            <KeyPicker kind="tracking" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('settings.schedules')}
      </Divider>
      <Typography.Paragraph type="secondary">{t('settings.off')}</Typography.Paragraph>
      <Row gutter={16}>
        {minutes('syncEveryMinutes', t('settings.syncEveryMinutes'))}
        {minutes('refreshEveryMinutes', t('settings.refreshEveryMinutes'))}
        {minutes('reconcileEveryMinutes', t('settings.reconcileEveryMinutes'))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <Form.Item
            name="staleDays"
            label={t('settings.staleDays')}
            extra={t('settings.staleDaysHint')}
            rules={[{ required: true, message: t('required') }, range(1, 90)]}
          >
            <InputNumber precision={0} suffix={t('settings.days')} style={{ width: 160 }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('settings.webhook')} extra={t('settings.webhookHint')}>
        <Typography.Text code copyable={{ text: webhook }}>
          {webhook}
        </Typography.Text>
      </Form.Item>
    </SettingsForm>
  );
}

/** The settings, saved against the version they were loaded with; a conflict shows the current ones. */
export function SettingsTab() {
  const settings = useQuery(logisticsQueries.settings());
  return (
    <QueryState query={settings}>{settings.data && <LogisticsSettingsForm settings={settings.data} />}</QueryState>
  );
}
