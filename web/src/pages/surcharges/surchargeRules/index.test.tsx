import {
  allPermissionCodes,
  channels,
  Code,
  P,
  surcharges,
  type RemoteListRow,
  type RemotePreview,
  type SurchargeRow,
} from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import SurchargeRulesPage from './index.tsx';

const rule = (over: Partial<SurchargeRow> = {}): SurchargeRow => ({
  id: 1,
  name: '燃油附加费',
  kind: 'fuel',
  basis: 'percent',
  amount: '12.5',
  minimum: null,
  onFuel: false,
  remoteClass: null,
  thresholdKg: null,
  thresholdCm: null,
  girthCm: null,
  cargoTypes: [],
  channels: [],
  effectiveFrom: '2025-01-01',
  effectiveTo: null,
  enabled: true,
  version: 3,
  ...over,
});
const list: RemoteListRow = {
  id: 7,
  carrier: 'UPS',
  name: '2025 偏远',
  effectiveFrom: '2025-01-01',
  effectiveTo: '2025-12-31',
  entryCount: 2,
  badEntries: 0,
  createdBy: '王芳',
  createdAt: '2025-01-02T08:00:00Z',
};

const serve = (...over: ReturnType<typeof on>[]) =>
  mockApi(
    on(surcharges.surchargePage, {
      records: [
        rule(),
        rule({
          id: 2,
          name: '超长费',
          kind: 'oversize',
          basis: 'piece',
          amount: '80',
          thresholdCm: '120',
          girthCm: '300',
          onFuel: true,
          channels: [{ id: 3, code: 'US-EXP', name: '美国快递' }],
        }),
        rule({
          id: 3,
          name: '年末旺季',
          kind: 'peak',
          basis: 'kg',
          amount: '1.5',
          effectiveFrom: '2026-11-01',
          effectiveTo: '2027-01-15',
        }),
      ],
      total: 3,
    }),
    on(channels.methods, [
      { id: 3, code: 'US-EXP', name: '美国快递', mode: 'express', incoterm: 'DDP' },
      { id: 4, code: 'US-SEA', name: '美国海派', mode: 'sea', incoterm: 'DDP' },
    ]),
    on(surcharges.remoteLists, [list]),
    on(surcharges.remoteEntries, {
      records: [
        { id: 1, country: 'US', match: 'range', value: '99500', valueTo: '99999', remoteClass: 'A', problem: null },
      ],
      total: 1,
    }),
    ...over,
  );
const row = (text: string) => screen.getByText(text).closest('tr')!;

