import { Code, P, system, type CompanySettings } from '@fwd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import GeneralSettingsPage from './index.tsx';

const settings = (over: Partial<CompanySettings> = {}): CompanySettings => ({
  companyName: '货代管理系统',
  language: 'zh',
  version: 1,
  ...over,
});

describe('general settings page', { timeout: 30_000 }, () => {
  it('saves the name and language at their version, and on a conflict shows the current ones', async () => {
    const current = settings({ companyName: '环球速递', language: 'ja', version: 2 });
    let answer: ReturnType<typeof refuse> | CompanySettings = refuse(Code.CONFLICT, '设置已被他人修改', {
      data: current,
      status: 409,
    });
    const { sent } = mockApi(
      on(system.settings, settings()),
      on(system.saveSettings, () => answer),
    );
    renderPage(<GeneralSettingsPage />, { at: '/generalSettings', permissions: [P.setting.view, P.setting.edit] });
    const name = await screen.findByLabelText('公司名称');
    expect(name).toHaveValue('货代管理系统');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, '远航物流');
    await user.click(screen.getByRole('combobox', { name: '公司语言' }));
    await user.click(await screen.findByTitle('English'));
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(system.saveSettings)).toHaveLength(1));
    expect(sent(system.saveSettings)[0]!.body).toEqual({ companyName: '远航物流', language: 'en', version: 1 });
    expect(await screen.findByText('已载入他人修改后的最新内容')).toBeInTheDocument();
    expect(name).toHaveValue('环球速递');

    answer = current;
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(system.saveSettings)).toHaveLength(2));
    expect(sent(system.saveSettings)[1]!.body).toEqual({ companyName: '环球速递', language: 'ja', version: 2 });
  });

  it('refuses a blank name without sending, and shows the settings read-only without setting:edit', async () => {
    const { sent } = mockApi(on(system.settings, settings()));
    const { unmount } = renderPage(<GeneralSettingsPage />, {
      at: '/generalSettings',
      permissions: [P.setting.view, P.setting.edit],
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('公司名称'));
    await user.type(screen.getByLabelText('公司名称'), '   ');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('请输入公司名称')).toBeInTheDocument();
    expect(sent(system.saveSettings)).toHaveLength(0);
    unmount();

    renderPage(<GeneralSettingsPage />, { at: '/generalSettings', permissions: [P.setting.view] });
    expect(await screen.findByText('只读：修改需要“编辑基本设置”权限')).toBeInTheDocument();
    expect(screen.getByLabelText('公司名称')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保\s?存/ })).not.toBeInTheDocument();
  });
});
