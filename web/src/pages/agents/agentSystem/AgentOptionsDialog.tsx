import type { AgentRow } from '@fwd/contract';
import { Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { agentsApi } from '../../../api/agents.ts';
import { CountryPicker } from '../../../components/pickers/CountryPicker.tsx';
import { ChannelPicker } from '../../../components/pickers/pickers.tsx';
import { RecordDialog } from '../../../components/RecordDialog.tsx';

type Values = Pick<AgentRow, 'trackingCarrier' | 'tracked' | 'channelIds' | 'countryIds'>;

const valuesOf = ({ trackingCarrier, tracked, channelIds, countryIds }: AgentRow): Values => ({ trackingCarrier, tracked, channelIds, countryIds });

/** An agent's options: the tracking carrier of its numbers, whether they are tracked, the channels it serves and the countries it covers. */
export function AgentOptionsDialog({ agent, onClose }: { agent: AgentRow; onClose: () => void }) {
  const { t } = useTranslation(['agents', 'common']);
  return (
    <RecordDialog<AgentRow, Values>
      area="agents"
      record={agent}
      title={t('optionsOf', { name: agent.agentName })}
      initialValues={{}}
      valuesOf={valuesOf}
      save={(values, base) =>
        agentsApi.setOptions(base!.id, {
          trackingCarrier: values.trackingCarrier ?? null,
          tracked: values.tracked,
          channelIds: values.channelIds ?? [],
          countryIds: values.countryIds ?? [],
          version: base!.version,
        })
      }
      done={t('common:saved')}
      onClose={onClose}
      width={640}
    >
      <Form.Item name="trackingCarrier" label={t('carrier')} extra={t('carrierHint')}>
        <InputNumber min={1} max={999_999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="tracked" label={t('tracked')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="channelIds" label={t('channels')}>
        <ChannelPicker mode="multiple" />
      </Form.Item>
      <Form.Item name="countryIds" label={t('countries')}>
        <CountryPicker mode="multiple" />
      </Form.Item>
    </RecordDialog>
  );
}