describe('surcharge rules page', { timeout: 30_000 }, () => {
  it('lists the rules with their conditions in words, and filters by kind from the first page', async () => {
    const { sent } = serve();
    renderPage(<SurchargeRulesPage />, { at: '/surchargeRules?page=2', permissions: allPermissionCodes() });
    expect(await screen.findByText('燃油附加费')).toBeInTheDocument();
    expect(within(row('燃油附加费')).getByText('12.5%')).toBeInTheDocument();
    expect(within(row('燃油附加费')).getByText('全部渠道')).toBeInTheDocument();
    expect(within(row('超长费')).getByText('最长边 > 120 cm或围长 > 300 cm')).toBeInTheDocument();
    expect(within(row('超长费')).getByText('80/件')).toBeInTheDocument();
    expect(within(row('超长费')).getByText('美国快递')).toBeInTheDocument();
    // The season is the condition; what it charges per is the amount's (per kg here), not "per shipment".
    expect(within(row('年末旺季')).getByText('旺季期间的所有货件')).toBeInTheDocument();
    expect(row('年末旺季')).not.toHaveTextContent('每票');
    expect(within(row('年末旺季')).getByText('1.5/kg')).toBeInTheDocument();
    expect(within(row('年末旺季')).getByText('2026-11-01 至 2027-01-15')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByTitle('超重'));
    await waitFor(() =>
      expect(sent(surcharges.surchargePage).at(-1)!.query).toEqual({
        currentPage: '1',
        pageSize: '20',
        kind: 'overweight',
      }),
    );
  });

  it('switches to the cost side for who sees cost; no switch without the code', async () => {
    const { sent } = serve(on(surcharges.createSurcharge, rule({ id: 9 })));
    const first = renderPage(<SurchargeRulesPage />, { at: '/surchargeRules', permissions: allPermissionCodes() });
    await screen.findByText('燃油附加费');
    const user = userEvent.setup();
    await user.click(screen.getByText('预计成本'));
    await waitFor(() => expect(sent(surcharges.surchargePage).at(-1)!.query).toMatchObject({ side: 'cost' }));
    first.unmount();
    serve();
    renderPage(<SurchargeRulesPage />, {
      at: '/surchargeRules',
      permissions: allPermissionCodes().filter((c) => c !== P.charge.cost),
    });
    await screen.findByText('燃油附加费');
    expect(screen.queryByText('预计成本')).toBeNull();
  });

  it('shows the fields of the kind chosen, and sends only that kind’s condition', async () => {
    const { sent } = serve(on(surcharges.createSurcharge, rule({ id: 9 })));
    renderPage(<SurchargeRulesPage />, { at: '/surchargeRules', permissions: allPermissionCodes() });
    await screen.findByText('燃油附加费');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新增附加费/ }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('名称'), '超大件');
    const kind = within(drawer).getByLabelText('类型');

    await user.click(kind);
    await user.click(await screen.findByTitle('燃油'));
    expect(within(drawer).getByLabelText('费率 (%)')).toBeInTheDocument();
    // 250 % is a slip: said as the server says it, before anything is sent.
    await user.type(within(drawer).getByLabelText('费率 (%)'), '250');
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    expect(
      await within(drawer).findByText('百分比不能超过 100', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('费率 (%)'));
    await user.type(within(drawer).getByLabelText('费率 (%)'), '1.23456');
    expect(
      await within(drawer).findByText('须为数字，最多 4 位小数', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('费率 (%)'));
    expect(within(drawer).queryByLabelText('计费方式')).toBeNull();
    expect(within(drawer).queryByLabelText('计入燃油')).toBeNull();

    await user.click(kind);
    await user.click(await screen.findByTitle('超长超大'));
    expect(within(drawer).getByLabelText('金额')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('最长边超过 (cm)')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('金额'), '80');
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    expect(
      await within(drawer).findByText('最长边与围长至少填一项', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();

    await user.click(kind);
    await user.click(await screen.findByTitle('敏感货物'));
    expect(within(drawer).queryByLabelText('最长边超过 (cm)')).toBeNull();
    await user.click(within(drawer).getByLabelText('带电'));
    await user.click(kind);
    await user.click(await screen.findByTitle('超长超大'));
    await user.type(within(drawer).getByLabelText('围长超过 (cm)'), '300');
    await user.click(within(drawer).getByLabelText('适用渠道'));
    await user.click(await screen.findByTitle('美国海派 (US-SEA)'));
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(surcharges.createSurcharge)).toHaveLength(1));
    expect(sent(surcharges.createSurcharge)[0]!.body).toEqual({
      name: '超大件',
      kind: 'oversize',
      basis: 'shipment',
      amount: '80',
      minimum: null,
      onFuel: false,
      remoteClass: null,
      thresholdKg: null,
      thresholdCm: null,
      girthCm: '300',
      cargoTypes: [],
      channelIds: [4],
      effectiveFrom: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      effectiveTo: null,
      enabled: true,
    });
  });

  it('charges a peak-season rule per chargeable kg or per piece, and asks for the last day of its season', async () => {
    const { sent } = serve(on(surcharges.createSurcharge, rule({ id: 9, kind: 'peak', basis: 'kg' })));
    renderPage(<SurchargeRulesPage />, { at: '/surchargeRules', permissions: allPermissionCodes() });
    await screen.findByText('燃油附加费');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新增附加费/ }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('名称'), '旺季附加费');
    await user.click(within(drawer).getByLabelText('类型'));
    await user.click(await screen.findByTitle('旺季'));
    expect(within(drawer).getByText('旺季的最后一天，必填')).toBeInTheDocument();
    await user.click(within(drawer).getByLabelText('计费方式'));
    expect(await screen.findByTitle('每件')).toBeInTheDocument();
    expect(screen.queryByTitle('每票')).toBeNull();
    expect(screen.queryByTitle('百分比')).toBeNull();
    await user.keyboard('{Escape}');
    await user.type(within(drawer).getByLabelText('金额'), '1.5');
    await user.type(within(drawer).getByLabelText('生效日期'), '{Control>}a{/Control}2026-11-01{Enter}');
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    expect(await within(drawer).findByText('必填', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(sent(surcharges.createSurcharge)).toHaveLength(0);

    await user.type(within(drawer).getByLabelText('截止日期'), '2027-01-15{Enter}');
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(surcharges.createSurcharge)).toHaveLength(1));
    expect(sent(surcharges.createSurcharge)[0]!.body).toMatchObject({
      name: '旺季附加费',
      kind: 'peak',
      basis: 'kg',
      amount: '1.5',
      effectiveFrom: '2026-11-01',
      effectiveTo: '2027-01-15',
    });
  });

  it('edits a rule against its version and deletes one only after a confirmation', async () => {
    const { sent } = serve(on(surcharges.updateSurcharge, rule({ version: 4 })), on(surcharges.removeSurcharge, null));
    renderPage(<SurchargeRulesPage />, { at: '/surchargeRules', permissions: allPermissionCodes() });
    await screen.findByText('燃油附加费');
    const user = userEvent.setup();
    await user.click(within(row('燃油附加费')).getByRole('button', { name: '编辑' }));
    const drawer = await screen.findByRole('dialog');
    const percent = within(drawer).getByLabelText('费率 (%)');
    await user.clear(percent);
    await user.type(percent, '13');
    await user.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(surcharges.updateSurcharge)).toHaveLength(1));
    expect(sent(surcharges.updateSurcharge)[0]!.body).toMatchObject({
      kind: 'fuel',
      basis: 'percent',
      amount: '13',
      version: 3,
    });

    await user.click(within(row('超长费')).getByRole('button', { name: '删除' }));
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(confirm).toHaveTextContent('确定删除附加费“超长费”吗？');
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(sent(surcharges.removeSurcharge)).toHaveLength(1));
    expect(sent(surcharges.removeSurcharge)[0]!.params).toEqual({ id: '2' });
  });

  it('offers a role only what its codes allow', async () => {
    serve();
    renderPage(<SurchargeRulesPage />, { at: '/surchargeRules', permissions: [P.surcharge.view, P.remote.view] });
    await screen.findByText('燃油附加费');
    for (const name of [/新增附加费/, '编辑', '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: '偏远地区名单' }));
    expect(await screen.findByText('2025 偏远')).toBeInTheDocument();
    for (const name of [/导入偏远名单/, /下载模板/, '删除']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(row('2025 偏远')).getByRole('button', { name: '导出' })).toBeInTheDocument();
  });
});

