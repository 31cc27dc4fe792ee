import {
  countries,
  P,
  quotes,
  surcharges,
  type CountryOption,
  type RemoteAnswer,
  type RemoteBatchAnswer,
} from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import RemoteAreaPage from './index.tsx';

const us: CountryOption = { id: 1, code: 'US', countryNameCn: '美国', countryName: '美国' };
const country = { code: 'US', countryNameCn: '美国', countryName: '美国' };
const channel = { id: 3, code: 'US-UPS', name: '美国 UPS', mode: 'express', incoterm: 'DDP', carrier: 'UPS' };
const answer: RemoteAnswer = {
  country,
  date: '2026-11-27',
  weight: '2',
  carriers: [
    {
      carrier: 'UPS',
      remoteClass: 'A',
      match: 'prefix',
      value: '997',
      valueTo: null,
      list: { id: 7, name: 'UPS DAS 2026', effectiveFrom: '2026-01-01', effectiveTo: null },
    },
  ],
  channels: [
    {
      channel,
      remoteClass: 'A',
      currency: 'CNY',
      amount: '30',
      lines: [
        {
          kind: 'remote',
          name: '偏远附加费',
          ruleId: 1,
          amount: '30',
          detail: { basis: 'kg', rate: '4', kg: '2', minimum: '30', computed: '8', remoteClass: 'A' },
        },
      ],
      excluded: null,
    },
    {
      channel: { ...channel, id: 4, code: 'US-UPS2', name: '美国 UPS 经济' },
      remoteClass: 'A',
      currency: null,
      amount: null,
      lines: [],
      excluded: 'noSheet',
    },
  ],
};
const batch: RemoteBatchAnswer = {
  country,
  date: '2026-11-27',
  weight: '1',
  channels: [channel],
  rows: [
    {
      postcode: '99701',
      status: 'remote',
      carriers: [{ carrier: 'UPS', remoteClass: 'A', listId: 7 }],
      channels: [{ channelId: 3, amount: '30', currency: 'CNY' }],
    },
    { postcode: '10001', status: 'notRemote', carriers: [], channels: [] },
    { postcode: '10#01', status: 'invalid', carriers: [], channels: [] },
  ],
};
const xlsx = () =>
  new File(['x'], 'postcodes.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function pickUs(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByRole('combobox', { name: '国家' }));
  await user.click(await screen.findByText('美国 (US)', { selector: '.ant-select-item-option *' }));
}

