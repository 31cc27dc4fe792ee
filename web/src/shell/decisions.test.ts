import { Code } from '@fwd/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/envelope.ts';
import { waitForSignIn } from '../api/sessionPolicy.ts';
import { getToken, setToken } from '../api/token.ts';
import { createDecisionHandler, type ConfirmDialog } from './decisions.ts';

let dialogs: { dialog: ConfirmDialog; answer: (signIn: boolean) => void }[] = [];
const toast = vi.fn<(message: string, durationMs: number) => void>();
const goToLogin = vi.fn<(redirect: string) => void>();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let carryOut: ReturnType<typeof createDecisionHandler>;
beforeEach(() => {
  dialogs = [];
  toast.mockReset();
  goToLogin.mockReset();
  carryOut = createDecisionHandler({
    toast,
    goToLogin,
    confirm: (dialog) => new Promise((answer) => dialogs.push({ dialog, answer })),
  });
  window.history.replaceState(null, '', '/orders?page=2&q=x');
});

describe('carrying out the api client decisions', () => {
  it('toasts a reason for 5 s, and nothing for "none"', () => {
    carryOut({ kind: 'report', message: '没有权限' });
    carryOut({ kind: 'none' });
    expect(toast.mock.calls).toEqual([['没有权限', 5000]]);
    expect(dialogs).toHaveLength(0);
  });

  it('asks once to sign in again however many calls expired, then goes to login coming back here', async () => {
    carryOut({ kind: 'signInAgain' });
    carryOut({ kind: 'signInAgain' });
    expect(dialogs.map((d) => d.dialog)).toEqual([
      { title: '提示', content: '登录已过期，请重新登录', okText: '重新登录', cancelText: '取消' },
    ]);

    dialogs[0]!.answer(true);
    await flush();
    expect(goToLogin).toHaveBeenCalledWith('/orders?page=2&q=x');
  });

  it('fails the waiting calls when the user cancels, and asks again for a later expiry', async () => {
    const refusal = new ApiError(Code.TOKEN_EXPIRED, 'expired');
    const parked = waitForSignIn(() => Promise.resolve('never'), refusal).catch((e: unknown) => e);
    carryOut({ kind: 'signInAgain' });

    dialogs[0]!.answer(false);
    expect(await parked).toBe(refusal);
    expect(goToLogin).not.toHaveBeenCalled();

    carryOut({ kind: 'signInAgain' });
    expect(dialogs).toHaveLength(2);
  });

  it('signed out elsewhere: signing in again clears the token; cancel keeps the user on the page', async () => {
    setToken('t');
    carryOut({ kind: 'signedOutElsewhere' });
    carryOut({ kind: 'signedOutElsewhere' });
    expect(dialogs.map((d) => d.dialog)).toEqual([
      {
        title: '确认注销',
        content: '你已被登出，可以取消继续留在该页面，或者重新登录',
        okText: '重新登录',
        cancelText: '取消',
      },
    ]);
    dialogs[0]!.answer(false);
    await flush();
    expect(getToken()).toBe('t');
    expect(goToLogin).not.toHaveBeenCalled();

    carryOut({ kind: 'signedOutElsewhere' });
    dialogs[1]!.answer(true);
    await flush();
    expect(getToken()).toBeNull();
    expect(goToLogin).toHaveBeenCalledWith('/orders?page=2&q=x');
  });
});
