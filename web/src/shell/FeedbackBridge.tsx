import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { installFeedback, loginPath } from '../api/feedback.ts';
import { session } from './stores/session.ts';

/** Lets the api client show antd toasts and dialogs and navigate, in the current theme and language. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();

  useEffect(
    () =>
      installFeedback({
        error: (content, durationMs) => void message.error({ content, duration: durationMs / 1000 }),
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
    [message, modal, navigate],
  );
  return null;
}
