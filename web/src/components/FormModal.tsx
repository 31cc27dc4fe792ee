import { Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from './useDiscardGuard.ts';

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

/** The console's edit dialog: one form inside, Save submits it (its rules run first), Cancel closes (asking first when edited). */
export function FormModal({ form, title, pending, onClose, width, children }: Props) {
  const { t } = useTranslation('common');
  const guard = useDiscardGuard(form);
  return (
    <Modal
      open
      title={title}
      width={width}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={() => guard(onClose)}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
