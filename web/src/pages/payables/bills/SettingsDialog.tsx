import { useQuery } from '@tanstack/react-query';
import { App, Col, Form, Input, InputNumber, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { payablesApi, payablesQueries } from '../../../api/payables.ts';
import { FormModal } from '../../../components/FormModal.tsx';
import { AgentSelect } from './labels.tsx';

interface Values {
  weightTolerance: string;
  amountTolerance: string;
  unbilledDays: number;
}

/** An agent's tolerances (kg, % of the expected cost) and the days after which an unbilled order is a difference. */
export function SettingsDialog({ agentId: first, onClose }: { agentId?: number; onClose: () => void }) {
  const { t } = useTranslation('payables');
  const { message } = App.useApp();
  const [agentId, setAgentId] = useState(first);
  const [form] = Form.useForm<Values>();
  const settings = useQuery({ ...payablesQueries.settings(agentId ?? 0), enabled: agentId !== undefined });
  const s = settings.data;
  useEffect(() => {
    if (s)
      form.setFieldsValue({
        weightTolerance: s.weightTolerance,
        amountTolerance: s.amountTolerance,
        unbilledDays: s.unbilledDays,
      });
  }, [s, form]);
  const save = useAreaMutation('payables', (v: Values) =>
    payablesApi.saveSettings(agentId!, { ...v, version: s!.version }),
  );
  const decimal = (pattern: RegExp) => ({ required: true, pattern, message: t('settings.number') });
  return (
    <FormModal form={form} title={t('settings.title')} pending={save.isPending} onClose={onClose}>
      <p>{t('settings.hint')}</p>
      <label htmlFor="settings-agent">{t('import.agent')}</label>
      <AgentSelect
        id="settings-agent"
        style={{ width: '100%', marginBottom: 16 }}
        value={agentId}
        onChange={setAgentId}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!s}
        onFinish={(v) =>
          save.mutate(
            { ...v, weightTolerance: v.weightTolerance.trim(), amountTolerance: v.amountTolerance.trim() },
            {
              onSuccess: () => {
                void message.success(t('settings.saved'));
                onClose();
              },
              onError: (e) => void applyFieldErrors(form, e),
            },
          )
        }
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="weightTolerance"
              label={t('settings.weightTolerance')}
              rules={[decimal(/^\d{1,6}(\.\d{1,3})?$/)]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="amountTolerance"
              label={t('settings.amountTolerance')}
              rules={[decimal(/^\d{1,3}(\.\d{1,2})?$/)]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="unbilledDays"
              label={t('settings.unbilledDays')}
              rules={[{ required: true, message: t('settings.number') }]}
            >
              <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  );
}
