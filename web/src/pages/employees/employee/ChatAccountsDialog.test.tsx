import { chat, Code, employees, P, type ChatAccountRow, type ChatPlatform } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse, type Answer } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { ChatAccountsDialog } from './ChatAccountsDialog.tsx';

const accounts: ChatAccountRow[] = [
  { id: 1, account: '800012301', name: '杨丽', userId: 7, version: 2 },
  { id: 2, account: '800012305', name: null, userId: null, version: 1 },
];
const picks = [
  { id: 7, name: '杨丽', username: 'yangli' },
  { id: 8, name: '赵磊', username: 'zhaolei' },
];

const row = (account: string) => screen.getByText(account).closest('tr')!;

const wechatAccounts: ChatAccountRow[] = [
  { id: 1, account: 'fwd_sz_01', name: '杨丽', userId: 7, version: 2 },
  { id: 2, account: 'fwd_gz_02', name: null, userId: null, version: 1 },
];

const serve = (platform: ChatPlatform, update: Answer<typeof chat.qq.update>) =>
  mockApi(
    on(chat[platform].list, platform === 'qq' ? accounts : wechatAccounts),
    on(employees.pick, picks),
    on(chat[platform].update, update),
  );

// Dialogs with tables and selects: seconds each on a busy machine.
describe('ChatAccountsDialog', { timeout: 30_000 }, () => {
  it('shows 闲置 for an idle account and sets an assigned one idle, sending the whole record', async () => {
    const { sent } = serve('qq', { ...accounts[0]!, name: null, userId: null, version: 3 });
    renderPage(<ChatAccountsDialog platform="qq" onClose={() => undefined} />, {
      permissions: [P.chat.view, P.chat.edit],
    });

    expect(await screen.findByRole('dialog', { name: 'QQ 账号' })).toBeInTheDocument();
    expect(await screen.findByText('800012305')).toBeInTheDocument();
    expect(within(row('800012305')).getByText('闲置')).toBeInTheDocument();
    // Only assigned accounts can be set idle.
    expect(within(row('800012305')).queryByRole('button', { name: '设为闲置' })).toBeNull();

    await userEvent.setup().click(within(row('800012301')).getByRole('button', { name: '设为闲置' }));

    await waitFor(() => expect(sent(chat.qq.update)).toHaveLength(1));
    expect(sent(chat.qq.update)[0]!.body).toEqual({ id: 1, version: 2, account: '800012301', userId: null });
  });

  it('assigns an idle WeChat account to an employee by editing it in place', async () => {
    const { calls, sent } = serve('wechat', { ...wechatAccounts[1]!, name: '赵磊', userId: 8, version: 2 });
    renderPage(<ChatAccountsDialog platform="wechat" onClose={() => undefined} />, {
      permissions: [P.chat.view, P.chat.edit],
    });
    await screen.findByText('fwd_gz_02');
    const user = userEvent.setup();

    await user.click(within(row('fwd_gz_02')).getByRole('button', { name: '编辑' }));
    const editing = screen.getByDisplayValue('fwd_gz_02').closest('tr')!;
    await user.click(within(editing).getByRole('combobox', { name: '使用人' }));
    await user.click(await screen.findByTitle('赵磊 (zhaolei)'));
    await user.click(within(editing).getByRole('button', { name: /保\s?存/ }));

    await waitFor(() => expect(sent(chat.wechat.update)).toHaveLength(1));
    expect(sent(chat.wechat.update)[0]!.body).toEqual({ id: 2, version: 1, account: 'fwd_gz_02', userId: 8 });
    expect(calls.some((c) => c.path.startsWith('/qq'))).toBe(false);
  });

  it('refuses what is not a QQ number before sending it', async () => {
    const { sent } = mockApi(on(chat.qq.list, accounts), on(employees.pick, picks), on(chat.qq.create, accounts[0]!));
    renderPage(<ChatAccountsDialog platform="qq" onClose={() => undefined} />, {
      permissions: [P.chat.view, P.chat.edit],
    });
    await screen.findByText('800012305');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('新账号'), 'abc');
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));

    expect(await screen.findByText('QQ 号为 5 到 12 位数字，不以 0 开头')).toBeInTheDocument();
    expect(sent(chat.qq.create)).toHaveLength(0);
  });

  it('takes the current record into the editor after a version conflict', async () => {
    const current = { ...accounts[0], account: '800099999', version: 5 };
    serve('qq', refuse(Code.CONFLICT, '该记录已被他人修改，请刷新后重试', { data: current }));
    renderPage(<ChatAccountsDialog platform="qq" onClose={() => undefined} />, {
      permissions: [P.chat.view, P.chat.edit],
    });
    await screen.findByText('800012301');
    const user = userEvent.setup();

    await user.click(within(row('800012301')).getByRole('button', { name: '编辑' }));
    await user.click(
      within(screen.getByDisplayValue('800012301').closest('tr')!).getByRole('button', { name: /保\s?存/ }),
    );

    expect(await screen.findByDisplayValue('800099999')).toBeInTheDocument();
    expect(await screen.findByText('已载入他人修改后的最新内容')).toBeInTheDocument();
  });

  it('only lists accounts for a user without chat:edit', async () => {
    serve('qq', refuse(Code.FORBIDDEN));
    renderPage(<ChatAccountsDialog platform="qq" onClose={() => undefined} />, { permissions: [P.chat.view] });
    await screen.findByText('800012301');

    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '设为闲置' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '新账号' })).toBeNull();
  });
});
