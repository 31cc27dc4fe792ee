import {
  allPermissionCodes,
  Code,
  countries,
  customers,
  employees,
  P,
  statuses,
  type CountryRow,
  type CustomerRow,
  type NumberStatusRow,
} from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import ShipmentSystemPage from './index.tsx';

const customer = (over: Partial<CustomerRow>): CustomerRow => ({
  id: 1,
  shortName: '顺达',
  fullName: '深圳顺达贸易有限公司',
  ownerUserId: 5,
  ownerName: '王芳',
  ownerUsername: 'wangfang',
  contact: '李先生',
  phone: '13800000001',
  remark: null,
  enabled: true,
  version: 2,
  ...over,
});
const status = (
  id: number,
  code: string | null,
  statusName: string,
  sort: number,
  over: Partial<NumberStatusRow> = {},
): NumberStatusRow => ({
  id,
  code,
  statusName,
  nameZh: statusName,
  nameEn: '',
  nameEs: '',
  nameJa: '',
  color: '#1677ff',
  enabled: true,
  sort,
  orders: 0,
  version: 1,
  ...over,
});
const held = status(4, null, '扣关', 4, { nameEn: 'Held', version: 2 });
const china: CountryRow = {
  id: 7,
  code: 'CN',
  nameZh: '中国',
  nameEn: 'China',
  nameEs: 'China',
  nameJa: '中国',
  enabled: true,
  sort: 100,
  version: 1,
};
const usa: CountryRow = {
  id: 8,
  code: 'US',
  nameZh: '美国',
  nameEn: 'United States of America',
  nameEs: 'Estados Unidos',
  nameJa: 'アメリカ合衆国',
  enabled: true,
  sort: 1,
  version: 3,
};

const serve = (...over: ReturnType<typeof on>[]) =>
  mockApi(
    on(customers.page, { records: [customer({})], total: 1 }),
    on(employees.pick, [{ id: 5, name: '王芳', username: 'wangfang' }]),
    on(statuses.numberList, [
      status(2, 'received', '已收货', 2),
      status(1, 'ordered', '已下单', 1),
      status(3, 'dispatched', '已发出', 3),
      held,
    ]),
    on(countries.list, ({ query }) => (query.keyword === 'mg' ? [usa] : [usa, china])),
    ...over,
  );

const everything = allPermissionCodes();
const row = (text: string) => screen.getByText(text).closest('tr')!;