describe('remote-area lists', { timeout: 30_000 }, () => {
  const xlsx = () =>
    new File(['x'], 'remote.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

  it('previews a list against the one in force before importing it; a refused file is reported row by row and can be sent again', async () => {
    let previews = 0;
    const errors = [{ row: 3, field: 'country', column: '国家', path: '3.country', message: '不是两位国家代码' }];
    const preview: RemotePreview = {
      against: list,
      entryCount: 2,
      counts: { added: 1, removed: 1, changed: 1, unchanged: 0 },
      added: [{ country: 'US', match: 'exact', value: '99801', valueTo: null, remoteClass: 'B' }],
      removed: [{ country: 'US', match: 'range', value: '99500', valueTo: '99999', remoteClass: 'A' }],
      changed: [
        {
          country: 'US',
          match: 'city',
          value: 'Barrow',
          valueTo: null,
          remoteClass: 'C',
          before: { remoteClass: 'A', valueTo: null },
        },
      ],
    };
    const { sent } = serve(
      on(surcharges.previewRemote, () =>
        ++previews === 1 ? refuse(Code.BAD_INPUT, '导入文件有误', { data: { errors } }) : preview,
      ),
      on(surcharges.importRemote, { created: 2, updated: 0, unchanged: 0 }),
    );
    const { toasts } = renderPage(<SurchargeRulesPage />, {
      at: '/surchargeRules?tab=remote',
      permissions: allPermissionCodes(),
    });
    await screen.findByText('2025 偏远');
    expect(within(row('2025 偏远')).getByText('已过期')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /导入偏远名单/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.type(within(dialog).getByLabelText('承运商'), 'UPS');
    await user.type(within(dialog).getByLabelText('名单名称'), '2026 偏远');
    await user.type(within(dialog).getByLabelText('生效日期'), '2026-01-01{Enter}');
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, xlsx());
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));

    await waitFor(() => expect(sent(surcharges.previewRemote)).toHaveLength(1));
    const report = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(report).toHaveTextContent('文件未导入');
    expect(within(report).getByText('不是两位国家代码')).toBeInTheDocument();
    expect(toasts).not.toHaveBeenCalled();
    const sentForm = sent(surcharges.previewRemote)[0]!.body as FormData;
    expect(Object.fromEntries([...sentForm.entries()].filter(([key]) => key !== 'file'))).toEqual({
      carrier: 'UPS',
      name: '2026 偏远',
      effectiveFrom: '2026-01-01',
    });
    expect(sentForm.get('file')).toBeInstanceOf(File);

    await user.click(within(report).getByRole('button', { name: /close|关闭/i }));
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(surcharges.previewRemote)).toHaveLength(2));
    await screen.findByText('导入前核对差异');
    const shown = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(shown).toHaveTextContent('导入前核对差异');
    expect(shown).toHaveTextContent('UPS · 2025 偏远');
    expect(shown).toHaveTextContent('两份名单将同时生效');
    expect(within(shown).getByText('等级变更 1')).toBeInTheDocument();
    expect(within(shown).getByText('99801')).toBeInTheDocument();
    await user.click(within(shown).getByRole('tab', { name: '等级变更 1' }));
    expect(await within(shown).findByText('A → C')).toBeInTheDocument();
    expect(sent(surcharges.importRemote)).toHaveLength(0);
    await user.click(within(shown).getByRole('button', { name: '确认导入' }));
    await waitFor(() => expect(sent(surcharges.importRemote)).toHaveLength(1));
    expect(
      Object.fromEntries(
        [...(sent(surcharges.importRemote)[0]!.body as FormData).entries()].filter(([key]) => key !== 'file'),
      ),
    ).toEqual({
      carrier: 'UPS',
      name: '2026 偏远',
      effectiveFrom: '2026-01-01',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a list’s entries filtered by country, and deletes a list only after a confirmation', async () => {
    const { sent } = serve(on(surcharges.removeRemote, null));
    renderPage(<SurchargeRulesPage />, { at: '/surchargeRules?tab=remote', permissions: allPermissionCodes() });
    await screen.findByText('2025 偏远');
    const user = userEvent.setup();
    await user.click(within(row('2025 偏远')).getByRole('button', { name: '条目' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('99500–99999')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('searchbox', { name: '国家代码，如 US' }), 'ca{Enter}');
    await waitFor(() =>
      expect(sent(surcharges.remoteEntries).at(-1)!.query).toEqual({ currentPage: '1', pageSize: '50', country: 'CA' }),
    );
    expect(sent(surcharges.remoteEntries).at(-1)!.params).toEqual({ id: '7' });
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));

    await user.click(within(row('2025 偏远')).getByRole('button', { name: '删除' }));
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(confirm).toHaveTextContent('确定删除名单“2025 偏远”吗？其 2 个条目将一并删除。');
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(sent(surcharges.removeRemote)).toHaveLength(1));
    expect(sent(surcharges.removeRemote)[0]!.params).toEqual({ id: '7' });
  });

  it("marks a list kept with bad entries, shows each one's problem and, on asking, the bad ones alone", async () => {
    const problem = '邮编止: 区间须填写邮编止，且与起始邮编位数相同、不小于起始邮编';
    const { sent } = serve(
      on(surcharges.remoteLists, [{ ...list, badEntries: 1 }]),
      on(surcharges.remoteEntries, {
        records: [
          { id: 1, country: 'US', match: 'range', value: '99600', valueTo: 'A', remoteClass: '99999', problem },
          { id: 2, country: 'US', match: 'prefix', value: '967', valueTo: null, remoteClass: 'A', problem: null },
        ],
        total: 2,
      }),
    );
    renderPage(<SurchargeRulesPage />, { at: '/surchargeRules?tab=remote', permissions: allPermissionCodes() });
    await screen.findByText('2025 偏远');
    expect(within(row('2025 偏远')).getByText('1 个条目有问题')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row('2025 偏远')).getByRole('button', { name: '条目' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(problem)).toBeInTheDocument();
    expect(within(drawer).getByRole('alert')).toHaveTextContent('1 个条目有问题');
    expect(within(drawer).getByText('967').closest('tr')!.querySelector('.ant-typography-danger')).toBeNull();
    await user.click(within(drawer).getByRole('checkbox', { name: '只看有问题的条目' }));
    await waitFor(() =>
      expect(sent(surcharges.remoteEntries).at(-1)!.query).toEqual({
        currentPage: '1',
        pageSize: '50',
        problems: 'true',
      }),
    );
  });
});
