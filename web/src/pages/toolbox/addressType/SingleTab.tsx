import { P, POSTCODE_PATTERN, type AddressInput, type AddressVerdict } from '@fwd/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolboxApi } from '../../../api/toolbox.ts';
import { ApiError } from '../../../api/client.ts';
import { useCan } from '../../../components/Can.tsx';
import { CountryCodePicker } from '../../../components/pickers/CountryPicker.tsx';
import { EmptyState } from '../../../components/QueryState.tsx';
import { VerdictView } from './Verdict.tsx';

interface Values {
  country?: string;
  postcode?: string;
  city?: string;
  line1?: string;
  line2?: string;
  line3?: string;
  company?: string;
}

const blank = (v: string | undefined) => v?.trim() || undefined;
/** The form as the contract's address: blanks left out, lines in order. */
export const addressOf = (v: Values): AddressInput => ({
  country: v.country ?? '',
  ...(blank(v.postcode) && { postcode: blank(v.postcode) }),
  ...(blank(v.city) && { city: blank(v.city) }),
  lines: [v.line1, v.line2, v.line3].map(blank).filter((l): l is string => l !== undefined),
  ...(blank(v.company) && { company: blank(v.company) }),
});

/** One address: the form, then the verdict with every reason. */
export function SingleTab() {
  const { t } = useTranslation('toolbox');
  const [form] = Form.useForm<Values>();
  const [verdict, setVerdict] = useState<AddressVerdict | null>(null);
  const canView = useCan(P.address.view);
  const classify = useMutation({ mutationFn: toolboxApi.addressClassify });
  const required = { required: true, whitespace: true, message: t('addressType.required') };
  const half = { xs: 24, sm: 12 };

  const submit = (values: Values) =>
    classify.mutate(addressOf(values), {
      onSuccess: setVerdict,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        // The contract's lines.0 is the form's first line; "lines" (nothing to classify) is said under it too.
        const fieldOf = (path: string) =>
          path === 'lines' ? 'line1' : /^lines\.\d$/.test(path) ? `line${Number(path.slice(6)) + 1}` : path;
        form.setFields(error.fieldErrors.map((e) => ({ name: fieldOf(e.path) as keyof Values, errors: [e.message] })));
      },
    });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Form<Values> form={form} layout="vertical" onFinish={submit} autoComplete="off" disabled={!canView}>
          <Row gutter={12}>
            <Col {...half}>
              <Form.Item
                name="country"
                label={t('addressType.field.country')}
                rules={[{ required: true, message: t('addressType.required') }]}
              >
                <CountryCodePicker allowClear={false} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="postcode"
                label={t('addressType.field.postcode')}
                rules={[{ pattern: POSTCODE_PATTERN, message: t('addressType.field.postcode') }]}
              >
                <Input maxLength={12} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="city" label={t('addressType.field.city')}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="company" label={t('addressType.field.company')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="line1" label={t('addressType.field.line1')} rules={[required]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="line2" label={t('addressType.field.line2')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="line3" label={t('addressType.field.line3')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>
          <Space>
            <Button type="primary" htmlType="submit" loading={classify.isPending}>
              {t('addressType.classify')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setVerdict(null);
              }}
            >
              {t('addressType.clear')}
            </Button>
          </Space>
        </Form>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small">
          {verdict ? <VerdictView verdict={verdict} /> : <EmptyState description={t('addressType.empty')} />}
        </Card>
      </Col>
    </Row>
  );
}
