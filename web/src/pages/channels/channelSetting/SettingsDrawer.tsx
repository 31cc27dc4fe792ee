import {
  CARGO_TYPES,
  cm,
  CURRENCY_PATTERN,
  kg,
  P,
  positiveKg,
  type CargoType,
  type ChannelRow,
  type QuoteSettings,
} from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Col, DatePicker, Divider, Drawer, Form, Input, InputNumber, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { quotesApi, quotesQueries } from '../../../api/quotes.ts';
import { useCan } from '../../../components/Can.tsx';
import { blankToNull, notBeforeDay, useMeasureRule, useRangeRule } from '../../../components/formRules.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { RecordDrawer } from '../../../components/RecordDrawer.tsx';
import { dayOf, toDay } from '../../../utils/day.ts';
import { useQuoteWords } from '../../quotes/components/useQuoteWords.ts';

/** The form's values: the settings' own names (a 40000 marks its fields by them), decimals as typed, days as dates. */
interface Values {
  currency: string;
  divisor: number;
  kgPerCbm: string;
  step: string;
  stepAbove: string | null;
  stepAboveSize: string | null;
  minChargeable: string;
  pieceMinimum: string;
  maxWeight: string | null;
  maxPieceWeight: string | null;
  maxLongestSide: string | null;
  maxGirth: string | null;
  cargoTypes: CargoType[];
  transitMin: number | null;
  transitMax: number | null;
  quoteFrom: Dayjs | null;
  quoteTo: Dayjs | null;
  remark: string | null;
}

const valuesOf = ({
  channelId: _channelId,
  version: _version,
  quoteFrom,
  quoteTo,
  ...rest
}: QuoteSettings): Values => ({
  ...rest,
  quoteFrom: toDay(quoteFrom),
  quoteTo: toDay(quoteTo),
});

const bodyOf = (v: Values, version: number) => ({
  currency: v.currency.trim().toUpperCase(),
  divisor: v.divisor,
  kgPerCbm: v.kgPerCbm.trim(),
  step: v.step.trim(),
  stepAbove: blankToNull(v.stepAbove),
  stepAboveSize: blankToNull(v.stepAboveSize),
  minChargeable: v.minChargeable.trim(),
  pieceMinimum: v.pieceMinimum.trim(),
  maxWeight: blankToNull(v.maxWeight),
  maxPieceWeight: blankToNull(v.maxPieceWeight),
  maxLongestSide: blankToNull(v.maxLongestSide),
  maxGirth: blankToNull(v.maxGirth),
  cargoTypes: v.cargoTypes,
  transitMin: v.transitMin ?? null,
  transitMax: v.transitMax ?? null,
  quoteFrom: dayOf(v.quoteFrom),
  quoteTo: dayOf(v.quoteTo),
  remark: blankToNull(v.remark),
  version,
});

const half = { xs: 24, sm: 12 } as const;
/** The step and its second step above a weight: one row, read together. */
const third = { xs: 24, sm: 8 } as const;

/**
 * A channel's quote settings (报价设置) in a drawer: how it weighs and rounds,
 * what it refuses, how long it takes and when it quotes. Loaded first (a
 * channel never saved has the defaults, version 0); saved against the version
 * it was loaded with. A role without `channel:rates` sees them read-only.
 */
export function SettingsDrawer({ channel, onClose }: { channel: ChannelRow; onClose: () => void }) {
  const { t } = useTranslation('quotes');
  const query = useQuery(quotesQueries.settings(channel.id));
  const title = t('settings.title', { name: channel.name });
  if (!query.data) {
    return (
      <Drawer open title={title} size="min(760px, 100vw)" onClose={onClose}>
        <QueryState query={query}>{null}</QueryState>
      </Drawer>
    );
  }
  return <SettingsForm channel={channel} settings={query.data} title={title} onClose={onClose} />;
}

