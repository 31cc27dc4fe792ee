import { Code, P, employees, type DeletedEmployeeRow } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import AccountRecyclePage from './index.tsx';

const luo: DeletedEmployeeRow = {
  id: 21,
  username: 'luochao',
  name: '罗超',
  joinDate: '2022-09-05',
  roleId: 3,
  roleName: '业务员',
  companyId: 4,
  companyName: '广州分公司',
  siteId: null,
  siteName: null,
  phone: null,
  email: null,
  avatar: '',
  version: 2,
  deletedAt: '2024-11-30T01:00:00.000Z',
};

describe('account recycle bin', { timeout: 30_000 }, () => {
  it('lists the page and keyword of the URL', async () => {
    const { sent } = mockApi(on(employees.recycled, { records: [luo], total: 11 }));
    renderPage(<AccountRecyclePage />, { at: '/accountRecycle?page=2&keyword=luo', permissions: [P.recycle.view] });

    expect(await screen.findByText('罗超')).toBeInTheDocument();
    expect(sent(employees.recycled)[0]!.query).toEqual({ currentPage: '2', pageSize: '10', keyword: 'luo' });
    expect(screen.getByText('共 11 人')).toBeInTheDocument();
    expect(within(screen.getByText('罗超').closest('tr')!).getAllByText('未知')).toHaveLength(2);
    // Without recycle:restore there is nothing to do with a row.
    expect(screen.queryByRole('button', { name: '恢复' })).toBeNull();
  });

  it("restores after a confirmation, and shows the server's refusal when the username was taken", async () => {
    const refusal = '无法恢复：用户名“luochao”已被在职员工使用，请先修改该在职员工的用户名';
    const { calls, sent } = mockApi(
      on(employees.recycled, { records: [luo], total: 1 }),
      on(employees.restore, refuse(Code.CONFLICT, refusal)),
    );
    const { toasts } = renderPage(<AccountRecyclePage />, {
      at: '/accountRecycle',
      permissions: [P.recycle.view, P.recycle.restore],
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '恢复' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定恢复员工“罗超”吗？');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: /恢\s?复/ }));

    await waitFor(() => expect(toasts).toHaveBeenCalledWith(refusal));
    expect(sent(employees.restore).map((c) => c.params)).toEqual([{ id: '21' }]);
  });
});
