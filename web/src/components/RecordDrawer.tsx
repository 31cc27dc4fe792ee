import { Button, Drawer, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReloadedAlert } from './RecordDialog.tsx';
import { useDiscardGuard } from './useDiscardGuard.ts';
import { useRecordForm, type RecordFormOptions } from './useRecordForm.ts';

interface Props<Row, Values> extends Omit<RecordFormOptions<Row, Values>, 'onSaved'> {
  title: ReactNode;
  /** A new record's values. */
  initialValues?: Partial<Values>;
  /** Shown, not edited: the fields are disabled and there is nothing to save (a role that may only look). */
  readOnly?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Creating or editing one record with many fields in a drawer beside the list
 * (an order, a surcharge rule): as RecordDialog, field errors marked, a
 * version conflict shown with the current record; Save and Cancel stay in the
 * footer while the form scrolls; closing it with changes made asks first.
 */
export function RecordDrawer<Row extends { version: number }, Values extends object>({
  title,
  initialValues,
  readOnly = false,
  onClose,
  children,
  ...options
}: Props<Row, Values>) {
  const { t } = useTranslation('common');
  const edit = useRecordForm<Row, Values>({ ...options, onSaved: onClose });
  const guard = useDiscardGuard(edit.form);
  const cancel = () => guard(onClose);
  return (
    <Drawer
      open
      title={title}
      size="min(760px, 100vw)"
      onClose={cancel}
      destroyOnHidden
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={cancel}>{t(readOnly ? 'close' : 'cancel')}</Button>
          {!readOnly && (
            <Button type="primary" loading={edit.pending} onClick={() => edit.form.submit()}>
              {t('save')}
            </Button>
          )}
        </Space>
      }
    >
      {edit.reloaded && <ReloadedAlert />}
      <Form<Values>
        form={edit.form}
        layout="vertical"
        initialValues={edit.initialValues ?? initialValues}
        disabled={readOnly}
        onFinish={edit.submit}
        autoComplete="off"
      >
        {children}
      </Form>
    </Drawer>
  );
}
