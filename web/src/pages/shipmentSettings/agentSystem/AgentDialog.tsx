import { AGENT_CODE_PATTERN, type AgentRow } from '@fwd/contract';
import { Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { agentsApi } from '../../../api/agents.ts';
import { RecordDialog } from '../../../components/RecordDialog.tsx';

type Values = Pick<AgentRow, 'agentName' | 'agentCode' | 'enabled'> & { contact?: string; phone?: string; remark?: string };

const valuesOf = (row: AgentRow): Values => ({
  agentName: row.agentName,
  agentCode: row.agentCode,
  contact: row.contact ?? '',
  phone: row.phone ?? '',
  remark: row.remark ?? '',
  enabled: row.enabled,
});

/** An edit replaces every field: blank optional ones go as null. */
const bodyOf = (v: Values) => ({
  agentName: v.agentName.trim(),
  agentCode: v.agentCode.trim(),
  contact: v.contact?.trim() || null,
  phone: v.phone?.trim() || null,
  remark: v.remark?.trim() || null,
  enabled: v.enabled,
});

/** Creates or edits an agent's own fields; its options have their own dialog. */
export function AgentDialog({ agent, onClose }: { agent: AgentRow | null; onClose: () => void }) {
  const { t } = useTranslation('shipmentSettings');
  const required = { required: true, whitespace: true, message: t('required') };
  return (
    <RecordDialog<AgentRow, Values>
      area="agents"
      record={agent}
      title={t(agent ? 'agent.edit' : 'agent.add')}
      initialValues={{ enabled: true }}
      valuesOf={valuesOf}
      save={(values, base) => (base ? agentsApi.update(base.id, { ...bodyOf(values), version: base.version }) : agentsApi.create(bodyOf(values)))}
      done={t('saved')}
      onClose={onClose}
      width={640}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="agentName" label={t('agent.name')} rules={[required]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="agentCode" label={t('agent.code')} rules={[required, { pattern: AGENT_CODE_PATTERN, message: t('agent.codePattern') }]}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="contact" label={t('agent.contact')}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('agent.phone')}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('agent.remark')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </RecordDialog>
  );
}
