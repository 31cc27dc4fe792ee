import { CHANNEL_CODE_PATTERN, CHANNEL_MODES, INCOTERMS, type ChannelRow } from '@fwd/contract';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { channelsApi } from '../../../api/channels.ts';
import { RecordDialog } from '../../../components/RecordDialog.tsx';
import { useRangeRule } from '../../../components/formRules.ts';

type Values = Pick<ChannelRow, 'code' | 'name' | 'mode' | 'incoterm' | 'enabled' | 'sort'> & { carrier?: string };

const valuesOf = (row: ChannelRow): Values => ({ ...row, carrier: row.carrier ?? '' });

const bodyOf = ({ code, name, mode, incoterm, carrier, enabled, sort }: Values) => ({
  code: code.trim(),
  name: name.trim(),
  mode,
  incoterm,
  carrier: carrier?.trim() || null,
  enabled,
  sort: sort ?? 0,
});

/** A channel's basic fields; a new one starts as the tab's kind. */
export function ChannelDialog({
  channel,
  kind,
  onClose,
}: {
  channel: ChannelRow | null;
  kind: Partial<Pick<ChannelRow, 'mode' | 'incoterm'>>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['channels', 'common']);
  const range = useRangeRule();
  const required = { required: true, whitespace: true, message: t('common:required') };
  return (
    <RecordDialog<ChannelRow, Values>
      area="channels"
      record={channel}
      title={t(channel ? 'editTitle' : 'add')}
      initialValues={{ incoterm: 'DDP', enabled: true, sort: 0, ...kind }}
      valuesOf={valuesOf}
      save={(values, base) =>
        base
          ? channelsApi.update(base.id, { ...bodyOf(values), version: base.version })
          : channelsApi.create(bodyOf(values))
      }
      done={t('common:saved')}
      onClose={onClose}
      width={640}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="code"
            label={t('field.code')}
            rules={[required, { pattern: CHANNEL_CODE_PATTERN, message: t('codePattern') }]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('field.name')} rules={[required]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="mode" label={t('field.mode')} rules={[{ required: true, message: t('common:required') }]}>
            <Select options={CHANNEL_MODES.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="incoterm"
            label={t('field.incoterm')}
            rules={[{ required: true, message: t('common:required') }]}
          >
            <Select options={INCOTERMS.map((term) => ({ value: term, label: term }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="carrier" label={t('field.carrier')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="sort" label={t('field.sort')} extra={t('sortHint')} rules={[range(0, 9999)]}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="enabled" label={t('field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </RecordDialog>
  );
}
