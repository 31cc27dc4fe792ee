import {
  CARGO_TYPES,
  CURRENCY_PATTERN,
  ORDER_ADDRESS_TYPES,
  ORDER_DIMENSIONS,
  ORDER_NUMBER_PATTERN,
  RECEIVED,
  type CargoType,
  type OrderAddressType,
  type BodyOf,
  type OrderRow,
  type orders,
  type ReceivedState,
} from '@fwd/contract';
import { Alert, Col, DatePicker, Divider, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ordersApi } from '../../../api/orders.ts';
import { CountryPicker } from '../../../components/pickers/CountryPicker.tsx';
import {
  AgentPicker,
  ChannelPicker,
  CustomerPicker,
  EmployeePicker,
  StatusPicker,
} from '../../../components/pickers/pickers.tsx';
import { RecordDrawer } from '../../../components/RecordDrawer.tsx';
import { ConsigneeAddressType } from './ConsigneeAddressType.tsx';
import { BrandWarning } from './BrandWarning.tsx';
import { HsCodeField } from './HsCodeField.tsx';
import { useRangeRule } from '../../../components/formRules.ts';

type UpdateBody = BodyOf<typeof orders.update>;

interface Values {
  numbers: string;
  customerOrderNumber: string | null;
  originalTrackingNumber: string | null;
  newTrackingNumber: string | null;
  customerId: number;
  agentId: number | null;
  channelId: number | null;
  countryId: number;
  consigneeName: string;
  consigneePhone: string | null;
  consigneeCity: string | null;
  consigneePostcode: string | null;
  consigneeAddress: string | null;
  goodsDescription: string | null;
  hsCode: string | null;
  declaredValue: string | null;
  currency: string | null;
  weight: string;
  pieces: number;
  cargoType: CargoType | null;
  addressType: OrderAddressType | null;
  lengthCm: string | null;
  widthCm: string | null;
  heightCm: string | null;
  ownerUserId: number;
  statusId: number;
  entryDate: Dayjs;
  isReceived: ReceivedState;
  remark: string | null;
}

const valuesOf = (o: OrderRow): Values => ({
  numbers: o.numbers,
  customerOrderNumber: o.customerOrderNumber,
  originalTrackingNumber: o.originalTrackingNumber,
  newTrackingNumber: o.newTrackingNumber,
  customerId: o.customerId,
  agentId: o.agentId,
  channelId: o.channelId,
  countryId: o.countryId,
  consigneeName: o.consigneeName,
  consigneePhone: o.consigneePhone,
  consigneeCity: o.consigneeCity,
  consigneePostcode: o.consigneePostcode,
  consigneeAddress: o.consigneeAddress,
  goodsDescription: o.goodsDescription,
  hsCode: o.hsCode,
  declaredValue: o.declaredValue,
  currency: o.currency,
  weight: o.weight,
  pieces: o.pieces,
  cargoType: o.cargoType,
  addressType: o.addressType,
  lengthCm: o.lengthCm,
  widthCm: o.widthCm,
  heightCm: o.heightCm,
  ownerUserId: o.ownerUserId,
  statusId: o.statusId,
  entryDate: dayjs(o.entryDate),
  isReceived: o.isReceived,
  remark: o.remark,
});

const blankToNull = (v: string | null | undefined) => v?.trim() || null;

/**
 * The body, against the order as last read (its version): trimmed texts, blanks as none, the entry time with its offset
 * (untouched, as it came: the picker shows minutes, and its seconds would be a change in the order's history);
 * no agent for a role that may not see agents (it stays as it is).
 */
const bodyOf = (v: Values, masked: boolean, { version, entryDate }: OrderRow): UpdateBody => ({
  numbers: v.numbers.trim(),
  customerOrderNumber: blankToNull(v.customerOrderNumber),
  originalTrackingNumber: blankToNull(v.originalTrackingNumber),
  newTrackingNumber: blankToNull(v.newTrackingNumber),
  customerId: v.customerId,
  ...(masked ? {} : { agentId: v.agentId ?? null }),
  channelId: v.channelId ?? null,
  countryId: v.countryId,
  consigneeName: v.consigneeName.trim(),
  consigneePhone: blankToNull(v.consigneePhone),
  consigneeCity: blankToNull(v.consigneeCity),
  consigneePostcode: blankToNull(v.consigneePostcode),
  consigneeAddress: blankToNull(v.consigneeAddress),
  goodsDescription: blankToNull(v.goodsDescription),
  hsCode: blankToNull(v.hsCode),
  declaredValue: blankToNull(v.declaredValue),
  currency: blankToNull(v.currency)?.toUpperCase() ?? null,
  weight: v.weight.trim(),
  pieces: v.pieces,
  cargoType: v.cargoType ?? null,
  addressType: v.addressType ?? null,
  lengthCm: blankToNull(v.lengthCm),
  widthCm: blankToNull(v.widthCm),
  heightCm: blankToNull(v.heightCm),
  ownerUserId: v.ownerUserId,
  statusId: v.statusId,
  entryDate: v.entryDate.isSame(entryDate) ? entryDate : v.entryDate.format(),
  isReceived: v.isReceived,
  remark: blankToNull(v.remark),
  version,
});

/** A decimal as the contract takes it: at most `digits` digits in all, `scale` of them after the point. */
const decimalPattern = (digits: number, scale: number) => new RegExp(`^\\d{1,${digits - scale}}(\\.\\d{1,${scale}})?$`);

const half = { xs: 24, sm: 12 } as const;

