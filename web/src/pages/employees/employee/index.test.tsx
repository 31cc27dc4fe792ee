import {
  allPermissionCodes,
  Code,
  companies as companyEndpoints,
  employees,
  P,
  roles,
  type CompanyRow,
  type EmployeeRow,
  type Role,
} from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import EmployeePage from './index.tsx';

const companies: CompanyRow[] = [
  { id: 1, companyName: '总部', userCount: 2, version: 1 },
  { id: 2, companyName: '深圳分公司', userCount: 0, version: 1 },
];

const employee = (over: Partial<EmployeeRow>): EmployeeRow => ({
  id: 10,
  username: 'zhangwei',
  name: '张伟',
  joinDate: '2019-03-01',
  roleId: 2,
  roleName: '业务经理',
  companyId: 1,
  companyName: '总部',
  siteId: 1,
  siteName: '深圳站',
  phone: '13800130001',
  email: null,
  avatar: '',
  version: 3,
  ...over,
});

const zhang = employee({});
/** Nothing but the required fields: role, site, join date and phone are missing. */
const bare = employee({
  id: 11,
  username: 'newbie',
  name: '新人',
  joinDate: null,
  roleId: null,
  roleName: null,
  siteId: null,
  siteName: null,
  phone: null,
});

const manager: Role = {
  id: 2,
  name: 'manager',
  roleName: '业务经理',
  isSuper: false,
  scope: 'COMPANY',
  visibilityScopeName: '本公司数据',
  showAgent: true,
  ownDataOnly: false,
  memberCount: 1,
  version: 1,
};

const serve = (...over: ReturnType<typeof on>[]) =>
  mockApi(
    on(companyEndpoints.list, companies),
    on(employees.list, { records: [zhang, bare], total: 2 }),
    on(companyEndpoints.sites, [{ id: 1, name: '深圳站' }]),
    on(roles.list, [manager]),
    ...over,
  );

const everything = allPermissionCodes();
const location = () => screen.getByTestId('location').textContent;
const row = (name: string) => screen.getByText(name).closest('tr')!;

