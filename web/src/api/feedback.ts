/**
 * How the api client talks to the user without importing React: the shell
 * installs an implementation backed by antd (see shell/FeedbackBridge.tsx);
 * tests install fakes.
 */
export interface ConfirmDialog {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

export interface Feedback {
  /** An error toast shown for `durationMs`. */
  error(message: string, durationMs: number): void;
  /** A modal that only its buttons close; resolves true on OK. */
  confirm(dialog: ConfirmDialog): Promise<boolean>;
  /** Leave the session and open the login page, coming back to `redirect` afterwards. */
  goToLogin(redirect: string): void;
}

const browserFallback: Feedback = {
  error: (message) => console.error(message),
  confirm: ({ content }) => Promise.resolve(window.confirm(content)),
  goToLogin: (redirect) => window.location.assign(loginPath(redirect)),
};

let current: Feedback = browserFallback;

export const feedback: Feedback = {
  error: (message, durationMs) => current.error(message, durationMs),
  confirm: (dialog) => current.confirm(dialog),
  goToLogin: (redirect) => current.goToLogin(redirect),
};

export function installFeedback(next: Feedback): () => void {
  current = next;
  return () => {
    if (current === next) current = browserFallback;
  };
}

export const loginPath = (redirect: string): string => `/login?redirect=${encodeURIComponent(redirect)}`;
