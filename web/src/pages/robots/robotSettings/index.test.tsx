import { Code, P, robots, type RobotSettings } from '@fwd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import RobotSettingsPage from './index.tsx';

const settings = (over: Partial<RobotSettings> = {}): RobotSettings => ({
  on: { wecom: true, dingtalk: false, feishu: false },
  keyed: { wecom: true, dingtalk: false, feishu: true },
  quietStart: 22 * 60,
  quietEnd: 7 * 60,
  timeZone: 'Asia/Shanghai',
  version: 3,
  ...over,
});

describe('group robots page', { timeout: 30_000 }, () => {
  it('switches a robot on against the version read, warns of one without its webhook, and shows the current settings on a conflict', async () => {
    const current = settings({ on: { wecom: true, dingtalk: true, feishu: true }, version: 4 });
    let answer: ReturnType<typeof refuse> | RobotSettings = refuse(Code.CONFLICT, '设置已被他人修改', {
      data: current,
      status: 409,
    });
    const { sent } = mockApi(
      on(robots.settings, settings()),
      on(robots.saveSettings, () => answer),
    );
    renderPage(<RobotSettingsPage />, { at: '/robotSettings', permissions: [P.robot.view, P.robot.edit] });
    expect(await screen.findByText(/Asia\/Shanghai/)).toBeInTheDocument();
    expect(screen.queryByText('未设置 Webhook：请在 API管理 中添加，否则消息会失败')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: '钉钉' }));
    expect(await screen.findByText('未设置 Webhook：请在 API管理 中添加，否则消息会失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(robots.saveSettings)).toHaveLength(1));
    expect(sent(robots.saveSettings)[0]!.body).toEqual({
      on: { wecom: true, dingtalk: true, feishu: false },
      quietStart: 1320,
      quietEnd: 420,
      version: 3,
    });
    expect(await screen.findByText('已载入他人修改后的最新内容')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '飞书' })).toBeChecked();
    answer = current;
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(robots.saveSettings)).toHaveLength(2));
    expect(sent(robots.saveSettings)[1]!.body).toMatchObject({ version: 4 });
  });

  it('sends a test message and says how many were queued; read-only without robot:edit', async () => {
    const { sent } = mockApi(on(robots.settings, settings()), on(robots.test, { jobIds: [7, 8] }));
    const view = renderPage(<RobotSettingsPage />, { at: '/robotSettings', permissions: [P.robot.view, P.robot.edit] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '发送测试消息' }));
    await waitFor(() => expect(sent(robots.test)).toHaveLength(1));
    expect(await screen.findByText('已排队 2 条测试消息，可在 同步与追踪 → 运行记录 查看结果')).toBeInTheDocument();
    view.unmount();

    mockApi(on(robots.settings, settings()));
    renderPage(<RobotSettingsPage />, { at: '/robotSettings', permissions: [P.robot.view] });
    expect(await screen.findByText('你可以查看，但没有修改权限')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /保\s?存/ })).toBeNull();
    expect(screen.getByRole('switch', { name: '企业微信' })).toBeDisabled();
  });
});