describe('偏远地区', { timeout: 30_000 }, () => {
  it('asks for a postcode or a city, then shows each carrier’s class with its list and what each channel adds', async () => {
    const { sent } = mockApi(on(countries.options, [us]), on(quotes.remoteQuery, answer));
    renderPage(<RemoteAreaPage />, { at: '/remoteArea', permissions: [P.remote.view] });
    expect(await screen.findByText('填写国家和邮编或城市后查询')).toBeInTheDocument();
    const user = userEvent.setup();
    await pickUs(user);
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    expect(await screen.findByText('邮编或城市至少填一项')).toBeInTheDocument();
    expect(sent(quotes.remoteQuery)).toHaveLength(0);

    await user.type(screen.getByLabelText('邮编'), ' 99701 ');
    await user.clear(screen.getByLabelText('重量 (kg)'));
    await user.type(screen.getByLabelText('重量 (kg)'), '2');
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(sent(quotes.remoteQuery)).toHaveLength(1));
    expect(sent(quotes.remoteQuery)[0]!.query).toEqual({ country: 'US', weight: '2', postcode: '99701' });
    const carrier = (await screen.findByText('UPS DAS 2026')).closest('tr')!;
    expect(carrier).toHaveTextContent('邮编前缀 997');
    expect(carrier).toHaveTextContent('2026-01-01 ~ 长期');
    expect(screen.getByText('US-UPS 美国 UPS').closest('tr')).toHaveTextContent('¥30.00');
    expect(screen.getByText('US-UPS2 美国 UPS 经济').closest('tr')).toHaveTextContent('没有生效的价格表');
  });

  it('says when a destination is on no list, and marks the field a refusal names', async () => {
    let asked = 0;
    mockApi(
      on(countries.options, [us]),
      on(quotes.remoteQuery, () =>
        ++asked === 1
          ? { ...answer, carriers: [], channels: [] }
          : refuse(40000, '参数错误', { data: { errors: [{ path: 'city', message: '城市太长' }] } }),
      ),
    );
    renderPage(<RemoteAreaPage />, { at: '/remoteArea', permissions: [P.remote.view] });
    const user = userEvent.setup();
    await pickUs(user);
    await user.type(screen.getByLabelText('城市'), 'Anchorage');
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    expect(await screen.findByText('不属于任何承运商现行名单的偏远地区')).toBeInTheDocument();
    expect(screen.queryByText('渠道附加费')).toBeNull();
    await user.type(screen.getByLabelText('城市'), 'x');
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    expect(await screen.findByText('城市太长')).toBeInTheDocument();
  });

  it('checks pasted or imported postcodes in a batch, and offers the answer as Excel', async () => {
    const { sent } = mockApi(
      on(countries.options, [us]),
      on(quotes.remoteBatch, batch),
      on(quotes.remoteBatchRead, { postcodes: ['99701', '10001', '10#01'] }),
    );
    renderPage(<RemoteAreaPage />, { at: '/remoteArea?tab=batch', permissions: [P.remote.view] });
    expect(await screen.findByText('粘贴或导入邮编后查询')).toBeInTheDocument();
    const user = userEvent.setup();
    await pickUs(user);
    await user.click(screen.getByRole('button', { name: /批量查询/ }));
    expect(await screen.findByText('请填写邮编')).toBeInTheDocument();

    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, xlsx());
    await waitFor(() => expect(screen.getByLabelText('邮编')).toHaveValue('99701\n10001\n10#01'));
    expect(sent(quotes.remoteBatchRead)[0]!.body).toBeInstanceOf(FormData);
    expect(screen.getByText(/3 \/ 1000 个邮编/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出 Excel/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /批量查询/ }));
    await waitFor(() => expect(sent(quotes.remoteBatch)).toHaveLength(1));
    expect(sent(quotes.remoteBatch)[0]!.body).toEqual({
      country: 'US',
      weight: '1',
      postcodes: ['99701', '10001', '10#01'],
    });
    expect(await screen.findByText(/偏远 1 个 · 非偏远 1 个 · 格式不正确 1 个/)).toBeInTheDocument();
    expect(screen.getByText('99701').closest('tr')).toHaveTextContent('US-UPS 美国 UPS ¥30.00');
    expect(screen.getByText('10#01').closest('tr')).toHaveTextContent('邮编格式不正确');
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeInTheDocument();
  });

  it('refuses more than 1,000 pasted postcodes before asking', async () => {
    const { sent } = mockApi(on(countries.options, [us]), on(quotes.remoteBatch, batch));
    renderPage(<RemoteAreaPage />, { at: '/remoteArea?tab=batch', permissions: [P.remote.view] });
    const user = userEvent.setup();
    await pickUs(user);
    await user.click(screen.getByLabelText('邮编'));
    await user.paste(Array.from({ length: 1001 }, (_, i) => String(10000 + i)).join('\n'));
    await user.click(screen.getByRole('button', { name: /批量查询/ }));
    expect(await screen.findByText('一次最多 1000 个邮编')).toBeInTheDocument();
    expect(sent(quotes.remoteBatch)).toHaveLength(0);
  });

  it('keeps the lists in their tab, importing only with remote:import', async () => {
    const list = {
      id: 7,
      carrier: 'UPS',
      name: 'UPS DAS 2026',
      effectiveFrom: '2026-01-01',
      effectiveTo: null,
      entryCount: 3,
      badEntries: 0,
      createdBy: '王芳',
      createdAt: '2026-01-02T08:00:00Z',
    };
    mockApi(on(surcharges.remoteLists, [list]));
    const { unmount } = renderPage(<RemoteAreaPage />, { at: '/remoteArea?tab=lists', permissions: [P.remote.view] });
    expect((await screen.findByText('UPS DAS 2026')).closest('tr')).toHaveTextContent('生效中');
    expect(screen.queryByRole('button', { name: /导入偏远名单/ })).toBeNull();
    unmount();
    renderPage(<RemoteAreaPage />, { at: '/remoteArea?tab=lists', permissions: [P.remote.view, P.remote.import] });
    expect(await screen.findByRole('button', { name: /导入偏远名单/ })).toBeInTheDocument();
  });
});
