import { Col, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** The fields customers and agents share: who to call, a remark, whether it is offered. */
export interface ContactValues {
  contact?: string;
  phone?: string;
  remark?: string;
  enabled: boolean;
}

interface ContactRecord {
  contact: string | null;
  phone: string | null;
  remark: string | null;
  enabled: boolean;
}

export const contactValuesOf = (row: ContactRecord): ContactValues => ({
  contact: row.contact ?? '',
  phone: row.phone ?? '',
  remark: row.remark ?? '',
  enabled: row.enabled,
});

/** An edit replaces every field: blank ones go as null. */
export const contactBodyOf = (v: ContactValues): ContactRecord => ({
  contact: v.contact?.trim() || null,
  phone: v.phone?.trim() || null,
  remark: v.remark?.trim() || null,
  enabled: v.enabled,
});

/** Their form items, in a dialog's two-column row. */
export function ContactFields() {
  const { t } = useTranslation('common');
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item name="contact" label={t('contact')}>
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="phone" label={t('phone')}>
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </>
  );
}
