import { P, type Role, type RoleVisibility, type ScopeValue } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaMutation } from '../../../api/areas.ts';
import { employeesQueries } from '../../../api/employees.ts';
import { rolesApi, rolesQueries } from '../../../api/roles.ts';
import { useCan } from '../../../components/Can.tsx';
import { QueryState } from '../../../components/QueryState.tsx';

interface VisibilityForm {
  scope: ScopeValue;
  userIds?: number[];
  showAgent: boolean;
  ownDataOnly: boolean;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Sends what changed, each call on the version the previous one answered. */
async function saveVisibility(roleId: number, before: RoleVisibility, values: VisibilityForm): Promise<RoleVisibility> {
  let now = before;
  if (values.scope !== now.scope || values.ownDataOnly !== now.ownDataOnly) {
    now = await rolesApi.setVisibility(roleId, {
      scope: values.scope,
      ownDataOnly: values.ownDataOnly,
      version: now.version,
    });
  }
  const userIds = values.userIds ?? now.accessibleUsers.map((u) => u.id);
  if (
    !sameIds(
      userIds,
      now.accessibleUsers.map((u) => u.id),
    )
  )
    now = await rolesApi.setAccessibleUsers(roleId, userIds, now.version);
  if (values.showAgent !== now.showAgent) now = await rolesApi.setShowAgent(roleId, values.showAgent);
  return now;
}

/** Whose data the role's members see (scope, the CUSTOM scope's users), agent names shown or masked, own data only. */
export function VisibilityTab({ role }: { role: Role }) {
  const { t, i18n } = useTranslation(['roles', 'common']);
  const { message } = App.useApp();
  const canEdit = useCan(P.role.scope) && !role.isSuper;
  const [form] = Form.useForm<VisibilityForm>();
  const scope = Form.useWatch('scope', form);

  const visibility = useQuery(rolesQueries.visibility(role.id));
  const options = useQuery(rolesQueries.scopeOptions(i18n.language));
  const users = useQuery({ ...employeesQueries.pick(), enabled: scope === 'CUSTOM' });
  // Saved or not (a stale version, a partial save), the form then shows what the server holds.
  const save = useAreaMutation('roles', (values: VisibilityForm) => saveVisibility(role.id, visibility.data!, values));

  const current = visibility.data;
  return (
    <QueryState query={visibility}>
      {current && (
        <Form<VisibilityForm>
          // Remounts with the server's values after every load or save.
          key={current.version}
          form={form}
          layout="vertical"
          disabled={!canEdit}
          style={{ maxWidth: 640 }}
          initialValues={{
            scope: current.scope,
            userIds: current.accessibleUsers.map((u) => u.id),
            showAgent: current.showAgent,
            ownDataOnly: current.ownDataOnly,
          }}
          onFinish={(values) => save.mutate(values, { onSuccess: () => void message.success(t('visibilitySaved')) })}
        >
          {role.isSuper && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('superSeesAll')} />}
          <Form.Item name="scope" label={t('scope')}>
            <Radio.Group
              orientation="vertical"
              options={(options.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
            />
          </Form.Item>
          {scope === 'CUSTOM' && (
            <Form.Item name="userIds" label={t('accessibleUsers')} extra={t('accessibleUsersHint')}>
              <Select
                mode="multiple"
                allowClear
                loading={users.isPending}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('pickUsers')}
                options={mergeUsers(current, users.data).map((u) => ({
                  value: u.id,
                  label: `${u.name} (${u.username})`,
                }))}
              />
            </Form.Item>
          )}
          <Form.Item name="showAgent" label={t('showAgent')} extra={t('showAgentHint')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="ownDataOnly" label={t('ownDataOnly')} extra={t('ownDataOnlyHint')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common:save')}
            </Button>
          )}
        </Form>
      )}
    </QueryState>
  );
}

type UserPick = { id: number; name: string; username: string };

/** Every user to choose from; the role's current users too, even if the list is not loaded (or they were deleted). */
const mergeUsers = (current: RoleVisibility, all: readonly UserPick[] | undefined): UserPick[] => [
  ...current.accessibleUsers,
  ...(all ?? []).filter((u) => !current.accessibleUsers.some((a) => a.id === u.id)),
];
