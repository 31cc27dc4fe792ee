import type { Decision } from '../api/sessionPolicy.ts';
import { dropWaiting } from '../api/sessionPolicy.ts';
import { removeToken } from '../api/token.ts';
import { i18n } from '../i18n/index.ts';

export const TOAST_MS = 5_000;

export interface ConfirmDialog {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/** What carrying out a decision needs from the screen (antd in the console, fakes in tests). */
export interface Screen {
  /** An error toast shown for `durationMs`. */
  toast(message: string, durationMs: number): void;
  /** A modal that only its buttons close; resolves true on OK. */
  confirm(dialog: ConfirmDialog): Promise<boolean>;
  /** Leave the session and open the login page, coming back to `redirect` afterwards. */
  goToLogin(redirect: string): void;
}

const currentPath = () => window.location.pathname + window.location.search;

export const loginPath = (redirect: string): string => `/login?redirect=${encodeURIComponent(redirect)}`;

const dialog = (
  title: 'request:expiredTitle' | 'request:signedOutTitle',
  content: 'request:expiredText' | 'request:signedOutText',
): ConfirmDialog => ({
  title: i18n.t(title),
  content: i18n.t(content),
  okText: i18n.t('request:signInAgain'),
  cancelText: i18n.t('common:cancel'),
});

/**
 * Carries out the api client's decisions (api/sessionPolicy.ts): reasons as
 * toasts, and for an ended session one dialog at a time however many calls
 * were refused. Expired: sign in again (the waiting calls then run again) or
 * cancel (they fail). Signed out elsewhere: sign in again, or stay on the page.
 */
export function createDecisionHandler(screen: Screen): (decision: Decision) => void {
  let asking = false;
  const askOnce = async (ask: ConfirmDialog, onAnswer: (signIn: boolean) => void) => {
    if (asking) return;
    asking = true;
    const signIn = await screen.confirm(ask);
    asking = false;
    onAnswer(signIn);
  };

  return (decision) => {
    switch (decision.kind) {
      case 'report':
        screen.toast(decision.message, TOAST_MS);
        break;
      case 'none':
        break;
      case 'signInAgain':
        void askOnce(dialog('request:expiredTitle', 'request:expiredText'), (signIn) =>
          signIn ? screen.goToLogin(currentPath()) : dropWaiting(),
        );
        break;
      case 'signedOutElsewhere':
        void askOnce(dialog('request:signedOutTitle', 'request:signedOutText'), (signIn) => {
          if (!signIn) return;
          removeToken();
          screen.goToLogin(currentPath());
        });
        break;
    }
  };
}
