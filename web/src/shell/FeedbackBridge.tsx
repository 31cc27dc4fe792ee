import { App } from 'antd';
import { useEffect } from 'react';
import { installDecisionHandler } from '../api/shell.ts';
import { createDecisionHandler, loginPath } from './decisions.ts';
import { session } from '../stores/session.ts';
import { useShellLocation } from './router/shellLocation.tsx';

/** Lets the api client's decisions show as antd toasts and dialogs, in the current theme and language, and navigate. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  const { navigate } = useShellLocation();

  useEffect(
    () =>
      installDecisionHandler(
        createDecisionHandler({
          toast: (content, durationMs) => void message.error({ content, duration: durationMs / 1000 }),
          confirm: ({ title, content, okText, cancelText }) =>
            new Promise<boolean>((resolve) => {
              modal.confirm({
                title,
                content,
                okText,
                cancelText,
                mask: { closable: false },
                keyboard: false,
                closable: false,
                onOk: () => resolve(true),
                onCancel: () => resolve(false),
              });
            }),
          goToLogin: (redirect) => {
            session.reset();
            navigate(loginPath(redirect), { replace: true });
          },
        }),
      ),
    [message, modal, navigate],
  );
  return null;
}
