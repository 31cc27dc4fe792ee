import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { FormModal } from '../../../components/FormModal.tsx';

/** Asks for one name (a new API type, a type's new name) and saves it with `save`. */
export function NameModal({
  title,
  label,
  initial = '',
  save,
  onClose,
}: {
  title: string;
  label: string;
  initial?: string;
  save: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['apis', 'common']);
  const [form] = Form.useForm<{ name: string }>();
  const mutation = useMutation({
    mutationFn: ({ name }: { name: string }) => save(name.trim()),
    onSuccess: onClose,
    onError: (error) => applyFieldErrors(form, error),
  });
  return (
    <FormModal form={form} title={title} pending={mutation.isPending} onClose={onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initial }}
        onFinish={(values) => mutation.mutate(values)}
      >
        <Form.Item
          name="name"
          label={label}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 50 }]}
        >
          <Input maxLength={50} autoFocus />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