/** Every editable field of an order, in a drawer beside the list; the version the drawer opened with goes with Save. */
export function OrderDrawer({ order, masked, onClose }: { order: OrderRow; masked: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const range = useRangeRule();
  const required = { required: true, message: t('required') };
  const text = { whitespace: true, ...required };
  const item = (name: keyof Values, label: string = t(`field.${name as 'numbers'}`)) => ({ name, label });
  return (
    <RecordDrawer<OrderRow, Values>
      area="orders"
      record={order}
      title={t('editTitle', { numbers: order.numbers })}
      valuesOf={valuesOf}
      save={(values, base) => ordersApi.update(order.id, bodyOf(values, masked, base ?? order))}
      done={t('saved')}
      onClose={onClose}
    >
      <Divider titlePlacement="start" plain>
        {t('section.numbers')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            {...item('numbers')}
            rules={[text, { pattern: ORDER_NUMBER_PATTERN, message: t('numberPattern') }]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('customerOrderNumber')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('originalTrackingNumber')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('newTrackingNumber')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('section.route')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('customerId', t('field.customer'))} rules={[required]}>
            <CustomerPicker allowClear={false} current={{ value: order.customerId, label: order.shortName }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          {masked ? (
            <Form.Item label={t('field.agent')} extra={t('agentKept')}>
              <Input value="****" disabled />
            </Form.Item>
          ) : (
            <Form.Item {...item('agentId', t('field.agent'))}>
              <AgentPicker
                current={
                  order.agentId === null
                    ? null
                    : { value: order.agentId, label: `${order.agentName} (${order.agentCode})` }
                }
              />
            </Form.Item>
          )}
        </Col>
        <Col {...half}>
          <Form.Item {...item('channelId', t('field.channel'))}>
            <ChannelPicker
              current={
                order.channelId === null
                  ? null
                  : { value: order.channelId, label: `${order.channelName} (${order.channelCode})` }
              }
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('countryId', t('field.country'))} rules={[required]}>
            <CountryPicker
              allowClear={false}
              current={{ value: order.countryId, label: `${order.countryName} (${order.countryCode})` }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('ownerUserId', t('field.owner'))} rules={[required]}>
            <EmployeePicker
              allowClear={false}
              current={{ value: order.ownerUserId, label: `${order.name} (${order.username})` }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('entryDate')} rules={[required]}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              allowClear={false}
            />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('section.consignee')}
      </Divider>
      <ConsigneeAddressType order={order} />
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('consigneeName')} rules={[text]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('consigneePhone')}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('consigneeCity')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('consigneePostcode')}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item {...item('consigneeAddress')}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={300} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('section.goods')}
      </Divider>
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item {...item('goodsDescription')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <BrandWarning />
        <Col {...half}>
          <Form.Item
            {...item('weight')}
            rules={[text, { pattern: decimalPattern(9, 3), message: t('decimalPattern', { scale: 3 }) }]}
          >
            <Input inputMode="decimal" maxLength={10} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('pieces')} rules={[required, range(1, 9999)]}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('cargoType')} extra={t('pricing.hint')}>
            <Select
              allowClear
              placeholder={t('pricing.notRecorded')}
              options={CARGO_TYPES.map((type) => ({ value: type, label: t(`pricing.cargo.${type}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('addressType')}>
            <Select
              allowClear
              placeholder={t('pricing.notRecorded')}
              options={ORDER_ADDRESS_TYPES.map((type) => ({ value: type, label: t(`pricing.address.${type}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label={t('field.dimensions')} extra={t('pricing.dimensionsHint')} style={{ marginBottom: 0 }}>
            <Row gutter={8}>
              {ORDER_DIMENSIONS.map((side) => (
                <Col span={8} key={side}>
                  <Form.Item
                    name={side}
                    dependencies={ORDER_DIMENSIONS.filter((other) => other !== side)}
                    rules={[
                      { pattern: decimalPattern(5, 1), message: t('decimalPattern', { scale: 1 }) },
                      ({ getFieldValue }) => ({
                        // All three or none, as the server takes them.
                        validator: (_, v: string | null) =>
                          !blankToNull(v) && ORDER_DIMENSIONS.some((other) => blankToNull(getFieldValue(other)))
                            ? Promise.reject(new Error(t('required')))
                            : Promise.resolve(),
                      }),
                    ]}
                  >
                    <Input
                      inputMode="decimal"
                      maxLength={6}
                      placeholder={t(`field.${side}`)}
                      aria-label={t(`field.${side}`)}
                    />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            {...item('declaredValue')}
            rules={[{ pattern: decimalPattern(12, 2), message: t('decimalPattern', { scale: 2 }) }]}
          >
            <Input inputMode="decimal" maxLength={13} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            {...item('currency')}
            rules={[
              {
                pattern: CURRENCY_PATTERN,
                message: t('currencyPattern'),
                transform: (v: string | null) => v?.trim().toUpperCase(),
              },
            ]}
          >
            <Input maxLength={3} placeholder="USD" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('hsCode')} rules={[{ pattern: /^\d{6,10}$/, message: t('hsCodePattern') }]}>
            <HsCodeField />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('section.state')}
      </Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('statusId', t('field.statusName'))} rules={[required]}>
            <StatusPicker
              kind="number"
              allowClear={false}
              current={{ value: order.statusId, label: order.statusName }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('isReceived')} rules={[required]}>
            <Radio.Group
              optionType="button"
              options={RECEIVED.map((r) => ({ value: r, label: t(r === '已签收' ? 'tab.signed' : 'tab.unsigned') }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item {...item('remark')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
          </Form.Item>
        </Col>
      </Row>
      {order.problem && <Alert type="warning" showIcon title={t('problemHint')} />}
    </RecordDrawer>
  );
}
