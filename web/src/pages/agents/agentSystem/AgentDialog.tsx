import { AGENT_CODE_PATTERN, type AgentRow } from '@fwd/contract';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { agentsApi } from '../../../api/agents.ts';
import { RecordDialog } from '../../../components/RecordDialog.tsx';
import {
  contactBodyOf,
  ContactFields,
  contactValuesOf,
  type ContactValues,
} from '../../../components/contactFields.tsx';

type Values = Pick<AgentRow, 'agentName' | 'agentCode'> & ContactValues;

const valuesOf = (row: AgentRow): Values => ({
  agentName: row.agentName,
  agentCode: row.agentCode,
  ...contactValuesOf(row),
});

const bodyOf = (v: Values) => ({
  agentName: v.agentName.trim(),
  agentCode: v.agentCode.trim(),
  ...contactBodyOf(v),
});

/** Creates or edits an agent's own fields; its options have their own dialog. */
export function AgentDialog({ agent, onClose }: { agent: AgentRow | null; onClose: () => void }) {
  const { t } = useTranslation(['agents', 'common']);
  const required = { required: true, whitespace: true, message: t('common:required') };
  return (
    <RecordDialog<AgentRow, Values>
      area="agents"
      record={agent}
      title={t(agent ? 'edit' : 'add')}
      initialValues={{ enabled: true }}
      valuesOf={valuesOf}
      save={(values, base) =>
        base
          ? agentsApi.update(base.id, { ...bodyOf(values), version: base.version })
          : agentsApi.create(bodyOf(values))
      }
      done={t('common:saved')}
      onClose={onClose}
      width={640}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="agentName" label={t('name')} rules={[required]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="agentCode"
            label={t('code')}
            rules={[required, { pattern: AGENT_CODE_PATTERN, message: t('codePattern') }]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <ContactFields />
      </Row>
    </RecordDialog>
  );
}
