import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmedAction {
  title: string;
  content?: string;
  /** The OK button: 删除 in red unless said otherwise. */
  okText?: string;
  danger?: boolean;
  /** The request; a refusal has been shown by the api client already. */
  run: () => Promise<unknown>;
  /** Said once it is done. */
  done: string;
}

/**
 * The one way to delete (or restore, or take away): a dialog asks first, OK
 * runs the request and waits for it. Done, the dialog closes and says so;
 * refused, it closes as well: the api client has shown the server's reason,
 * and nothing is left half-open or thrown.
 */
export function useConfirmedAction(): (action: ConfirmedAction) => void {
  const { t } = useTranslation('common');
  const { modal, message } = App.useApp();
  // The same function from render to render: a table's row actions built on it stay the same too.
  return useCallback(
    ({ title, content, okText, danger = true, run, done }: ConfirmedAction) =>
      void modal.confirm({
        title,
        content,
        okText: okText ?? t('delete'),
        okButtonProps: { danger },
        cancelText: t('cancel'),
        onOk: () =>
          run().then(
            () => void message.success(done),
            () => undefined,
          ),
      }),
    [modal, message, t],
  );
}
