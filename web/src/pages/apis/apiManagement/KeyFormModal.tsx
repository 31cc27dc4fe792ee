import type { ApiKeyKind } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { apisApi, apisQueries, type ApiKey } from '../../../api/apis.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { FormModal } from '../../../components/FormModal.tsx';

interface KeyForm {
  kind: ApiKeyKind;
  name: string;
  baseUrl: string;
  key?: string;
  secret?: string;
}

/**
 * Adds a key (`apiKey` null) or replaces one. Stored keys never come back
 * whole, so on a replace the key and secret start empty, and empty keeps the
 * stored value.
 */
export function KeyFormModal({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['apis', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<KeyForm>();
  const kinds = useQuery(apisQueries.keyKinds(i18n.language));
  const save = useAreaMutation('apis', (values: KeyForm) =>
    apisApi.saveKey(apiKey?.id ?? 0, {
      ...values,
      key: values.key?.trim() || undefined,
      secret: values.secret?.trim() || undefined,
      version: apiKey?.version,
    }),
  );
  const submit = (values: KeyForm) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        void message.success(t(apiKey ? 'keyReplaced' : 'keyCreated', { name: saved.name }));
        onClose();
      },
      onError: (error) => applyFieldErrors(form, error),
    });

  return (
    <FormModal
      form={form}
      title={apiKey ? t('replaceKey', { name: apiKey.name }) : t('newKey')}
      pending={save.isPending}
      onClose={onClose}
    >
      <Form<KeyForm>
        form={form}
        layout="vertical"
        autoComplete="off"
        initialValues={apiKey ? { kind: apiKey.kind, name: apiKey.name, baseUrl: apiKey.baseUrl } : {}}
        onFinish={submit}
      >
        <Form.Item name="kind" label={t('keyKind')} rules={[{ required: true, message: t('keyKindRequired') }]}>
          <Select
            loading={kinds.isPending}
            options={(kinds.data ?? []).map((k) => ({ value: k.kind, label: k.label }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('keyName')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: 50 }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="baseUrl"
          label={t('baseUrl')}
          rules={[
            { required: true, message: t('baseUrlRequired') },
            { type: 'url', message: t('baseUrlInvalid') },
          ]}
        >
          <Input placeholder="https://" maxLength={500} />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('key')}
          extra={apiKey ? t('keepWhenEmpty', { masked: apiKey.key }) : undefined}
          rules={apiKey ? [] : [{ required: true, whitespace: true, message: t('keyRequired') }]}
        >
          <Input.Password autoComplete="new-password" maxLength={1000} />
        </Form.Item>
        <Form.Item
          name="secret"
          label={t('secret')}
          extra={apiKey?.secret ? t('keepWhenEmpty', { masked: apiKey.secret }) : t('secretOptional')}
        >
          <Input.Password autoComplete="new-password" maxLength={1000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
