import { addresses, allPermissionCodes, countries, P, type AddressVerdict, type AddressWordRow } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { parsePasted } from './BatchTab.tsx';
import AddressTypePage from './index.tsx';

const verdict = (over: Partial<AddressVerdict> = {}): AddressVerdict => ({
  type: 'commercial',
  confidence: 95,
  source: 'rules',
  poBox: false,
  reasons: [
    { kind: 'company', match: 'Inc', field: 'company', leans: 'commercial', weight: 3 },
    { kind: 'business', match: 'Suite', field: 'lines', leans: 'commercial', weight: 2 },
  ],
  service: { configured: true, miss: 'slow', detail: 'no answer in time' },
  ...over,
});
const word: AddressWordRow = {
  id: 1,
  kind: 'business',
  country: null,
  lang: 'en',
  word: 'Suite',
  builtin: true,
  enabled: true,
  version: 1,
};

const serve = (...over: ReturnType<typeof on>[]) =>
  mockApi(
    on(countries.options, [{ id: 1, code: 'US', countryNameCn: '美国', countryName: '美国' }]),
    on(addresses.addressWords, {
      records: [word, { ...word, id: 2, word: 'Lager', lang: 'de', country: 'DE', builtin: false }],
      total: 2,
    }),
    ...over,
  );

describe('parsePasted', () => {
  it('reads tab-separated lines as Excel copies them, naming the lines it cannot read', () => {
    expect(
      parsePasted(
        'us\t10001\tNew York\t350 5th Ave\tSuite 300\t\tAcme Inc\n\nXX1\t\t\t1 Main\nDE\t\t\t\t\t\t\nUS\t\t\t--\t.\t\t—',
      ),
    ).toEqual({
      addresses: [
        {
          country: 'US',
          postcode: '10001',
          city: 'New York',
          lines: ['350 5th Ave', 'Suite 300'],
          company: 'Acme Inc',
        },
      ],
      bad: [3, 4, 5],
    });
    expect(parsePasted('')).toEqual({ addresses: [], bad: [] });
  });
});