// Whole pages with dialogs: seconds each on a busy machine.
describe('employee page', { timeout: 30_000 }, () => {
  it('selects the first company once the companies load, and lists its employees with 未知 for missing values', async () => {
    const { sent } = serve();
    renderPage(<EmployeePage />, { at: '/employee', permissions: everything });

    expect(await screen.findByText('新人')).toBeInTheDocument();
    expect(location()).toBe('/employee?company=1');
    expect(screen.getByRole('button', { name: /^总部/ })).toHaveAttribute('aria-current', 'true');
    // Role, site, join date and phone of the bare record.
    expect(within(row('新人')).getAllByText('未知')).toHaveLength(4);
    expect(within(row('张伟')).queryByText('未知')).toBeNull();
    // The card names the company: no company column within it.
    expect(screen.queryByRole('columnheader', { name: '公司' })).toBeNull();
    expect(sent(employees.list)).toHaveLength(1);
  });

  it('lists every employee, those without a company too, under 全部员工', async () => {
    const admin = employee({ id: 1, username: 'admin', name: '系统管理员', companyId: null, companyName: null });
    const { sent } = serve(on(employees.list, { records: [admin], total: 1 }));
    const listed = () => sent(employees.list).map((c) => c.query);
    renderPage(<EmployeePage />, { at: '/employee', permissions: everything });
    await screen.findByText('系统管理员');
    expect(listed()[0]).toHaveProperty('companyId', '1');

    await userEvent.click(screen.getByRole('button', { name: '全部员工' }));
    await waitFor(() => expect(location()).toBe('/employee?company=all'));
    expect(screen.getByRole('button', { name: '全部员工' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('columnheader', { name: '公司' })).toBeInTheDocument();
    await waitFor(() => expect(listed()).toHaveLength(2));
    expect(listed()[1]).not.toHaveProperty('companyId');
    expect(listed()[1]).toMatchObject({ currentPage: '1', pageSize: '10' });
  });

  it('reproduces the view of a link (company, page, keyword) and keeps a new search in the URL', async () => {
    const { sent } = serve(on(employees.list, { records: [zhang], total: 25 }));
    const listed = () => sent(employees.list).map((c) => c.query);
    renderPage(<EmployeePage />, { at: '/employee?company=2&page=3&keyword=zh', permissions: everything });

    await screen.findByText('张伟');
    expect(listed()[0]).toEqual({ companyId: '2', currentPage: '3', pageSize: '10', keyword: 'zh' });
    expect(screen.getByRole('button', { name: /^深圳分公司/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('searchbox', { name: '搜索姓名或用户名' })).toHaveValue('zh');

    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: '搜索姓名或用户名' });
    await user.clear(search);
    await user.type(search, 'wang{Enter}');
    // A new search starts from the first page.
    await waitFor(() => expect(location()).toBe('/employee?company=2&keyword=wang'));
    await waitFor(() => expect(listed().at(-1)).toMatchObject({ companyId: '2', currentPage: '1', keyword: 'wang' }));

    await user.click(screen.getByRole('button', { name: /^总部/ }));
    await waitFor(() => expect(location()).toBe('/employee?company=1'));
  });

  it('shows only what the permissions allow', async () => {
    serve();
    renderPage(<EmployeePage />, { at: '/employee', permissions: [P.employee.view] });
    await screen.findByText('张伟');

    // Icons add their own names ("plus 新增员工"), hence the patterns.
    for (const name of [
      /新增员工/,
      /更新站点/,
      /删除所选/,
      /QQ 账号/,
      /微信账号/,
      /^编辑$/,
      /重置密码/,
      /^删除/,
      /新增公司/,
      /重命名/,
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });

  it('shows every action to a user holding all the codes', async () => {
    serve();
    renderPage(<EmployeePage />, { at: '/employee', permissions: everything });
    await screen.findByText('张伟');

    for (const name of [
      /新增员工/,
      /更新站点/,
      /删除所选/,
      /QQ 账号/,
      /微信账号/,
      /新增公司/,
      /重命名 总部/,
      /删除 总部/,
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(row('张伟')).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    // The rarer row actions wait under ⋯, so the pinned column stays narrow in every language.
    await userEvent.click(within(row('张伟')).getByRole('button', { name: /更多操作/ }));
    expect(await screen.findByRole('menuitem', { name: '重置密码' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '删除' })).toBeInTheDocument();
    // Bulk actions wait for a selection.
    expect(screen.getByRole('button', { name: /删除所选/ })).toBeDisabled();
  });

  it('marks the fields a 40000 answer names, and sends empty optional fields as null', async () => {
    const { sent } = serve(
      on(
        employees.add,
        refuse(Code.BAD_INPUT, '输入有误', {
          data: { errors: [{ path: 'username', message: '用户名“lily”已被使用' }] },
        }),
      ),
    );
    const { toasts } = renderPage(<EmployeePage />, { at: '/employee', permissions: everything });
    await screen.findByText('张伟');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /新增员工/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('用户名'), 'lily');
    await user.type(within(dialog).getByLabelText('姓名'), '李莉');
    await user.type(within(dialog).getByLabelText('密码'), 'password1');
    await user.click(within(dialog).getByLabelText('角色'));
    await user.click(await screen.findByTitle('业务经理'));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));

    expect(await within(dialog).findByText('用户名“lily”已被使用')).toBeInTheDocument();
    expect(toasts).toHaveBeenCalledWith('输入有误');
    expect(sent(employees.add)[0]!.body).toEqual({
      username: 'lily',
      name: '李莉',
      password: 'password1',
      roleId: 2,
      companyId: 1,
      siteId: null,
      joinDate: null,
      phone: '',
      email: null,
      avatar: '',
    });
  });

  it('on a version conflict shows the current record in the dialog, says so, and saves against its version', async () => {
    const theirs = { ...zhang, name: '张伟伟', version: 4 };
    let attempt = 0;
    const { sent } = serve(
      on(employees.update, () =>
        ++attempt === 1 ? refuse(Code.CONFLICT, '该记录已被他人修改，请刷新后重试', { data: theirs }) : theirs,
      ),
    );
    renderPage(<EmployeePage />, { at: '/employee', permissions: everything });
    await screen.findByText('张伟');
    const user = userEvent.setup();

    await user.click(within(row('张伟')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));

    expect(await within(dialog).findByText('已载入他人修改后的最新内容')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('张伟伟');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(attempt).toBe(2));
    const bodies = sent(employees.update).map((c) => c.body as EmployeeRow);
    expect(bodies.map((b) => b.version)).toEqual([3, 4]);
    // An update replaces the record: every field goes, the empty ones as null.
    expect(bodies[1]).toEqual({
      id: 10,
      version: 4,
      username: 'zhangwei',
      name: '张伟伟',
      roleId: 2,
      companyId: 1,
      siteId: 1,
      joinDate: '2019-03-01',
      phone: '13800130001',
      email: null,
      avatar: '',
    });
  });

  it('selects a company it has just created', async () => {
    let list = companies;
    const created: CompanyRow = { id: 3, companyName: '义乌分公司', userCount: 0, version: 1 };
    const { sent } = serve(
      on(companyEndpoints.list, () => list),
      on(companyEndpoints.create, () => {
        list = [...companies, created];
        return created;
      }),
    );
    renderPage(<EmployeePage />, { at: '/employee?company=2', permissions: everything });
    await screen.findByText('张伟');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /新增公司/ }));
    await user.type(screen.getByRole('textbox', { name: '公司名称' }), ' 义乌分公司 {Enter}');

    await waitFor(() => expect(location()).toBe('/employee?company=3'));
    expect(await screen.findByRole('button', { name: /^义乌分公司/ })).toHaveAttribute('aria-current', 'true');
    expect(sent(companyEndpoints.create)[0]!.body).toEqual({ companyName: '义乌分公司' });
    // It stays selected once the lists settle.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(location()).toBe('/employee?company=3');
  });

  it('renames a company in place', async () => {
    const { sent } = serve(on(companyEndpoints.update, { ...companies[0]!, companyName: '集团总部', version: 2 }));
    renderPage(<EmployeePage />, { at: '/employee', permissions: everything });
    await screen.findByText('张伟');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '重命名 总部' }));
    const input = screen.getByRole('textbox', { name: '公司名称' });
    await user.clear(input);
    await user.type(input, '集团总部{Enter}');

    await waitFor(() => expect(sent(companyEndpoints.update)).toHaveLength(1));
    expect(sent(companyEndpoints.update)[0]!.body).toEqual({ id: 1, version: 1, companyName: '集团总部' });
  });

  it('deletes the selected employees after a confirmation naming how many', async () => {
    const { sent } = serve(on(employees.remove, null));
    renderPage(<EmployeePage />, { at: '/employee', permissions: everything });
    await screen.findByText('张伟');
    const user = userEvent.setup();

    await user.click(within(row('张伟')).getByRole('checkbox'));
    await user.click(within(row('新人')).getByRole('checkbox'));
    // Said beside the pager, where it moves nothing.
    expect(screen.getByText('共 2 人 · 已选 2 项')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /删除所选/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定删除选中的 2 名员工吗？');
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));

    await waitFor(() => expect(sent(employees.remove)).toHaveLength(1));
    expect(sent(employees.remove)[0]!.body).toEqual({ ids: [10, 11] });
  });
});
