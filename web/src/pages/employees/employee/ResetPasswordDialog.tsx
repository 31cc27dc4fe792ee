import { PASSWORD_MAX, PASSWORD_MIN, type EmployeeRow } from '@fwd/contract';
import { Alert, App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { employeesApi } from '../../../api/employees.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { FormModal } from '../../../components/FormModal.tsx';

interface Values {
  password: string;
  confirm: string;
}

/** An administrator sets an employee's password; the server ends the employee's sessions. */
export function ResetPasswordDialog({ employee, onClose }: { employee: EmployeeRow; onClose: () => void }) {
  const { t } = useTranslation(['employees', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const reset = useAreaMutation('employees', ({ password }: Values) =>
    employeesApi.resetPassword(employee.id, password),
  );

  const submit = (values: Values) =>
    reset.mutate(values, {
      onSuccess: () => {
        void message.success(t('reset.done'));
        onClose();
      },
      onError: (error) => applyFieldErrors(form, error),
    });

  return (
    <FormModal
      form={form}
      title={t('reset.title', { name: employee.name })}
      pending={reset.isPending}
      onClose={onClose}
    >
      <Alert type="info" showIcon title={t('reset.hint')} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <Form.Item
          name="password"
          label={t('reset.newPassword')}
          rules={[
            { required: true, message: t('employee.passwordRequired') },
            { min: PASSWORD_MIN, message: t('employee.passwordMin', { min: PASSWORD_MIN }) },
          ]}
        >
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('reset.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('reset.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('reset.mismatch'))),
            }),
          ]}
        >
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
