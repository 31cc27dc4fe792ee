import { Code, COMPONENT_PATTERN, MENU_NAME_PATTERN, MENU_TITLE_PATTERN, type MenuRecord } from '@fwd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, AutoComplete, Button, Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { invalidateArea } from '../../../api/areas.ts';
import { applyFieldErrors } from '../../../api/formErrors.ts';
import { menuApi } from '../../../api/menus.ts';
import { IconPicker } from '../../../components/IconPicker.tsx';
import { usePageRegistry } from '../../../shell/router/pageRegistry.ts';
import { RoutePreviewView } from './RoutePreviewView.tsx';
import { useRangeRule } from '../../../components/formRules.ts';

export interface MenuFormValues {
  menuTitleCn: string;
  menuTitleEn: string;
  menuTitleEs: string;
  menuTitleJa: string;
  menuTitle: string;
  menuName: string;
  component: string | null;
  icon: string | null;
  isShow: 0 | 1;
  affix: 0 | 1;
  keepAlive: 0 | 1;
  /** Left empty on a new menu: after its last sibling. */
  sort?: number;
}

/** What the form edits: a menu, or a new one under `parent` (null: a top menu). */
export type MenuTarget = { kind: 'edit'; record: MenuRecord } | { kind: 'create'; parent: MenuRecord | null };

const blank: MenuFormValues = {
  menuTitleCn: '',
  menuTitleEn: '',
  menuTitleEs: '',
  menuTitleJa: '',
  menuTitle: '',
  menuName: '',
  component: null,
  icon: null,
  isShow: 1,
  affix: 0,
  keepAlive: 1,
};
const valuesOf = (r: MenuRecord): MenuFormValues => ({
  menuTitleCn: r.menuTitleCn,
  menuTitleEn: r.menuTitleEn,
  menuTitleEs: r.menuTitleEs,
  menuTitleJa: r.menuTitleJa,
  menuTitle: r.menuTitle,
  menuName: r.menuName,
  component: r.component,
  icon: r.icon,
  isShow: r.isShow,
  affix: r.affix,
  keepAlive: r.keepAlive,
  sort: r.sort,
});
/** Switches edit the records' 0/1 flags. */
const flag = {
  valuePropName: 'checked',
  getValueProps: (v: 0 | 1) => ({ checked: v === 1 }),
  normalize: (on: boolean) => (on ? 1 : 0),
};

/** Edits or creates a menu record, with the route it becomes shown live beside it. */
export function MenuForm({
  target,
  disabled,
  onSaved,
}: {
  target: MenuTarget;
  disabled: boolean;
  onSaved: (record: MenuRecord) => void;
}) {
  const { t } = useTranslation(['menus', 'common']);
  const range = useRangeRule();
  const registry = usePageRegistry();
  const componentOptions = useMemo(
    () =>
      Object.keys(registry)
        .sort()
        .map((value) => ({ value })),
    [registry],
  );
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<MenuFormValues>();
  const watched = Form.useWatch([], form) as Partial<MenuFormValues> | undefined;

  const save = useMutation({
    mutationFn: (values: MenuFormValues) => {
      const body = { ...values, component: values.component?.trim() || null, icon: values.icon || null };
      return target.kind === 'edit'
        ? menuApi.update(target.record.id, {
            ...body,
            sort: body.sort ?? target.record.sort,
            version: target.record.version,
          })
        : menuApi.create({ ...body, parentId: target.parent?.id ?? null });
    },
    onSuccess: (record) => {
      void message.success(t(target.kind === 'edit' ? 'menuSaved' : 'menuCreated', { title: record.menuTitleCn }));
      onSaved(record);
    },
    onError: (error) => {
      applyFieldErrors(form, error);
      // Someone else changed the menu: reload it (the form then shows it as it is now).
      if (error instanceof ApiError && error.code === Code.CONFLICT && target.kind === 'edit')
        void invalidateArea(client, 'menus');
    },
  });

  const required = (text: string) => ({ required: true, whitespace: true, message: text });
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xxl={15}>
        <Form<MenuFormValues>
          form={form}
          layout="vertical"
          disabled={disabled}
          initialValues={target.kind === 'edit' ? valuesOf(target.record) : blank}
          onFinish={(values) => save.mutate(values)}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="menuTitleCn"
                label={t('menuTitleCn')}
                rules={[required(t('menuTitleCnRequired')), { max: 50 }]}
              >
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            {(['menuTitleEn', 'menuTitleEs', 'menuTitleJa'] as const).map((name) => (
              <Col xs={24} md={12} key={name}>
                <Form.Item name={name} label={t(name)} rules={[required(t('menuTitleLangRequired')), { max: 50 }]}>
                  <Input maxLength={50} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} md={12}>
              <Form.Item
                name="menuTitle"
                label={t('menuTitle')}
                extra={t('menuTitleHint')}
                rules={[
                  required(t('menuTitleRequired')),
                  { pattern: MENU_TITLE_PATTERN, message: t('menuTitlePattern') },
                ]}
              >
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="menuName"
                label={t('menuName')}
                extra={t('menuNameHint')}
                rules={[required(t('menuNameRequired')), { pattern: MENU_NAME_PATTERN, message: t('menuNamePattern') }]}
              >
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="component"
                label={t('component')}
                extra={t('componentHint')}
                rules={[{ pattern: COMPONENT_PATTERN, message: t('componentPattern') }]}
              >
                <AutoComplete options={componentOptions} allowClear showSearch={{ filterOption: true }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="icon" label={t('icon')}>
                <IconPicker />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="sort" label={t('sort')} extra={t('sortHint')} rules={[range(0, 9999)]}>
                <InputNumber precision={0} placeholder={t('sortLast')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item name="isShow" label={t('isShow')} {...flag}>
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item name="affix" label={t('affix')} {...flag}>
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={8}>
              <Form.Item name="keepAlive" label={t('keepAlive')} {...flag}>
                <Switch />
              </Form.Item>
            </Col>
          </Row>
          {!disabled && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {target.kind === 'edit' ? t('common:save') : t('create')}
            </Button>
          )}
        </Form>
      </Col>
      <Col xs={24} xxl={9}>
        <RoutePreviewView values={watched ?? {}} isGroup={target.kind === 'edit' && target.record.childCount > 0} />
      </Col>
    </Row>
  );
}
