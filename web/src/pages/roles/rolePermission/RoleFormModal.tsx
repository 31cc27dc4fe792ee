import { ROLE_KEY_PATTERN, type Role } from '@fwd/contract';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { rolesApi } from '../../../api/roles.ts';
import { FormModal } from '../../../components/FormModal.tsx';

interface RoleForm {
  roleName: string;
  name: string;
}

/** Creates a role (`role` null) or renames one. The key is what user info lists in `roles`; the super-administrator's stays. */
export function RoleFormModal({
  role,
  onClose,
  onSaved,
}: {
  role: Role | null;
  onClose: () => void;
  onSaved: (role: Role) => void;
}) {
  const { t } = useTranslation(['roles', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleForm>();
  // The list reloads after a refusal too: after a stale version (40900) the next save uses the role as it is now.
  const save = useAreaMutation('roles', (values: RoleForm) =>
    role ? rolesApi.update({ ...values, id: role.id, version: role.version }) : rolesApi.create(values),
  );
  const submit = (values: RoleForm) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        void message.success(t(role ? 'roleRenamed' : 'roleCreated', { name: saved.roleName }));
        onSaved(saved);
      },
      onError: (error) => applyFieldErrors(form, error),
    });

  return (
    <FormModal form={form} title={role ? t('renameRole') : t('newRole')} pending={save.isPending} onClose={onClose}>
      <Form<RoleForm>
        form={form}
        layout="vertical"
        initialValues={{ roleName: role?.roleName ?? '', name: role?.name ?? '' }}
        onFinish={submit}
      >
        <Form.Item
          name="roleName"
          label={t('roleName')}
          rules={[{ required: true, whitespace: true, message: t('roleNameRequired') }, { max: 50 }]}
        >
          <Input maxLength={50} autoFocus />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('roleKey')}
          extra={t('roleKeyHint')}
          rules={[
            { required: true, message: t('roleKeyRequired') },
            { pattern: ROLE_KEY_PATTERN, message: t('roleKeyPattern') },
          ]}
        >
          <Input disabled={role?.isSuper} maxLength={32} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
