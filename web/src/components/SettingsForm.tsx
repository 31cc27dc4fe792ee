import { Alert, Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReloadedAlert } from './RecordDialog.tsx';
import type { RecordForm } from './useRecordForm.ts';

/**
 * The form of a settings record (one versioned row a page edits in place, not in a dialog): after a conflict
 * the notice that the current values were loaded, without the edit permission a read-only note and no buttons,
 * with it Save and the page's own actions beside it.
 */
export function SettingsForm<Values extends object>({
  edit,
  canEdit,
  readOnly,
  maxWidth,
  onFinish = edit.submit,
  notes,
  actions,
  children,
}: {
  edit: RecordForm<Values>;
  canEdit: boolean;
  /** Said to one who may only look. */
  readOnly: string;
  maxWidth: number;
  /** What Save does when not saving at once (asking first). */
  onFinish?: (values: Values) => void;
  /** Said under the notices, before the fields. */
  notes?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Form<Values>
      form={edit.form}
      layout="vertical"
      initialValues={edit.initialValues}
      onFinish={onFinish}
      disabled={!canEdit}
      style={{ maxWidth }}
      autoComplete="off"
    >
      {edit.reloaded && <ReloadedAlert />}
      {!canEdit && <Alert type="info" showIcon title={readOnly} style={{ marginBottom: 16 }} />}
      {notes}
      {children}
      {canEdit && (
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={edit.pending}>
            {t('save')}
          </Button>
          {actions}
        </Space>
      )}
    </Form>
  );
}
