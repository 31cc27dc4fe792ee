import { Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  // The form's values do not matter here: Save only asks it to submit.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormInstance<any>;
  title: ReactNode;
  /** Shows Save as busy while the form's request is under way. */
  pending: boolean;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}

/** The console's edit dialog: one form inside, Save submits it (its rules run first), Cancel closes. */
export function FormModal({ form, title, pending, onClose, width, children }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
