import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Closing a form that edits a record (Cancel, the close button, a click beside it): with changes made,
 * asked first, so an edit is never dropped without a word; untouched, it closes at once.
 */
export function useDiscardGuard(form: Pick<FormInstance, 'isFieldsTouched'>): (close: () => void) => void {
  const { t } = useTranslation('widgets');
  const { modal } = App.useApp();
  return (close) => {
    if (!form.isFieldsTouched()) return close();
    void modal.confirm({
      title: t('discard.title'),
      content: t('discard.content'),
      okText: t('discard.ok'),
      okButtonProps: { danger: true },
      cancelText: t('discard.keep'),
      onOk: close,
    });
  };
}
