import { PASSWORD_MAX, PASSWORD_MIN } from '@fwd/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { account } from '../../../api/account.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export default function ChangePasswordPage() {
  const { t } = useTranslation('password');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();

  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: PasswordForm) => account.changePassword({ oldPassword, newPassword }),
    onSuccess: () => {
      form.resetFields();
      void message.success(t('success'), 5);
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  return (
    <Card title={t('title')}>
      <Form<PasswordForm>
        form={form}
        layout="vertical"
        style={{ maxWidth: 420 }}
        onFinish={(values) => change.mutate(values)}
      >
        <Form.Item name="oldPassword" label={t('oldPassword')} rules={[{ required: true, message: t('oldRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('newPassword')}
          rules={[
            { required: true, message: t('newRequired') },
            { min: PASSWORD_MIN, message: t('minLength', { min: PASSWORD_MIN }) },
            { max: PASSWORD_MAX },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('submit')}
        </Button>
      </Form>
    </Card>
  );
}
