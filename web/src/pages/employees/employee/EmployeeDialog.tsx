import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN, type EmployeeRow } from '@fwd/contract';
import { Alert, App, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useAreaMutation } from '../../../api/areas.ts';
import { companiesQueries } from '../../../api/companies.ts';
import { currentRecord } from '../../../api/conflict.ts';
import { employeesApi } from '../../../api/employees.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { AvatarUpload } from '../../../components/avatar/AvatarUpload.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { fieldsOf, formValuesOf, type EmployeeFormValues } from './employeeForm.ts';
import { RoleSelect } from './RoleSelect.tsx';

interface Props {
  /** The employee to edit; null adds one. */
  employee: EmployeeRow | null;
  /** Where a new employee goes unless changed: the selected company. */
  companyId: number | null;
  onClose: () => void;
}

export function EmployeeDialog({ employee, companyId, onClose }: Props) {
  const { t } = useTranslation(['employees', 'common', 'avatar']);
  const { message } = App.useApp();
  const [form] = Form.useForm<EmployeeFormValues>();
  /** The record the edit is based on; replaced by the current one after a version conflict. */
  const [base, setBase] = useState(employee);
  const [reloaded, setReloaded] = useState(false);
  const companies = useQuery(companiesQueries.list());
  const sites = useQuery(companiesQueries.sites());

  const save = useAreaMutation('employees', (values: EmployeeFormValues) =>
    base
      ? employeesApi.update({ ...fieldsOf(values), id: base.id, version: base.version })
      : employeesApi.add({ ...fieldsOf(values), password: values.password! }),
  );

  const submit = (values: EmployeeFormValues) =>
    save.mutate(values, {
      onSuccess: () => {
        void message.success(t(base ? 'employee.saved' : 'employee.added'));
        onClose();
      },
      onError: (error) => {
        if (applyFieldErrors(form, error)) return;
        const current = currentRecord<EmployeeRow>(error);
        if (current) {
          setBase(current);
          form.setFieldsValue(formValuesOf(current));
          setReloaded(true);
        }
      },
    });

  const initialValues: Partial<EmployeeFormValues> = employee
    ? formValuesOf(employee)
    : { companyId: companyId ?? undefined, avatar: '' };
  const required = (message: string) => ({ required: true, message });

  return (
    <FormModal
      form={form}
      title={t(employee ? 'employee.edit' : 'employee.add')}
      width={680}
      pending={save.isPending}
      onClose={onClose}
    >
      {reloaded && <Alert type="warning" showIcon title={t('common:reloaded')} style={{ marginBottom: 16 }} />}
      <Form<EmployeeFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        autoComplete="off"
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="username"
              label={t('field.username')}
              rules={[
                required(t('employee.usernameRequired')),
                { pattern: USERNAME_PATTERN, message: t('employee.usernamePattern') },
              ]}
            >
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="name"
              label={t('field.name')}
              rules={[{ ...required(t('employee.nameRequired')), whitespace: true }]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          {!employee && (
            <Col xs={24} sm={12}>
              <Form.Item
                name="password"
                label={t('field.password')}
                rules={[
                  required(t('employee.passwordRequired')),
                  { min: PASSWORD_MIN, message: t('employee.passwordMin', { min: PASSWORD_MIN }) },
                ]}
              >
                <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item name="roleId" label={t('field.role')} rules={[required(t('employee.roleRequired'))]}>
              <RoleSelect current={base?.roleId ? { id: base.roleId, roleName: base.roleName } : null} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="companyId" label={t('field.company')} rules={[required(t('employee.companyRequired'))]}>
              <Select
                placeholder={t('employee.choose')}
                showSearch={{ optionFilterProp: 'label' }}
                loading={companies.isPending}
                options={companies.data?.map((c) => ({ value: c.id, label: c.companyName }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="siteId" label={t('field.site')}>
              <Select
                allowClear
                placeholder={t('employee.choose')}
                showSearch={{ optionFilterProp: 'label' }}
                loading={sites.isPending}
                options={sites.data?.map((s) => ({ value: s.id, label: s.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="joinDate" label={t('field.joinDate')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t('field.phone')}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="email"
              label={t('field.email')}
              rules={[{ type: 'email', message: t('employee.emailInvalid') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="avatar" label={t('field.avatar')} extra={t('avatar:hint')}>
              <AvatarUpload size={48} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  );
}
