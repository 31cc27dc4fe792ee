import { SearchOutlined } from '@ant-design/icons';
import { CARGO_TYPES, positiveKg } from '@fwd/contract';
import { Button, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { useMeasureRule } from '../../../components/formRules.ts';
import { CountryCodePicker } from '../../../components/pickers/CountryPicker.tsx';
import { AddressFields } from './AddressFields.tsx';
import { DescriptionField } from './BrandRefusals.tsx';
import { PiecesEditor } from './PiecesEditor.tsx';
import type { QueryValues } from './quoteQuery.ts';

const cell = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

interface Props {
  /** The URL's query. */
  values: QueryValues;
  withOptions: boolean;
  /** The last query's failure: its named fields are marked. */
  error: unknown;
  onSearch: (values: QueryValues) => void;
  onReset: () => void;
}

/**
 * The price query's form: country (pinyin search) and weight, the pieces'
 * sizes; with `withOptions` (价格查询) also postcode, city, cargo type, residential
 * and the day to price on. A 40000 answer marks the fields it names.
 */
export function QueryForm(props: Props) {
  // A new form for each query of the URL: a link, the back button or a reset shows it.
  return <QueryFields key={JSON.stringify(props.values)} {...props} />;
}

function QueryFields({ values, withOptions, error, onSearch, onReset }: Props) {
  const { t } = useTranslation('quotes');
  const [form] = Form.useForm<QueryValues>();
  const measure = useMeasureRule();
  useEffect(() => {
    if (error) applyFieldErrors(form, error);
  }, [error, form]);
  // Typed but not searched yet, the URL does not change: the form clears itself too.
  const reset = () => {
    form.resetFields();
    onReset();
  };
  return (
    <Form<QueryValues>
      form={form}
      layout="vertical"
      initialValues={values}
      onFinish={onSearch}
      autoComplete="off"
      className="quote-form"
    >
      <Row gutter={16}>
        <Col {...cell}>
          <Form.Item
            name="country"
            label={t('query.country')}
            rules={[{ required: true, message: t('query.required') }]}
          >
            <CountryCodePicker />
          </Form.Item>
        </Col>
        <Col {...cell}>
          <Form.Item
            name="weight"
            label={t('query.weight')}
            tooltip={t('query.weightHint')}
            dependencies={['pieces']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, weight?: string) =>
                  weight || (getFieldValue('pieces') as unknown[] | undefined)?.length
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('query.weightRequired'))),
              }),
              measure(positiveKg),
            ]}
          >
            <InputNumber stringMode min="0" max="999999" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {withOptions && (
          <>
            <Col {...cell}>
              <Form.Item name="postcode" label={t('query.postcode')}>
                <Input maxLength={12} allowClear />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name="city" label={t('query.city')}>
                <Input maxLength={60} allowClear />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name="cargoType" label={t('query.cargoType')}>
                <Select options={CARGO_TYPES.map((type) => ({ value: type, label: t(`query.cargo.${type}`) }))} />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item
                name="date"
                label={t('query.date')}
                getValueProps={(day?: string) => ({ value: day ? dayjs(day) : null })}
                normalize={(day: Dayjs | null) => day?.format('YYYY-MM-DD')}
              >
                <DatePicker placeholder={t('query.datePlaceholder')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...cell}>
              <Form.Item name="residential" valuePropName="checked" label=" ">
                <Checkbox>{t('query.residential')}</Checkbox>
              </Form.Item>
            </Col>
            <AddressFields />
            <DescriptionField />
          </>
        )}
      </Row>
      <Form.Item label={t('pieces.title')}>
        <PiecesEditor />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('query.search')}
        </Button>
        <Button onClick={reset}>{t('query.reset')}</Button>
      </Space>
    </Form>
  );
}
