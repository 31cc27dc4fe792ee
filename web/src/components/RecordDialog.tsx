import { Alert, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from './FormModal.tsx';
import { useRecordForm, type RecordFormOptions } from './useRecordForm.ts';

interface Props<Row, Values> extends Omit<RecordFormOptions<Row, Values>, 'onSaved'> {
  title: string;
  /** A new record's values. */
  initialValues: Partial<Values>;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}

/** The warning a form shows once a version conflict replaced its values with the current record's. */
export function ReloadedAlert() {
  const { t } = useTranslation('widgets');
  return <Alert type="warning" showIcon title={t('reloaded')} style={{ marginBottom: 16 }} />;
}

/**
 * Creating or editing one record in a dialog: the fields a 40000 names are
 * marked; on a version conflict the current record replaces the form's and
 * the dialog says so, and Save goes again against its version.
 */
export function RecordDialog<Row extends { version: number }, Values extends object>({
  title,
  initialValues,
  onClose,
  width,
  children,
  ...options
}: Props<Row, Values>) {
  const edit = useRecordForm<Row, Values>({ ...options, onSaved: onClose });
  return (
    <FormModal form={edit.form} title={title} width={width} pending={edit.pending} onClose={onClose}>
      {edit.reloaded && <ReloadedAlert />}
      <Form<Values>
        form={edit.form}
        layout="vertical"
        initialValues={edit.initialValues ?? initialValues}
        onFinish={edit.submit}
        autoComplete="off"
      >
        {children}
      </Form>
    </FormModal>
  );
}
