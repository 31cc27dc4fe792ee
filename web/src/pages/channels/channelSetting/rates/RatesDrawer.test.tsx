import {
  allPermissionCodes,
  channels,
  Code,
  P,
  quotes,
  type ChannelListRow,
  type QuoteSettings,
  type RateSheet,
  type RateSheetDiff,
  type RateSheetSummary,
} from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../../test/api.ts';
import { renderPage } from '../../../../../test/render.tsx';
import ChannelSettingPage from '../index.tsx';

const channel: ChannelListRow = {
  id: 3,
  code: 'US-EXP',
  name: '美国快递',
  mode: 'express',
  incoterm: 'DDP',
  carrier: 'UPS',
  enabled: true,
  sort: 1,
  version: 1,
  priceGap: null,
};
const settings = {
  channelId: 3,
  currency: 'CNY',
  divisor: 6000,
  kgPerCbm: '1000',
  step: '0.5',
  version: 2,
} as QuoteSettings;
const summary = (id: number, effectiveFrom: string, state: RateSheetSummary['state']): RateSheetSummary => ({
  id,
  channelId: 3,
  effectiveFrom,
  note: null,
  state,
  zoneCount: 2,
  rateCount: 4,
  createdBy: '王芳',
  createdAt: '2025-01-02T08:00:00Z',
  firstQuotedAt: null,
  version: 1,
});
const rate = (
  zone: string,
  fromKg: string,
  toKg: string,
  over: Partial<RateSheet['rates'][number]> = {},
): RateSheet['rates'][number] => ({
  zone,
  fromKg,
  toKg,
  model: 'flat',
  price: '120',
  firstKg: null,
  stepKg: null,
  stepPrice: null,
  pieceFee: null,
  ...over,
});
const zones: RateSheet['zones'] = [
  { code: 'Z1', name: '美西', members: [{ country: 'US', match: 'prefix', value: '9', valueTo: null }] },
  { code: 'Z2', name: '美国其他', members: [{ country: 'US', match: 'country', value: null, valueTo: null }] },
];
const rates = [
  rate('Z1', '0', '0.5'),
  rate('Z1', '0.5', '2', { model: 'firstAdditional', price: '120', firstKg: '0.5', stepKg: '0.5', stepPrice: '30' }),
  rate('Z2', '0', '0.5', { price: '150' }),
  rate('Z2', '0.5', '2', { model: 'perKgPlusFee', price: '45', pieceFee: '10' }),
];
const inForce: RateSheet = { ...summary(11, '2025-01-01', 'inForce'), zones, rates };
const noChange: RateSheetDiff = {
  against: summary(11, '2025-01-01', 'inForce'),
  counts: { zonesAdded: 0, zonesRemoved: 0, bandsAdded: 0, bandsRemoved: 0, pricesChanged: 0, unchanged: 4 },
  zonesAdded: [],
  zonesRemoved: [],
  bandsAdded: [],
  bandsRemoved: [],
  pricesChanged: [],
};
/** Saving first shows what the sheet changes; confirmed, it is saved. */
const confirmChanges = async (user: ReturnType<typeof userEvent.setup>) => {
  const changes = (await screen.findAllByRole('dialog')).at(-1)!;
  await user.click(within(changes).getByRole('button', { name: '确认保存' }));
};

/** The dialog of what a sheet changes, once it is open over the sheet's. */
const changesShown = () =>
  waitFor(() => {
    const shown = screen.getAllByRole('dialog').at(-1)!;
    expect(shown).toHaveTextContent('保存前核对');
    return shown;
  });
