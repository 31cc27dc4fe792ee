import { Alert, App, Form } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaMutation, type Area } from '../api/areas.ts';
import { currentRecord } from '../api/conflict.ts';
import { applyFieldErrors } from '../api/formErrors.ts';
import { FormModal } from './FormModal.tsx';

interface Props<Row, Values> {
  /** The area the record belongs to: saving reloads it. */
  area: Area;
  /** The record to edit; null creates one. */
  record: Row | null;
  title: string;
  /** A new record's values. */
  initialValues: Partial<Values>;
  valuesOf: (row: Row) => Values;
  /** Sends the form: `base` is the record the edit started from (null: create), so its id and version go with it. */
  save: (values: Values, base: Row | null) => Promise<unknown>;
  /** Said once saved. */
  done: string;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}

/**
 * Creating or editing one record in a dialog: the fields a 40000 names are
 * marked; on a version conflict the current record replaces the form's and
 * the dialog says so, and Save goes again against its version.
 */
export function RecordDialog<Row extends { version: number }, Values extends object>({
  area, record, title, initialValues, valuesOf, save, done, onClose, width, children,
}: Props<Row, Values>) {
  const { t } = useTranslation('widgets');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [base, setBase] = useState(record);
  const [reloaded, setReloaded] = useState(false);
  const mutation = useAreaMutation(area, (values: Values) => save(values, base));

  const submit = (values: Values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        void message.success(done);
        onClose();
      },
      onError: (error) => {
        if (applyFieldErrors(form, error)) return;
        const current = currentRecord<Row>(error);
        if (!current) return;
        setBase(current);
        form.setFieldsValue(valuesOf(current) as Parameters<typeof form.setFieldsValue>[0]);
        setReloaded(true);
      },
    });

  return (
    <FormModal form={form} title={title} width={width} pending={mutation.isPending} onClose={onClose}>
      {reloaded && <Alert type="warning" showIcon title={t('reloaded')} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={record ? valuesOf(record) : initialValues}
        onFinish={submit}
        autoComplete="off"
      >
        {children}
      </Form>
    </FormModal>
  );
}
