import {
  CARGO_TYPES,
  cm,
  kg,
  money,
  SURCHARGE_BASES,
  SURCHARGE_KINDS,
  type CargoType,
  type SurchargeKind,
  type SurchargeRow,
} from '@fwd/contract';
import { Checkbox, Col, DatePicker, Divider, Form, Input, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { surchargesApi, type SurchargeSide } from '../../../api/surcharges.ts';
import { blankToNull, notBeforeDay, useMeasureRule, usePercentRule } from '../../../components/formRules.ts';
import { ChannelPicker } from '../../../components/pickers/pickers.tsx';
import { RecordDrawer } from '../../../components/RecordDrawer.tsx';
import { DAY_FORMAT, dayOf, toDay } from '../../../utils/day.ts';
import { useQuoteWords } from '../../quotes/components/useQuoteWords.ts';

type Basis = SurchargeRow['basis'];

/** The rule's own names (a 40000 marks its fields by them); the condition fields of every kind, only the chosen kind's shown and sent. */
interface Values {
  name: string;
  kind: SurchargeKind;
  basis: Basis;
  amount: string;
  minimum: string | null;
  onFuel: boolean;
  remoteClass: string | null;
  thresholdKg: string | null;
  thresholdCm: string | null;
  girthCm: string | null;
  cargoTypes: CargoType[];
  channelIds: number[];
  effectiveFrom: Dayjs;
  effectiveTo: Dayjs | null;
  enabled: boolean;
}

/** Fuel is a percent of the base (and of the surcharges flagged for it); peak is per chargeable kg or per piece, as carriers charge it; the others per shipment, piece or kg. */
const basesOf = (kind: SurchargeKind | undefined): readonly Basis[] =>
  kind === 'fuel' ? ['percent'] : kind === 'peak' ? ['kg', 'piece'] : SURCHARGE_BASES.filter((b) => b !== 'percent');

const valuesOf = ({
  id: _id,
  version: _version,
  channels,
  effectiveFrom,
  effectiveTo,
  ...rest
}: SurchargeRow): Values => ({
  ...rest,
  channelIds: channels.map((c) => c.id),
  effectiveFrom: dayjs(effectiveFrom),
  effectiveTo: toDay(effectiveTo),
});

/** What the server is sent: the condition of the rule's kind, the other kinds' fields empty. */
const bodyOf = (v: Values) => ({
  name: v.name.trim(),
  kind: v.kind,
  basis: v.kind === 'fuel' ? 'percent' : v.basis,
  amount: v.amount.trim(),
  minimum: blankToNull(v.minimum),
  onFuel: v.kind !== 'fuel' && v.onFuel === true,
  remoteClass: v.kind === 'remote' ? blankToNull(v.remoteClass) : null,
  thresholdKg: v.kind === 'overweight' ? blankToNull(v.thresholdKg) : null,
  thresholdCm: v.kind === 'oversize' ? blankToNull(v.thresholdCm) : null,
  girthCm: v.kind === 'oversize' ? blankToNull(v.girthCm) : null,
  cargoTypes: v.kind === 'sensitive' ? v.cargoTypes : [],
  channelIds: v.channelIds ?? [],
  effectiveFrom: v.effectiveFrom.format(DAY_FORMAT),
  effectiveTo: dayOf(v.effectiveTo),
  enabled: v.enabled,
});

const half = { xs: 24, sm: 12 } as const;

/** Each field's label. */
const fieldLabels = {
  name: 'rule.field.name',
  kind: 'rule.field.kind',
  basis: 'rule.field.basis',
  minimum: 'rule.field.minimum',
  onFuel: 'rule.field.onFuel',
  remoteClass: 'rule.field.remoteClass',
  thresholdKg: 'rule.field.thresholdKg',
  thresholdCm: 'rule.field.thresholdCm',
  girthCm: 'rule.field.girthCm',
  cargoTypes: 'rule.field.cargoTypes',
  channelIds: 'rule.field.channels',
  effectiveFrom: 'rule.field.effectiveFrom',
  effectiveTo: 'rule.field.effectiveTo',
  enabled: 'rule.field.enabled',
} as const;

/** Creates or edits a surcharge rule in a drawer; its fields follow its kind. */
export function SurchargeDrawer({
  rule,
  side,
  onClose,
}: {
  rule: SurchargeRow | null;
  side?: SurchargeSide;
  onClose: () => void;
}) {
  const { t } = useTranslation('surcharges');
  return (
    <RecordDrawer<SurchargeRow, Values>
      area="surcharges"
      record={rule}
      title={`${t(rule ? 'rule.edit' : 'rule.add')}${side === 'cost' ? ` · ${t('side.cost')}` : ''}`}
      initialValues={{ onFuel: false, cargoTypes: [], channelIds: [], effectiveFrom: dayjs(), enabled: true }}
      valuesOf={valuesOf}
      save={(values, base) =>
        base
          ? surchargesApi.update(base.id, { ...bodyOf(values), version: base.version }, side)
          : surchargesApi.create(bodyOf(values), side)
      }
      done={t('saved')}
      onClose={onClose}
    >
      <RuleFields channels={rule?.channels ?? []} />
    </RecordDrawer>
  );
}

function RuleFields({ channels }: { channels: SurchargeRow['channels'] }) {
  const { t } = useTranslation('surcharges');
  const { cargo } = useQuoteWords();
  const form = Form.useFormInstance<Values>();
  const kind = Form.useWatch('kind', form);
  const required = { required: true, message: t('required') };
  const measure = useMeasureRule();
  const percentRule = usePercentRule();
  const basis = Form.useWatch('basis', form);
  const kgRule = measure(kg);
  const cmRule = measure(cm);
  const moneyRule = measure(money);
  const item = (name: keyof Values & keyof typeof fieldLabels) => ({ name, label: t(fieldLabels[name]) });
  // Oversize needs one of its two thresholds; the rule sits on the first and is checked again when the second changes.
  const oneOversize = ({ getFieldValue }: { getFieldValue: (name: keyof Values) => unknown }) => ({
    validator: (_: unknown, longest: string | null | undefined) =>
      blankToNull(longest) || blankToNull(getFieldValue('girthCm') as string | null)
        ? Promise.resolve()
        : Promise.reject(new Error(t('rule.hint.oversize'))),
  });

  return (
    <>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('name')} rules={[{ ...required, whitespace: true }]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('kind')} rules={[required]}>
            <Select
              options={SURCHARGE_KINDS.map((k) => ({ value: k, label: t(`rule.kind.${k}`) }))}
              // A basis the new kind does not charge by gives way to its first.
              onChange={(next: SurchargeKind) =>
                !basesOf(next).includes(form.getFieldValue('basis')) && form.setFieldValue('basis', basesOf(next)[0])
              }
            />
          </Form.Item>
        </Col>
        {kind && kind !== 'fuel' && (
          <Col {...half}>
            <Form.Item {...item('basis')} rules={[required]}>
              <Select options={basesOf(kind).map((b) => ({ value: b, label: t(`rule.basis.${b}`) }))} />
            </Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item
            name="amount"
            label={t(kind === 'fuel' ? 'rule.field.percent' : 'rule.field.amount')}
            extra={t(kind === 'fuel' ? 'rule.hint.fuel' : 'rule.hint.amount')}
            rules={[
              { ...required, whitespace: true },
              moneyRule,
              ...(kind === 'fuel' || basis === 'percent' ? [percentRule] : []),
            ]}
          >
            <Input inputMode="decimal" maxLength={13} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('minimum')} rules={[moneyRule]}>
            <Input inputMode="decimal" maxLength={13} />
          </Form.Item>
        </Col>
        {kind && kind !== 'fuel' && (
          <Col {...half}>
            <Form.Item {...item('onFuel')} valuePropName="checked" extra={t('rule.hint.onFuel')}>
              <Switch />
            </Form.Item>
          </Col>
        )}
      </Row>
      {kind && ['remote', 'oversize', 'overweight', 'sensitive'].includes(kind) && (
        <Divider titlePlacement="start" plain>
          {t('rule.field.condition')}
        </Divider>
      )}
      <Row gutter={16}>
        {kind === 'remote' && (
          <Col {...half}>
            <Form.Item {...item('remoteClass')} extra={t('rule.hint.remoteClass')}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
        )}
        {kind === 'oversize' && (
          <>
            <Col {...half}>
              <Form.Item {...item('thresholdCm')} dependencies={['girthCm']} rules={[cmRule, oneOversize]}>
                <Input inputMode="decimal" maxLength={6} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item {...item('girthCm')} rules={[cmRule]}>
                <Input inputMode="decimal" maxLength={6} />
              </Form.Item>
            </Col>
          </>
        )}
        {kind === 'overweight' && (
          <Col {...half}>
            <Form.Item {...item('thresholdKg')} rules={[{ ...required, whitespace: true }, kgRule]}>
              <Input inputMode="decimal" maxLength={10} />
            </Form.Item>
          </Col>
        )}
        {kind === 'sensitive' && (
          <Col span={24}>
            <Form.Item
              {...item('cargoTypes')}
              rules={[{ required: true, type: 'array', min: 1, message: t('required') }]}
            >
              <Checkbox.Group
                options={CARGO_TYPES.filter((c) => c !== 'general').map((c) => ({ value: c, label: cargo(c) }))}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Divider />
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item {...item('channelIds')} extra={t('rule.hint.channels')}>
            <ChannelPicker
              mode="multiple"
              placeholder={t('rule.everyChannel')}
              current={channels.map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('effectiveFrom')} rules={[required]}>
            <DatePicker style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            {...item('effectiveTo')}
            // A peak season ends: its last day is required.
            extra={t(kind === 'peak' ? 'rule.hint.season' : 'rule.hint.effectiveTo')}
            dependencies={['effectiveFrom']}
            rules={[
              { required: kind === 'peak', message: t('required') },
              notBeforeDay('effectiveFrom', t('dateOrder')),
            ]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item {...item('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
