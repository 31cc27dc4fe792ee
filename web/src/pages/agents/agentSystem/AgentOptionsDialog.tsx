import type { AgentRow } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { agentsApi } from '../../../api/agents.ts';
import { logisticsQueries } from '../../../api/logistics.ts';
import { CountryPicker } from '../../../components/pickers/CountryPicker.tsx';
import { ChannelPicker } from '../../../components/pickers/pickers.tsx';
import { RecordDialog } from '../../../components/RecordDialog.tsx';

type Values = Pick<AgentRow, 'trackingCarrier' | 'tracked' | 'channelIds' | 'countryIds'>;

const valuesOf = ({ trackingCarrier, tracked, channelIds, countryIds }: AgentRow): Values => ({
  trackingCarrier,
  tracked,
  channelIds,
  countryIds,
});

/** A carrier the tracking provider knows (同步与追踪 › 承运商), by name and code; a code no longer listed stays shown as it is. */
function CarrierPicker(props: { value?: number | null; onChange?: (code: number | null) => void; id?: string }) {
  const { t } = useTranslation('agents');
  const carriers = useQuery(logisticsQueries.carriers());
  const listed = (carriers.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));
  const kept =
    props.value != null && !listed.some((o) => o.value === props.value)
      ? [{ value: props.value, label: String(props.value) }]
      : [];
  return (
    <Select<number | null>
      {...props}
      value={props.value ?? null}
      onChange={(code) => props.onChange?.(code ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={carriers.isPending}
      placeholder={t('carrierAuto')}
      options={[...listed, ...kept]}
    />
  );
}

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
        <CarrierPicker />
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
