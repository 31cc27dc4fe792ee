import { Code, P, type ChatAccountRow } from '@fwd/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/page.tsx';
import { session } from '../../../shell/stores/session.ts';
import { ChatAccountsDialog } from './ChatAccountsDialog.tsx';

const accounts: ChatAccountRow[] = [
  { id: 1, account: '800012301', name: '杨丽', userId: 7, version: 2 },
  { id: 2, account: '800012305', name: null, userId: null, version: 1 },
];
const picks = [
  { id: 7, name: '杨丽', username: 'yangli' },
  { id: 8, name: '赵磊', username: 'zhaolei' },
];

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
const row = (account: string) => screen.getByText(account).closest('tr')!;

function serve(platform: 'qq' | 'wechat', update: Parameters<typeof mockApi>[0][string]) {
  return mockApi({ [`GET /${platform}`]: ok(accounts), 'GET /users/getAllUsers': ok(picks), [`PUT /${platform}/update`]: update });
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => session.reset());
});

describe('ChatAccountsDialog', { timeout: 60_000 }, () => {
  it('shows 闲置 for an idle account and sets an assigned one idle, sending the whole record', async () => {
    const { calls } = serve('qq', ok({ ...accounts[0], name: null, userId: null, version: 3 }));
    renderPage(<ChatAccountsDialog platform="qq" onClose={() => undefined} />, { permissions: [P.chat.view, P.chat.edit] });

    expect(await screen.findByRole('dialog', { name: 'QQ 账号' })).toBeInTheDocument();
    expect(await screen.findByText('800012305')).toBeInTheDocument();
    expect(within(row('800012305')).getByText('闲置')).toBeInTheDocument();
    // Only assigned accounts can be set idle.
    expect(within(row('800012305')).queryByRole('button', { name: '设为闲置' })).toBeNull();

    await userEvent.setup().click(within(row('800012301')).getByRole('button', { name: '设为闲置' }));

    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /qq/update')).toBe(true));
    expect(bodyOf(calls.find((c) => c.key === 'PUT /qq/update')!.init)).toEqual({ id: 1, version: 2, account: '800012301', userId: null });
  });

  it('assigns an idle WeChat account to an employee by editing it in place', async () => {
    const { calls } = serve('wechat', ok({ ...accounts[1], name: '赵磊', userId: 8, version: 2 }));
    renderPage(<ChatAccountsDialog platform="wechat" onClose={() => undefined} />, { permissions: [P.chat.view, P.chat.edit] });
    await screen.findByText('800012305');
    const user = userEvent.setup();

    await user.click(within(row('800012305')).getByRole('button', { name: '编辑' }));
    const editing = screen.getByDisplayValue('800012305').closest('tr')!;
    await user.click(within(editing).getByRole('combobox', { name: '使用人' }));
    await user.click(await screen.findByTitle('赵磊 (zhaolei)'));
    await user.click(within(editing).getByRole('button', { name: /保\s?存/ }));

    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /wechat/update')).toBe(true));
    expect(bodyOf(calls.find((c) => c.key === 'PUT /wechat/update')!.init)).toEqual({ id: 2, version: 1, account: '800012305', userId: 8 });
    expect(calls.some((c) => c.key.startsWith('PUT /qq'))).toBe(false);
  });

  it('takes the current record into the editor after a version conflict', async () => {
    const current = { ...accounts[0], account: '800099999', version: 5 };
    serve('qq', () => ({ code: Code.CONFLICT, message: '该记录已被他人修改，请刷新后重试', data: current }));
    renderPage(<ChatAccountsDialog platform="qq" onClose={() => undefined} />, { permissions: [P.chat.view, P.chat.edit] });
    await screen.findByText('800012301');
    const user = userEvent.setup();

    await user.click(within(row('800012301')).getByRole('button', { name: '编辑' }));
    await user.click(within(screen.getByDisplayValue('800012301').closest('tr')!).getByRole('button', { name: /保\s?存/ }));

    expect(await screen.findByDisplayValue('800099999')).toBeInTheDocument();
    expect(await screen.findByText('已载入他人修改后的最新内容')).toBeInTheDocument();
  });

  it('only lists accounts for a user without chat:edit', async () => {
    serve('qq', ok(null));
    renderPage(<ChatAccountsDialog platform="qq" onClose={() => undefined} />, { permissions: [P.chat.view] });
    await screen.findByText('800012301');

    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '设为闲置' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '新账号' })).toBeNull();
  });
});