describe('shipment system page', { timeout: 30_000 }, () => {
  it('lists customers, and shows a refused import row by row', async () => {
    const errors = [
      { row: 3, field: 'owner', column: '业务员', path: '3.owner', message: '没有用户名为“nobody”的在职员工' },
    ];
    const { sent } = serve(on(customers.importSheet, refuse(Code.BAD_INPUT, '导入文件有误', { data: { errors } })));
    renderPage(<ShipmentSystemPage />, { at: '/shipmentSystem', permissions: everything });
    expect(await screen.findByText('深圳顺达贸易有限公司')).toBeInTheDocument();
    expect(within(row('顺达')).getByText('王芳 (wangfang)')).toBeInTheDocument();

    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(
      input,
      new File(['x'], 'customers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    const report = await screen.findByRole('dialog');
    expect(report).toHaveTextContent('文件未导入');
    expect(within(report).getByText('没有用户名为“nobody”的在职员工')).toBeInTheDocument();
    expect(within(report).getByText('业务员')).toBeInTheDocument();
    expect(sent(customers.importSheet)).toHaveLength(1);
  });

  it('deletes a customer only after a confirmation', async () => {
    const { sent } = serve(on(customers.remove, null));
    renderPage(<ShipmentSystemPage />, { at: '/shipmentSystem', permissions: everything });
    await screen.findByText('顺达');
    const user = userEvent.setup();
    await user.click(within(row('顺达')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定删除客户“顺达”吗？');
    expect(sent(customers.remove)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(sent(customers.remove)).toHaveLength(1));
    expect(sent(customers.remove)[0]!.params).toEqual({ id: '1' });
  });

  it('creates a customer with its sales owner, blank optional fields as null', async () => {
    const { sent } = serve(on(customers.create, customer({ id: 2 })));
    renderPage(<ShipmentSystemPage />, { at: '/shipmentSystem', permissions: everything });
    await screen.findByText('顺达');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新增客户/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('客户简称'), '远航');
    await user.type(within(dialog).getByLabelText('客户全称'), '远航物流');
    await user.click(within(dialog).getByLabelText('业务员'));
    await user.click(await screen.findByTitle('王芳 (wangfang)'));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(customers.create)).toHaveLength(1));
    expect(sent(customers.create)[0]!.body).toEqual({
      shortName: '远航',
      fullName: '远航物流',
      ownerUserId: 5,
      contact: null,
      phone: null,
      remark: null,
      enabled: true,
    });
  });

  it('moves a number status down: every id in the new order', async () => {
    const { sent } = serve(on(statuses.numberReorder, []));
    renderPage(<ShipmentSystemPage />, { at: '/shipmentSystem?tab=numberStatuses', permissions: everything });
    await screen.findByText('已下单');
    await userEvent.click(screen.getByRole('button', { name: '下移已下单' }));
    await waitFor(() => expect(sent(statuses.numberReorder)).toHaveLength(1));
    expect(sent(statuses.numberReorder)[0]!.body).toEqual({ ids: [2, 1, 3, 4] });
    expect(screen.getByRole('button', { name: '上移已下单' })).toBeDisabled();
  });

  it('adds a number status named in the four languages, blank translations sent blank, enabled', async () => {
    const { sent } = serve(on(statuses.numberCreate, status(5, null, '待清关', 5)));
    renderPage(<ShipmentSystemPage />, { at: '/shipmentSystem?tab=numberStatuses', permissions: everything });
    await screen.findByText('已下单');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新增状态/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('新增单号状态');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('必填')).toBeInTheDocument();
    expect(sent(statuses.numberCreate)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('中文'), ' 待清关 ');
    await user.type(within(dialog).getByLabelText('英文'), 'Awaiting customs');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(statuses.numberCreate)).toHaveLength(1));
    expect(sent(statuses.numberCreate)[0]!.body).toEqual({
      nameZh: ' 待清关 ',
      nameEn: 'Awaiting customs',
      nameEs: '',
      nameJa: '',
      color: '#1677ff',
      enabled: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("edits a number status's four names against its version, and stays open with the server's word when a name is taken", async () => {
    const { sent } = serve(
      on(
        statuses.numberUpdate,
        refuse(Code.CONFLICT, '“Ordered”已被使用，请换一个', {
          data: { errors: [{ path: 'nameEn', message: '“Ordered”已被使用，请换一个' }] },
        }),
      ),
    );
    const { toasts } = renderPage(<ShipmentSystemPage />, {
      at: '/shipmentSystem?tab=numberStatuses',
      permissions: everything,
    });
    await screen.findByText('扣关');
    const user = userEvent.setup();
    await user.click(within(row('扣关')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('英文')).toHaveValue('Held');
    await user.clear(within(dialog).getByLabelText('英文'));
    await user.type(within(dialog).getByLabelText('英文'), 'Ordered');
    await user.type(within(dialog).getByLabelText('日文'), '保留');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(statuses.numberUpdate)).toHaveLength(1));
    expect(sent(statuses.numberUpdate)[0]).toMatchObject({
      params: { id: '4' },
      body: {
        nameZh: '扣关',
        nameEn: 'Ordered',
        nameEs: '',
        nameJa: '保留',
        color: '#1677ff',
        enabled: true,
        version: 2,
      },
    });
    await waitFor(() => expect(toasts).toHaveBeenCalledWith('“Ordered”已被使用，请换一个'));
    expect(within(dialog).getByLabelText('英文')).toHaveValue('Ordered');
  });

  it('deletes a number status staff added only after a confirmation; a built-in one offers no delete', async () => {
    const { sent } = serve(on(statuses.numberRemove, null));
    renderPage(<ShipmentSystemPage />, { at: '/shipmentSystem?tab=numberStatuses', permissions: everything });
    await screen.findByText('扣关');
    expect(within(row('已下单')).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(row('扣关')).getByText('自定义')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row('扣关')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定删除单号状态“扣关”吗？');
    expect(sent(statuses.numberRemove)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(sent(statuses.numberRemove)).toHaveLength(1));
    expect(sent(statuses.numberRemove)[0]!.params).toEqual({ id: '4' });
  });

  it('says how many waybills have a number status before deleting it, and offers no delete then', async () => {
    const { sent } = serve(
      on(statuses.numberList, [status(1, 'ordered', '已下单', 1), { ...held, orders: 1234 }]),
      on(statuses.numberRemove, null),
    );
    renderPage(<ShipmentSystemPage />, { at: '/shipmentSystem?tab=numberStatuses', permissions: everything });
    await screen.findByText('扣关');
    expect(within(row('扣关')).getByText('1,234')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row('扣关')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('不能删除单号状态“扣关”');
    expect(dialog).toHaveTextContent('1234 条运单使用此状态');
    expect(within(dialog).queryByRole('button', { name: /删\s?除/ })).toBeNull();
    await user.click(within(dialog).getByRole('button'));
    expect(sent(statuses.numberRemove)).toHaveLength(0);
  });

  it('shows number statuses read only without status:add, status:edit and status:delete', async () => {
    serve();
    renderPage(<ShipmentSystemPage />, {
      at: '/shipmentSystem?tab=numberStatuses',
      permissions: [P.customer.view, P.status.view],
    });
    await screen.findByText('扣关');
    for (const name of [/新增状态/, /^编辑$/, /^删除$/, /下移/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('switch', { name: '启用扣关' })).toBeDisabled();
  });

  it('searches countries on the server (pinyin) and disables one against its version', async () => {
    const { sent } = serve(on(countries.update, { ...usa, enabled: false, version: 4 }));
    renderPage(<ShipmentSystemPage />, { at: '/shipmentSystem?tab=countries', permissions: everything });
    await screen.findByText('CN');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'mg{Enter}');
    await waitFor(() => expect(screen.queryByText('CN')).toBeNull());
    expect(sent(countries.list).at(-1)!.query).toEqual({ keyword: 'mg' });

    await user.click(screen.getByRole('switch', { name: '启用美国' }));
    await waitFor(() => expect(sent(countries.update)).toHaveLength(1));
    expect(sent(countries.update)[0]!.body).toEqual({ enabled: false, sort: 1, version: 3 });
  });

  it('offers only the customers tab, read only, without the other views', async () => {
    serve();
    renderPage(<ShipmentSystemPage />, { at: '/shipmentSystem?tab=countries', permissions: [P.customer.view] });
    await screen.findByText('顺达');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['客户']);
    for (const name of [/新增客户/, /导入/, /导出/, /^编辑$/, /^删除$/])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
