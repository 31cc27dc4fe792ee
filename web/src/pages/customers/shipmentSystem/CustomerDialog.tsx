import type { CustomerRow } from '@fwd/contract';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { customersApi } from '../../../api/customers.ts';
import { EmployeePicker } from '../../../components/pickers/pickers.tsx';
import { RecordDialog } from '../../../components/RecordDialog.tsx';
import {
  contactBodyOf,
  ContactFields,
  contactValuesOf,
  type ContactValues,
} from '../../../components/contactFields.tsx';

type Values = Pick<CustomerRow, 'shortName' | 'fullName' | 'ownerUserId'> & ContactValues;

const valuesOf = (row: CustomerRow): Values => ({
  shortName: row.shortName,
  fullName: row.fullName,
  ownerUserId: row.ownerUserId,
  ...contactValuesOf(row),
});

const bodyOf = (v: Values) => ({
  shortName: v.shortName.trim(),
  fullName: v.fullName.trim(),
  ownerUserId: v.ownerUserId,
  ...contactBodyOf(v),
});

export function CustomerDialog({ customer, onClose }: { customer: CustomerRow | null; onClose: () => void }) {
  const { t } = useTranslation(['customers', 'common']);
  const required = { required: true, whitespace: true, message: t('common:required') };
  return (
    <RecordDialog<CustomerRow, Values>
      area="customers"
      record={customer}
      title={t(customer ? 'edit' : 'add')}
      initialValues={{ enabled: true }}
      valuesOf={valuesOf}
      save={(values, base) =>
        base
          ? customersApi.update(base.id, { ...bodyOf(values), version: base.version })
          : customersApi.create(bodyOf(values))
      }
      done={t('common:saved')}
      onClose={onClose}
      width={640}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="shortName" label={t('shortName')} rules={[required]}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="ownerUserId" label={t('owner')} rules={[{ required: true, message: t('common:required') }]}>
            <EmployeePicker
              current={
                customer && { value: customer.ownerUserId, label: `${customer.ownerName} (${customer.ownerUsername})` }
              }
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="fullName" label={t('fullName')} rules={[required]}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <ContactFields />
      </Row>
    </RecordDialog>
  );
}