function SettingsForm({
  channel,
  settings,
  title,
  onClose,
}: {
  channel: ChannelRow;
  settings: QuoteSettings;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['quotes', 'common']);
  const range = useRangeRule();
  const { cargo } = useQuoteWords();
  const readOnly = !useCan(P.channel.rates);
  const sea = channel.mode === 'sea';
  const required = { required: true, message: t('common:required') };
  const measure = useMeasureRule();
  const kgRule = measure(kg);
  const positiveKgRule = measure(positiveKg);
  const cmRule = measure(cm);
  const item = (name: keyof Values) => ({ name, label: t(`settings.field.${name}`) });
  // A rule on one field that reads another: checked again when that one changes.
  const pairedWith =
    (other: keyof Values, check: (mine: unknown, theirs: unknown) => boolean, message: string) =>
    ({ getFieldValue }: { getFieldValue: (name: keyof Values) => unknown }) => ({
      validator: (_: unknown, mine: unknown) =>
        check(mine, getFieldValue(other)) ? Promise.resolve() : Promise.reject(new Error(message)),
    });
  const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

  return (
    <RecordDrawer<QuoteSettings, Values>
      area="quotes"
      record={settings}
      title={title}
      readOnly={readOnly}
      valuesOf={valuesOf}
      save={(values, base) => quotesApi.saveSettings(channel.id, bodyOf(values, (base ?? settings).version))}
      done={t('settings.saved')}
      onClose={onClose}
    >
      {readOnly && <Alert type="info" showIcon title={t('settings.readOnly')} style={{ marginBottom: 16 }} />}
      <Divider titlePlacement="start" plain>
        {t('settings.section.weight')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            {...item('currency')}
            rules={[
              required,
              {
                pattern: CURRENCY_PATTERN,
                message: t('settings.currencyPattern'),
                transform: (v: string) => v?.trim().toUpperCase(),
              },
            ]}
          >
            <Input maxLength={3} placeholder="CNY" />
          </Form.Item>
        </Col>
        {/*
          Both stay in the form (the other kind's value is kept as it is); a channel shows the one it weighs by.
          One column for the two: a column of its own for the hidden one would leave a blank slot in the grid.
        */}
        <Col {...half}>
          <Form.Item
            {...item('divisor')}
            extra={t('settings.hint.divisor')}
            rules={[required, range(1000, 10000)]}
            hidden={sea}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            {...item('kgPerCbm')}
            extra={t('settings.hint.kgPerCbm')}
            rules={[required, positiveKgRule]}
            hidden={!sea}
          >
            <Input inputMode="decimal" maxLength={10} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item {...item('step')} extra={t('settings.hint.step')} rules={[required, positiveKgRule]}>
            <Input inputMode="decimal" maxLength={10} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            {...item('stepAbove')}
            extra={t('settings.hint.stepAbove')}
            dependencies={['stepAboveSize']}
            rules={[
              kgRule,
              pairedWith(
                'stepAboveSize',
                (mine, theirs) => filled(mine) === filled(theirs),
                t('settings.stepAbovePair'),
              ),
            ]}
          >
            <Input inputMode="decimal" maxLength={10} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item {...item('stepAboveSize')} rules={[positiveKgRule]}>
            <Input inputMode="decimal" maxLength={10} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('minChargeable')} rules={[required, kgRule]}>
            <Input inputMode="decimal" maxLength={10} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('pieceMinimum')} rules={[required, kgRule]}>
            <Input inputMode="decimal" maxLength={10} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('settings.section.limits')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('maxWeight')} extra={t('settings.hint.weightLimit')} rules={[kgRule]}>
            <Input inputMode="decimal" maxLength={10} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('maxPieceWeight')} rules={[kgRule]}>
            <Input inputMode="decimal" maxLength={10} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('maxLongestSide')} rules={[cmRule]}>
            <Input inputMode="decimal" maxLength={6} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('maxGirth')} extra={t('settings.hint.girth')} rules={[cmRule]}>
            <Input inputMode="decimal" maxLength={6} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            {...item('cargoTypes')}
            rules={[{ required: true, type: 'array', min: 1, message: t('common:required') }]}
          >
            <Checkbox.Group options={CARGO_TYPES.map((type) => ({ value: type, label: cargo(type) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('settings.section.service')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('transitMin')} rules={[range(0, 365)]}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            {...item('transitMax')}
            dependencies={['transitMin']}
            rules={[
              range(0, 365),
              pairedWith(
                'transitMin',
                (max, min) => !filled(max) || !filled(min) || Number(min) <= Number(max),
                t('settings.transitOrder'),
              ),
            ]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('quoteFrom')} extra={t('settings.hint.dates')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            {...item('quoteTo')}
            dependencies={['quoteFrom']}
            rules={[notBeforeDay('quoteFrom', t('settings.dateOrder'))]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item {...item('remark')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
          </Form.Item>
        </Col>
      </Row>
    </RecordDrawer>
  );
}