const openRates = async (...over: ReturnType<typeof on>[]) => openRatesAs(allPermissionCodes(), ...over);
const openRatesAs = async (permissions: readonly string[], ...over: ReturnType<typeof on>[]) => {
  const api = mockApi(
    on(channels.page, { records: [channel], total: 1 }),
    on(quotes.settings, settings),
    on(quotes.sheets, [
      summary(12, '2030-01-01', 'future'),
      summary(11, '2025-01-01', 'inForce'),
      summary(10, '2024-01-01', 'past'),
    ]),
    on(quotes.sheet, inForce),
    on(quotes.compareSheet, noChange),
    ...over,
  );
  renderPage(<ChannelSettingPage />, { at: '/channelSetting', permissions: permissions as never });
  await screen.findByText('美国快递');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '价格表' }));
  const drawer = await screen.findByRole('dialog');
  return { ...api, user, drawer };
};
const xlsx = () =>
  new File(['x'], 'rates.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('rate sheets', { timeout: 30_000 }, () => {
  it('shows the sheet in force as a grid of bands and zones, each cell its model and price in the channel’s currency', async () => {
    const { drawer } = await openRates();
    const shown = await within(drawer).findByRole('region', { name: '2025-01-01 起生效的价格表' });
    expect(await within(shown).findByText('首 0.5 kg ¥120.00，续每 0.5 kg ¥30.00')).toBeInTheDocument();
    expect(within(shown).getByText('¥45.00/kg + ¥10.00/件')).toBeInTheDocument();
    expect(within(shown).getByText('0.5 – 2')).toBeInTheDocument();
    expect(within(shown).getByText('US 9*')).toBeInTheDocument();
    expect(within(shown).getByText('US 全境')).toBeInTheDocument();
  });

  it('imports a workbook: its bad cells listed, then a clean preview saved with its day, and a refusal’s rows named', async () => {
    let previews = 0;
    const { sent, user, drawer } = await openRates(
      on(quotes.previewSheet, () =>
        ++previews === 1
          ? { sheet: { zones, rates: [] }, errors: [{ sheet: '价格', row: 4, column: 'Z2', message: '不是数字' }] }
          : { sheet: { zones, rates }, errors: [] },
      ),
      on(
        quotes.createSheet,
        refuse(Code.BAD_INPUT, '价格表有误', {
          data: { errors: [{ path: 'rates.1.fromKg', message: '与上一段之间有空档' }] },
        }),
      ),
    );
    await user.click(within(drawer).getByRole('button', { name: /导入价格表/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, xlsx());
    expect(
      await within(dialog).findByText('文件中有 1 处错误，未能读取为价格表。请修改后重新选择文件。'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('不是数字')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /保\s?存/ })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: '重新选择文件' }));
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, xlsx());
    expect(await within(dialog).findByText('首 0.5 kg ¥120.00，续每 0.5 kg ¥30.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('必填')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('生效日期'), '2030-02-01{Enter}');
    await user.type(within(dialog).getByLabelText('说明'), '2030 年调价');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await confirmChanges(user);
    await waitFor(() => expect(sent(quotes.createSheet)).toHaveLength(1));
    expect(sent(quotes.createSheet)[0]!.params).toEqual({ channelId: '3' });
    expect(sent(quotes.createSheet)[0]!.body).toEqual({
      effectiveFrom: '2030-02-01',
      note: '2030 年调价',
      zones,
      rates,
    });
    expect(await within(dialog).findByText('分区 Z1 · 0.5 – 2 kg：与上一段之间有空档')).toBeInTheDocument();
    expect(within(dialog).getByText('首 0.5 kg ¥120.00，续每 0.5 kg ¥30.00').closest('[aria-invalid]')).not.toBeNull();
  });

  it('deletes a future sheet only after a confirmation; sheets in force or past cannot be', async () => {
    const { sent, user, drawer } = await openRates(on(quotes.removeSheet, null));
    const row = (date: string) => within(drawer).getByText(date, { selector: 'td' }).closest('tr')!;
    await within(drawer).findByText('2030-01-01');
    expect(within(row('2025-01-01')).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(row('2024-01-01')).queryByRole('button', { name: '替换' })).toBeNull();
    await user.click(within(row('2030-01-01')).getByRole('button', { name: '删除' }));
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(confirm).toHaveTextContent('确定删除 2030-01-01 起生效的价格表吗？');
    expect(sent(quotes.removeSheet)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(sent(quotes.removeSheet)).toHaveLength(1));
    expect(sent(quotes.removeSheet)[0]!.params).toEqual({ sheetId: '12' });
  });

  it('replaces a future sheet from a workbook, against its version and from its day', async () => {
    const { sent, user, drawer } = await openRates(
      on(quotes.previewSheet, { sheet: { zones, rates }, errors: [] }),
      on(quotes.updateSheet, summary(12, '2030-01-01', 'future')),
    );
    const future = within(drawer).getByText('2030-01-01', { selector: 'td' }).closest('tr')!;
    await user.click(within(future).getByRole('button', { name: '替换' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog).toHaveTextContent('替换 2030-01-01 起生效的价格表');
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, xlsx());
    expect(await within(dialog).findByLabelText('生效日期')).toHaveValue('2030-01-01');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent(quotes.compareSheet)).toHaveLength(1));
    expect(sent(quotes.compareSheet)[0]!.body).toEqual({ effectiveFrom: '2030-01-01', zones, rates, replacing: 12 });
    await confirmChanges(user);
    await waitFor(() => expect(sent(quotes.updateSheet)).toHaveLength(1));
    expect(sent(quotes.updateSheet)[0]!.params).toEqual({ sheetId: '12' });
    expect(sent(quotes.updateSheet)[0]!.body).toEqual({
      effectiveFrom: '2030-01-01',
      note: null,
      zones,
      rates,
      version: 1,
    });
  });

  it('starts a new sheet as a copy of the one shown, with another day', async () => {
    const { sent, user, drawer } = await openRates(on(quotes.createSheet, summary(13, '2030-03-01', 'future')));
    await user.click(await within(drawer).findByRole('button', { name: /复制为新价格表/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog).toHaveTextContent('新价格表（复制自 2025-01-01）');
    await user.type(within(dialog).getByLabelText('生效日期'), '2030-03-01{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await confirmChanges(user);
    await waitFor(() => expect(sent(quotes.createSheet)).toHaveLength(1));
    expect(sent(quotes.createSheet)[0]!.body).toEqual({ effectiveFrom: '2030-03-01', note: null, zones, rates });
  });

  it('shows what an imported sheet changes against the one in force on its day, and what it replaces at once, before saving', async () => {
    const diff: RateSheetDiff = {
      against: summary(11, '2025-01-01', 'inForce'),
      counts: { zonesAdded: 1, zonesRemoved: 0, bandsAdded: 1, bandsRemoved: 2, pricesChanged: 1, unchanged: 1 },
      zonesAdded: [{ code: 'Z3', name: '阿拉斯加' }],
      zonesRemoved: [],
      bandsAdded: [rate('Z3', '0', '2', { price: '300' })],
      bandsRemoved: [rate('Z2', '0', '0.5', { price: '150' })],
      pricesChanged: [
        {
          ...rate('Z1', '0', '0.5', { price: '130' }),
          before: { model: 'flat', price: '120', firstKg: null, stepKg: null, stepPrice: null, pieceFee: null },
        },
      ],
    };
    const today = dayjs().format('YYYY-MM-DD');
    const { sent, user, drawer } = await openRates(
      on(quotes.previewSheet, { sheet: { zones, rates }, errors: [] }),
      on(quotes.compareSheet, diff),
      on(quotes.createSheet, summary(13, today, 'inForce')),
    );
    await user.click(within(drawer).getByRole('button', { name: /导入价格表/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, xlsx());
    await user.type(await within(dialog).findByLabelText('生效日期'), `${today}{Enter}`);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    const changes = await changesShown();
    expect(changes).toHaveTextContent(`保存前核对：${today} 起的变化`);
    expect(changes).toHaveTextContent(`${today} 已到，保存后立即生效`);
    expect(changes).toHaveTextContent('在被报价用到之前还可撤回；一旦用于报价，就不能删除或撤销');
    expect(changes).toHaveTextContent('2025-01-01 起生效的价格表');
    expect(within(changes).getByRole('tab', { name: /删除重量段 2/ })).toBeInTheDocument();
    expect(within(changes).getByText('1 个重量段价格不变')).toBeInTheDocument();
    await user.click(within(changes).getByRole('tab', { name: /改价 1/ }));
    expect(await within(changes).findByText('¥120.00 → ¥130.00')).toBeInTheDocument();
    expect(sent(quotes.compareSheet)[0]!.body).toEqual({ effectiveFrom: today, zones, rates });
    expect(sent(quotes.createSheet)).toHaveLength(0);
    await user.click(within(changes).getByRole('button', { name: /返\s?回/ }));
    expect(sent(quotes.createSheet)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await confirmChanges(user);
    await waitFor(() => expect(sent(quotes.createSheet)).toHaveLength(1));
  });

  it("offers no day gone for a new sheet, and shows the server's refusal of one on the day", async () => {
    const gone = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    const message = `生效日期不能早于今天（${dayjs().format('YYYY-MM-DD')}）：已经过去的日子按当时的价格表报过价，不能再改`;
    const { sent, user, drawer } = await openRates(
      on(
        quotes.compareSheet,
        refuse(Code.BAD_INPUT, message, { data: { errors: [{ path: 'effectiveFrom', message }] } }),
      ),
    );
    await user.click(await within(drawer).findByRole('button', { name: /复制为新价格表/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(dialog).getByLabelText('生效日期'));
    const yesterday = document.querySelector(`.ant-picker-dropdown td[title="${gone}"]`);
    expect(yesterday).toHaveClass('ant-picker-cell-disabled');
    // Typed past the picker (or decided by another clock), the day is refused by the server and said on the field.
    await user.type(within(dialog).getByLabelText('生效日期'), `${dayjs().format('YYYY-MM-DD')}{Enter}`);
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText(message, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(sent(quotes.createSheet)).toHaveLength(0);
  });

  it('opens what a sheet changes on the first kind of change it has, not on an empty tab', async () => {
    const diff: RateSheetDiff = {
      against: summary(11, '2025-01-01', 'inForce'),
      counts: { zonesAdded: 0, zonesRemoved: 0, bandsAdded: 0, bandsRemoved: 0, pricesChanged: 1, unchanged: 3 },
      zonesAdded: [],
      zonesRemoved: [],
      bandsAdded: [],
      bandsRemoved: [],
      pricesChanged: [
        {
          ...rate('Z1', '0', '0.5', { price: '130' }),
          before: { model: 'flat', price: '120', firstKg: null, stepKg: null, stepPrice: null, pieceFee: null },
        },
      ],
    };
    const { user, drawer } = await openRates(on(quotes.compareSheet, diff));
    await user.click(await within(drawer).findByRole('button', { name: /复制为新价格表/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.type(within(dialog).getByLabelText('生效日期'), '2030-03-01{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    const changes = await changesShown();
    expect(await within(changes).findByRole('tab', { name: /改价 1/, selected: true })).toBeInTheDocument();
    expect(within(within(changes).getByRole('tabpanel')).getByText('¥120.00 → ¥130.00')).toBeInTheDocument();
  });

  it('withdraws a sheet in force no quote has used, after a confirmation naming the one that returns; a used one cannot be', async () => {
    const used = { ...summary(10, '2024-01-01', 'past'), firstQuotedAt: '2024-01-03T02:00:00Z' };
    const { sent, user, drawer } = await openRates(
      on(quotes.sheets, [
        summary(12, '2030-01-01', 'future'),
        { ...summary(11, '2025-01-01', 'inForce'), version: 3 },
        used,
      ]),
      on(quotes.withdrawSheet, null),
    );
    const row = (date: string) => within(drawer).getByText(date, { selector: 'td' }).closest('tr')!;
    await within(drawer).findByText('2030-01-01');
    expect(within(row('2024-01-01')).queryByRole('button', { name: '撤回' })).toBeNull();
    expect(row('2024-01-01')).toHaveTextContent('2024/1/3 02:00');
    expect(row('2025-01-01')).toHaveTextContent('尚未用于报价');
    expect(within(row('2030-01-01')).queryByRole('button', { name: '撤回' })).toBeNull();
    await user.click(within(row('2025-01-01')).getByRole('button', { name: '撤回' }));
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(confirm).toHaveTextContent('撤回 2025-01-01 起生效的价格表？');
    expect(confirm).toHaveTextContent('2024-01-01 起生效的价格表重新生效');
    expect(sent(quotes.withdrawSheet)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /撤\s?回/ }));
    await waitFor(() => expect(sent(quotes.withdrawSheet)).toHaveLength(1));
    expect(sent(quotes.withdrawSheet)[0]).toMatchObject({ params: { sheetId: '11' }, body: { version: 3 } });
  });

  it('offers a role that may only look neither import nor changes, but export', async () => {
    const { drawer } = await openRatesAs([P.channel.view]);
    await within(drawer).findByText('首 0.5 kg ¥120.00，续每 0.5 kg ¥30.00');
    expect(within(drawer).getAllByRole('button', { name: '导出' })).toHaveLength(3);
    const readOnly = drawer;
    for (const name of [/导入价格表/, /下载模板/, '删除', '替换', '撤回', /复制为新价格表/])
      expect(within(readOnly).queryByRole('button', { name })).toBeNull();
  });

  it('switches to the cost sheets (listed and deleted by their kind, no sale-sheet actions); 客户价 waits for a customer', async () => {
    const { sent, user, drawer } = await openRates(on(quotes.removeSheet, null));
    await within(drawer).findByText('2030-01-01');
    await user.click(within(drawer).getByText('成本'));
    await waitFor(() => expect(sent(quotes.sheets).at(-1)!.query).toEqual({ kind: 'cost' }));
    const row = within(drawer).getByText('2030-01-01', { selector: 'td' }).closest('tr')!;
    for (const name of ['查看', '导出', '替换']) expect(within(row).queryByRole('button', { name })).toBeNull();
    expect(within(drawer).queryByRole('region')).toBeNull();
    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(within((await screen.findAllByRole('dialog')).at(-1)!).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(sent(quotes.removeSheet)).toHaveLength(1));
    expect(sent(quotes.removeSheet)[0]).toMatchObject({ params: { sheetId: '12' }, query: { kind: 'cost' } });

    const asked = sent(quotes.sheets).length;
    await user.click(within(drawer).getByText('客户价'));
    expect(await within(drawer).findByText('请选择客户，查看其专属价格表')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /导入价格表/ })).toBeDisabled();
    expect(sent(quotes.sheets)).toHaveLength(asked);
  });

  it('shows no kind switch to a role without charge:cost or charge:adjust', async () => {
    const { drawer } = await openRatesAs([P.channel.view, P.channel.rates]);
    await within(drawer).findByText('2030-01-01');
    expect(within(drawer).queryByText('成本')).toBeNull();
    expect(within(drawer).queryByText('客户价')).toBeNull();
  });
});
