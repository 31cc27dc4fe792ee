import { DeleteOutlined } from '@ant-design/icons';
import { P, PERMISSION_CODE_PATTERN, type MenuRecord, type ResponseOf, menus } from '@fwd/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Divider, Flex, Form, Input, Modal, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apisQueries } from '../../../api/apis.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { menuApi, menusQueries } from '../../../api/menus.ts';
import { useCan } from '../../../components/Can.tsx';
import { MethodTag } from '../../../components/MethodTag.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useMenusChanged } from './queries.ts';
import { useForceDelete } from './useForceDelete.ts';

type Permission = ResponseOf<typeof menus.functions>[number];

interface NewFunction {
  name: string;
  permissionCode: string;
  kind: 'view' | 'function';
}

/**
 * 功能: a menu's permissions with their codes and the APIs they open. Adding
 * and deleting needs menu:function; binding APIs needs api:edit as well.
 */
export function FunctionDialog({ menu, onClose }: { menu: MenuRecord; onClose: () => void }) {
  const { t } = useTranslation(['menus', 'common']);
  const { message, modal } = App.useApp();
  const canManage = useCan(P.menu.function);
  const canBind = useCan(P.api.edit) && canManage;
  const changed = useMenusChanged();
  const forceDelete = useForceDelete();
  const [form] = Form.useForm<NewFunction>();

  const functions = useQuery(menusQueries.functions(menu.id));
  const types = useQuery({ ...apisQueries.types(), enabled: canBind });
  // Only APIs that need a permission can be bound; open ones are refused by the server.
  const bindable = (types.data ?? []).flatMap((type) => type.apis).filter((api) => api.access === 'permission');

  const done = (text: string) => {
    void message.success(text);
    changed();
  };
  const create = useMutation({
    mutationFn: (values: NewFunction) => menuApi.createFunction({ ...values, menuId: menu.id }),
    onSuccess: (created) => {
      form.resetFields();
      done(t('functionCreated', { name: created.name }));
    },
    onError: (error) => applyFieldErrors(form, error),
  });
  const bind = useMutation({
    mutationFn: ({ permissionId, apiId }: { permissionId: number; apiId: number }) =>
      menuApi.bindApi(permissionId, apiId),
    onSuccess: () => done(t('apiBound')),
  });
  const unbind = async (permission: Permission, api: Permission['apis'][number]) => {
    const sure = await modal.confirm({
      title: t('unbindTitle', { api: `${api.method} ${api.path}`, name: permission.name }),
      okText: t('unbind'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
    });
    if (!sure) return;
    try {
      await menuApi.unbindApi(permission.id, api.id);
      done(t('apiUnbound'));
    } catch {
      // the api client has shown the refusal
    }
  };
  const remove = async (permission: Permission) => {
    const deleted = await forceDelete(t('deleteFunctionTitle', { name: permission.name }), (force) =>
      menuApi.removeFunction(permission.id, force),
    );
    if (deleted) done(t('functionDeleted', { name: permission.name }));
  };

  return (
    <Modal open width={1040} title={t('functionsOf', { title: menu.menuTitleCn })} footer={null} onCancel={onClose}>
      <QueryState query={functions}>
        <Table<Permission>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={functions.data}
          columns={[
            {
              key: 'function',
              title: t('functionName'),
              width: 230,
              render: (_, p) => (
                <Flex vertical gap={4} align="start">
                  <span>{p.name}</span>
                  <Space size={4} wrap>
                    <Typography.Text code>{p.permissionCode}</Typography.Text>
                    {p.kind === 'view' && <Tag color="blue">{t('kinds.view')}</Tag>}
                    {p.builtin && <Tag>{t('builtIn')}</Tag>}
                  </Space>
                </Flex>
              ),
            },
            {
              key: 'apis',
              title: t('boundApis'),
              render: (_, p) => (
                <Flex gap={4} wrap>
                  {p.apis.map((api) => (
                    <Tag
                      key={api.id}
                      closable={canBind}
                      onClose={(e) => {
                        e.preventDefault(); // the tag goes once the server agrees
                        void unbind(p, api);
                      }}
                    >
                      <MethodTag method={api.method} bare /> {api.path}
                    </Tag>
                  ))}
                  {canBind && (
                    <Select<number>
                      size="small"
                      style={{ minWidth: 180 }}
                      placeholder={t('bindApi')}
                      aria-label={t('bindApiOf', { name: p.name })}
                      value={null}
                      loading={types.isPending}
                      showSearch={{ optionFilterProp: 'label' }}
                      popupMatchSelectWidth={420}
                      onChange={(apiId) => bind.mutate({ permissionId: p.id, apiId })}
                      options={bindable
                        .filter((api) => !p.apis.some((b) => b.id === api.id))
                        .map((api) => ({ value: api.id, label: `${api.method} ${api.path}` }))}
                    />
                  )}
                </Flex>
              ),
            },
            ...(canManage
              ? [
                  {
                    key: 'actions',
                    title: t('common:actions'),
                    width: 90,
                    render: (_: unknown, p: Permission) =>
                      p.builtin ? null : (
                        <Tooltip title={t('delete')}>
                          <Button
                            type="text"
                            danger
                            size="small"
                            icon={<DeleteOutlined />}
                            aria-label={t('deleteFunctionOf', { name: p.name })}
                            onClick={() => void remove(p)}
                          />
                        </Tooltip>
                      ),
                  },
                ]
              : []),
          ]}
        />
      </QueryState>
      {canManage && (
        <>
          <Divider titlePlacement="start">{t('newFunction')}</Divider>
          <Form<NewFunction>
            form={form}
            layout="inline"
            initialValues={{ kind: 'function' }}
            onFinish={(values) => create.mutate(values)}
          >
            <Form.Item
              name="name"
              rules={[{ required: true, whitespace: true, message: t('functionNameRequired') }, { max: 50 }]}
            >
              <Input placeholder={t('functionName')} maxLength={50} />
            </Form.Item>
            <Form.Item
              name="permissionCode"
              rules={[
                { required: true, message: t('permissionCodeRequired') },
                { pattern: PERMISSION_CODE_PATTERN, message: t('permissionCodePattern') },
              ]}
            >
              <Input placeholder={t('permissionCodePlaceholder')} maxLength={64} />
            </Form.Item>
            <Form.Item name="kind">
              <Select
                style={{ width: 110 }}
                options={(['function', 'view'] as const).map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('addFunction')}
            </Button>
          </Form>
        </>
      )}
    </Modal>
  );
}
