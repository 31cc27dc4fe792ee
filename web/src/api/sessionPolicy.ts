import { Code } from '@fwd/contract';
import type { ApiError } from './envelope.ts';
import { removeToken } from './token.ts';

/** What the shell is to do about a refused call (shell/decisions.ts carries it out). */
export type Decision =
  /** Show the server's reason. */
  | { kind: 'report'; message: string }
  /** Nothing to add: the form marks the fields, whose messages say it all. */
  | { kind: 'none' }
  /** The session expired (50014, or a bare 401): the call waits; ask the user to sign in again. */
  | { kind: 'signInAgain' }
  /** Signed out elsewhere (50008, 50012): offer to stay on the page or sign in again. */
  | { kind: 'signedOutElsewhere' };

export function decide(error: ApiError): Decision {
  if (error.code === Code.TOKEN_EXPIRED || error.code === 401) return { kind: 'signInAgain' };
  if (error.code === Code.TOKEN_INVALID || error.code === Code.SESSION_ENDED) return { kind: 'signedOutElsewhere' };
  // "原密码不正确" beside the field is enough; a general "输入有误" still goes with the fields.
  if (error.fieldErrors.some((field) => field.message === error.message)) return { kind: 'none' };
  return { kind: 'report', message: error.message };
}

/* Calls refused for an expired session wait here for the next sign-in. */

interface Waiting {
  retry: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  error: ApiError;
}

let waiting: Waiting[] = [];

/** Parks a call until the user signs in again (its token is gone: it cannot be used anew). */
export function waitForSignIn<T>(retry: () => Promise<T>, error: ApiError): Promise<T> {
  removeToken();
  return new Promise<T>((resolve, reject) => {
    waiting.push({ retry, resolve: resolve as (value: unknown) => void, reject, error });
  });
}

/** After a successful sign-in: the calls that waited run again with the new token. */
export function retryAfterSignIn(): void {
  const taken = waiting;
  waiting = [];
  taken.forEach((w) => w.retry().then(w.resolve, w.reject));
}

/** The user would not sign in again: the waiting calls fail with their refusals. */
export function dropWaiting(): void {
  const taken = waiting;
  waiting = [];
  taken.forEach((w) => w.reject(w.error));
}