describe('address type page', { timeout: 30_000 }, () => {
  it('classifies one address and shows the type, confidence, source, every reason and the fallback', async () => {
    const { sent } = serve(on(addresses.addressClassify, verdict()));
    renderPage(<AddressTypePage />, { at: '/addressType', permissions: [P.address.view] });
    expect(screen.getByText('输入收件地址后点击“判定”')).toBeInTheDocument();
    // No rules tab without address:edit.
    expect(screen.queryByRole('tab', { name: '判定规则' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '国家' }));
    await user.click(await screen.findByText('美国 (US)', { selector: '.ant-select-item-option *' }));
    await user.type(screen.getByLabelText('地址行1'), '500 Main St');
    await user.type(screen.getByLabelText('地址行2'), 'Suite 300');
    await user.type(screen.getByLabelText('公司名'), 'Acme Inc');
    await user.click(screen.getByRole('button', { name: '判 定' }));
    const shown = await screen.findByTestId('address-verdict');
    expect(sent(addresses.addressClassify)[0]!.body).toEqual({
      country: 'US',
      lines: ['500 Main St', 'Suite 300'],
      company: 'Acme Inc',
    });
    expect(within(shown).getByText('商业')).toBeInTheDocument();
    expect(within(shown).getByText('判定来源：规则')).toBeInTheDocument();
    expect(within(shown).getByText('公司名标志“Inc”（公司名）')).toBeInTheDocument();
    expect(within(shown).getByText('商业用词“Suite”（地址）')).toBeInTheDocument();
    expect(within(shown).getByText('地址校验服务响应超时，已改由规则判定')).toBeInTheDocument();
  });

  it('shows a service answer it could not classify as unknown, every reason in the reader’s words, never the service’s own', async () => {
    serve(
      on(
        addresses.addressClassify,
        verdict({
          type: 'unknown',
          confidence: 0,
          source: 'service',
          reasons: [
            { kind: 'service', match: 'Unclassified', field: 'address', leans: 'unknown', weight: 0 },
            { kind: 'streetName', match: 'Center', field: 'lines', leans: 'commercial', weight: 0 },
            { kind: 'numberedStreet', match: '811 Center St', field: 'lines', leans: 'residential', weight: 1 },
          ],
          service: { configured: true, miss: 'unknown', detail: null },
        }),
      ),
    );
    renderPage(<AddressTypePage />, { at: '/addressType', permissions: [P.address.view] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '国家' }));
    await user.click(await screen.findByText('美国 (US)', { selector: '.ant-select-item-option *' }));
    await user.type(screen.getByLabelText('地址行1'), '811 Center St');
    await user.click(screen.getByRole('button', { name: '判 定' }));
    const shown = await screen.findByTestId('address-verdict');
    expect(within(shown).getByText('未知')).toBeInTheDocument();
    expect(within(shown).getByText('判定来源：地址校验服务')).toBeInTheDocument();
    expect(within(shown).getByText('地址校验服务无法判定')).toBeInTheDocument();
    expect(within(shown).getByText('“Center”是街道名的一部分，不计入')).toBeInTheDocument();
    expect(
      within(shown).getByText('“811 Center St”只有门牌号和街道，没有商业或住宅用词：按住宅判定，置信度低'),
    ).toBeInTheDocument();
    expect(within(shown).getByText('地址校验服务找到了该地址，但无法分类：类型未知')).toBeInTheDocument();
    expect(shown.textContent).not.toMatch(/Unclassified|Commercial|Residential/);
  });

  it('warns that the service found no such address', async () => {
    serve(
      on(
        addresses.addressClassify,
        verdict({
          type: 'unknown',
          confidence: 0,
          source: 'service',
          reasons: [{ kind: 'service', match: 'NoCandidates', field: 'address', leans: 'unknown', weight: 0 }],
          service: { configured: true, miss: 'noCandidate', detail: null },
        }),
      ),
    );
    renderPage(<AddressTypePage />, { at: '/addressType', permissions: [P.address.view] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '国家' }));
    await user.click(await screen.findByText('美国 (US)', { selector: '.ant-select-item-option *' }));
    await user.type(screen.getByLabelText('地址行1'), 'asdf qwer');
    await user.click(screen.getByRole('button', { name: '判 定' }));
    const shown = await screen.findByTestId('address-verdict');
    expect(within(shown).getByRole('alert')).toHaveClass('ant-alert-warning');
    expect(within(shown).getByText('地址校验服务找不到该地址：类型未知，请核对地址')).toBeInTheDocument();
    expect(shown.textContent).not.toMatch(/NoCandidates/);
  });

  it('marks the fields the server refuses', async () => {
    serve(
      on(
        addresses.addressClassify,
        refuse(40000, 'bad', {
          data: {
            errors: [
              { path: 'lines.0', message: '太长了' },
              { path: 'country', message: '没有这个国家：XX' },
            ],
          },
        }),
      ),
    );
    renderPage(<AddressTypePage />, { at: '/addressType', permissions: [P.address.view] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '国家' }));
    await user.click(await screen.findByText('美国 (US)', { selector: '.ant-select-item-option *' }));
    await user.type(screen.getByLabelText('地址行1'), 'x');
    await user.click(screen.getByRole('button', { name: '判 定' }));
    expect(await screen.findByText('太长了')).toBeInTheDocument();
    expect(screen.getByText('没有这个国家：XX')).toBeInTheDocument();
  });

  it('says under the first line that there is nothing to classify', async () => {
    serve(
      on(
        addresses.addressClassify,
        refuse(40000, 'bad', {
          data: { errors: [{ path: 'lines', message: '没有可判定的内容：请填写街道地址或公司名' }] },
        }),
      ),
    );
    renderPage(<AddressTypePage />, { at: '/addressType', permissions: [P.address.view] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '国家' }));
    await user.click(await screen.findByText('美国 (US)', { selector: '.ant-select-item-option *' }));
    await user.type(screen.getByLabelText('地址行1'), '---');
    await user.click(screen.getByRole('button', { name: '判 定' }));
    const line1 = screen.getByLabelText('地址行1').closest('.ant-form-item')!;
    expect(
      await within(line1 as HTMLElement).findByText('没有可判定的内容：请填写街道地址或公司名'),
    ).toBeInTheDocument();
  });

  it('classifies a pasted batch and counts the types; refuses unreadable lines without sending', async () => {
    const { sent } = serve(
      on(addresses.addressBatch, [
        { address: { country: 'US', lines: ['1 Main St Suite 1'] }, verdict: verdict() },
        {
          address: { country: 'US', lines: ['2 Oak Apt 3'] },
          verdict: verdict({
            type: 'residential',
            confidence: 70,
            reasons: [],
            service: { configured: false, miss: null, detail: null },
          }),
        },
      ]),
    );
    renderPage(<AddressTypePage />, { at: '/addressType?tab=batch', permissions: [P.address.view] });
    expect(screen.getByText('粘贴地址或导入 Excel 后查看结果')).toBeInTheDocument();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox');
    await user.click(box);
    await user.paste('nowhere');
    await user.click(screen.getByRole('button', { name: '批量判定' }));
    expect(await screen.findByText(/第 1 行无法识别/)).toBeInTheDocument();
    expect(sent(addresses.addressBatch)).toEqual([]);
    await user.clear(box);
    await user.paste('US\t\t\t1 Main St Suite 1\nUS\t\t\t2 Oak Apt 3');
    await user.click(screen.getByRole('button', { name: '批量判定' }));
    expect(await screen.findByText('共 2 个地址：住宅 1，商业 1，未知 0')).toBeInTheDocument();
    expect(sent(addresses.addressBatch)[0]!.body).toEqual({
      addresses: [
        { country: 'US', lines: ['1 Main St Suite 1'] },
        { country: 'US', lines: ['2 Oak Apt 3'] },
      ],
    });
    expect(screen.getByRole('button', { name: /导出结果/ })).toBeEnabled();
  });

  it('lists the words for those who keep the rules, filtered by kind, built-in ones not deletable', async () => {
    const { sent } = serve();
    renderPage(<AddressTypePage />, { at: '/addressType?tab=rules', permissions: allPermissionCodes() });
    expect(await screen.findByText('Lager')).toBeInTheDocument();
    const suite = screen.getByText('Suite').closest('tr')!;
    expect(within(suite).getByText('预置')).toBeInTheDocument();
    expect(within(suite).getByText('所有国家')).toBeInTheDocument();
    expect(within(suite).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(within(screen.getByText('Lager').closest('tr')!).getByRole('button', { name: /删除/ })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '类别' }));
    await user.click(await screen.findByTitle('住宅用词'));
    await waitFor(() =>
      expect(sent(addresses.addressWords).at(-1)!.query).toEqual({
        currentPage: '1',
        pageSize: '50',
        kind: 'residential',
      }),
    );
  });
});
