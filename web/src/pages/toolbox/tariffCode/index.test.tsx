import {
  Code,
  P,
  toolbox,
  type TariffHit,
  type TariffLineRow,
  type TariffNode,
  type TariffSynonymRow,
} from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import TariffCodePage from './index.tsx';

const node = (
  code: string,
  level: TariffNode['level'],
  nameEn: string | null,
  nameZh: string | null = null,
): TariffNode => ({ code, level, nameEn, nameZh });
const XI = node('XI', 'section', 'Textiles and textile articles', '纺织原料及纺织制品');
const ch61 = node(
  '61',
  'chapter',
  'Apparel and clothing accessories; knitted or crocheted',
  '针织或钩编的服装及衣着附件',
);
const h6109 = node('6109', 'heading', 'T-shirts, singlets and other vests; knitted or crocheted');
const s610910 = node('610910', 'subheading', 'T-shirts, singlets and other vests; of cotton, knitted or crocheted');
const tee = node('61091000', 'line', null, '棉制针织T恤衫');
const hit = (n: TariffNode, path: TariffNode[], over: Partial<TariffHit> = {}): TariffHit => ({
  ...n,
  rank: 'partial',
  matches: [],
  synonym: null,
  path,
  effectiveFrom: null,
  effectiveTo: null,
  ...over,
});
const line: TariffLineRow = {
  id: 1,
  code: '61091000',
  subheading: '610910',
  name: '棉制针织T恤衫',
  unit1: '件',
  unit2: '千克',
  elements: '0:品牌类型;1:出口享惠情况',
  rebateRate: '13',
  supervision: null,
  remark: null,
  effectiveFrom: '2022-01-01',
  effectiveTo: null,
  version: 2,
};

const XVI = node(
  'XVI',
  'section',
  'Machinery and mechanical appliances; electrical equipment',
  '机器、机械器具、电气设备及其零件',
);
const ch84 = node(
  '84',
  'chapter',
  'Nuclear reactors, boilers, machinery and mechanical appliances; parts thereof',
  '核反应堆、锅炉、机器、机械器具及其零件',
);
const h8471 = node('8471', 'heading', 'Automatic data processing machines and units thereof');
const synonyms: TariffSynonymRow[] = [
  { id: 1, word: 'laptop', codes: ['847130'], builtin: true, enabled: true, version: 1 },
  { id: 2, word: '猫抓板', codes: ['442199', '9503'], builtin: false, enabled: true, version: 1 },
];

const serve = (...over: ReturnType<typeof on>[]) =>
  mockApi(
    on(toolbox.tariffSearch, (sent) =>
      sent.query.q === '6109'
        ? {
            total: 3,
            known: true,
            hits: [
              hit(h6109, [XI, ch61], { rank: 'exact', matches: [{ field: 'code', ranges: [[0, 4]], pinyin: false }] }),
              hit(s610910, [XI, ch61, h6109], { matches: [{ field: 'code', ranges: [[0, 4]], pinyin: false }] }),
              hit(tee, [XI, ch61, h6109, s610910], {
                matches: [{ field: 'code', ranges: [[0, 4]], pinyin: false }],
                effectiveFrom: '2022-01-01',
              }),
            ],
          }
        : sent.query.q === 'laptop'
          ? {
              total: 1,
              known: false,
              hits: [
                hit(node('847130', 'subheading', 'Portable automatic data processing machines'), [XVI, ch84, h8471], {
                  rank: 'synonym',
                  synonym: 'laptop',
                }),
              ],
            }
          : sent.query.q === 'mztx'
            ? {
                total: 1,
                known: false,
                hits: [
                  hit(tee, [XI, ch61, h6109, s610910], {
                    rank: 'word',
                    matches: [{ field: 'nameZh', ranges: [[0, 2]], pinyin: true }],
                  }),
                ],
              }
            : { total: 0, known: false, hits: [] },
    ),
    on(toolbox.tariffNode, (sent) =>
      sent.params.code === '610910'
        ? { node: s610910, path: [XI, ch61, h6109], children: [tee], line: null }
        : sent.params.code === '61091000'
          ? { node: tee, path: [XI, ch61, h6109, s610910], children: [], line }
          : refuse(Code.NOT_FOUND, '编码不在海关编码库中'),
    ),
    on(toolbox.tariffLinePage, { records: [line], total: 1 }),
    on(toolbox.tariffSynonymPage, { records: synonyms, total: 2 }),
    ...over,
  );

/** A result's code, the button that opens it (jsdom names it with a space after the marked digits). */
const codeButton = (code: string) => screen.getByRole('button', { name: (name) => name.replace(/\s/g, '') === code });

describe('tariff code page', { timeout: 30_000 }, () => {
  it('searches as the user types, marks the match, shows the path, and opens a code in its tree', async () => {
    const { sent } = serve();
    renderPage(<TariffCodePage />, { at: '/tariffCode', permissions: [P.tariff.view] });
    expect(screen.getByText(/按编码（点和空格可有可无）/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), '6109');
    expect(await screen.findByText('共 3 条结果')).toBeInTheDocument();
    await waitFor(() => expect(sent(toolbox.tariffSearch).at(-1)!.query).toEqual({ q: '6109', limit: '30' }));

    const hitOf = (code: string) => codeButton(code).closest('li')!;
    const first = hitOf('6109');
    expect(within(first).getByText('6109', { selector: 'mark' })).toBeInTheDocument();
    expect(within(first).getByText('编码精确')).toBeInTheDocument();
    const lineHit = hitOf('6109.10.00');
    expect(within(lineHit).getByText('棉制针织T恤衫')).toBeInTheDocument();
    expect(within(lineHit).getByText('第 XI 类')).toBeInTheDocument();
    expect(within(lineHit).getByText('610910')).toBeInTheDocument();

    await user.click(codeButton('6109.10'));
    const detail = await screen.findByRole('region', { name: '所属路径' });
    expect(await within(detail).findByText('6109.10')).toBeInTheDocument();
    expect(within(detail).getByText('下级编码')).toBeInTheDocument();
    await user.click(within(detail).getByText('6109.10.00'));
    expect(await within(detail).findByText('件 / 千克')).toBeInTheDocument();
    expect(within(detail).getByText('没有下级编码')).toBeInTheDocument();
  });

  it('copies a code in one click', async () => {
    serve();
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<TariffCodePage />, { at: '/tariffCode?q=6109', permissions: [P.tariff.view] });
    await screen.findByText('共 3 条结果');
    await user.click(screen.getByRole('button', { name: '复制编码 61091000' }));
    expect(writeText).toHaveBeenCalledWith('61091000');
    expect(await screen.findByText('已复制 61091000')).toBeInTheDocument();
  });

  it('says so when nothing matches, and marks a pinyin match', async () => {
    serve();
    renderPage(<TariffCodePage />, { at: '/tariffCode?q=zzzz', permissions: [P.tariff.view] });
    expect(await screen.findByText('没有匹配“zzzz”的编码')).toBeInTheDocument();
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox');
    await user.clear(box);
    await user.type(box, 'mztx');
    expect(await screen.findByText('拼音')).toBeInTheDocument();
    expect(screen.getByText('棉制', { selector: 'mark' })).toBeInTheDocument();
  });

  it('keeps the national lines with tariff:edit and tariff:import only', async () => {
    serve();
    const { unmount } = renderPage(<TariffCodePage />, { at: '/tariffCode?tab=lines', permissions: [P.tariff.view] });
    expect(await screen.findByText('棉制针织T恤衫')).toBeInTheDocument();
    expect(screen.getByText('6109.10.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s?出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s?入/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增商品编码/ })).toBeNull();
    unmount();

    const { sent } = serve(on(toolbox.tariffLineUpdate, { ...line, name: '棉制针织男式T恤衫', version: 3 }));
    renderPage(<TariffCodePage />, {
      at: '/tariffCode?tab=lines',
      permissions: [P.tariff.view, P.tariff.edit, P.tariff.import],
    });
    await screen.findByText('棉制针织T恤衫');
    expect(screen.getByRole('button', { name: /导\s?入/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /模\s?板/ })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(screen.getByText('棉制针织T恤衫').closest('tr')!).getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('商品名称');
    await user.clear(name);
    await user.type(name, '棉制针织男式T恤衫');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(sent(toolbox.tariffLineUpdate)[0]?.body).toMatchObject({
        code: '61091000',
        name: '棉制针织男式T恤衫',
        unit2: '千克',
        rebateRate: '13',
        version: 2,
      }),
    );
  });

  it('offers the headings’ Chinese names by chapter to export to whoever sees codes, and to import to tariff:import only', async () => {
    serve();
    const { unmount } = renderPage(<TariffCodePage />, { at: '/tariffCode?tab=names', permissions: [P.tariff.view] });
    expect(await screen.findByRole('combobox', { name: '章' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s?出/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s?入/ })).toBeNull();
    unmount();
    serve();
    renderPage(<TariffCodePage />, { at: '/tariffCode?tab=names', permissions: [P.tariff.view, P.tariff.import] });
    expect(await screen.findByRole('button', { name: /导\s?入/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /模\s?板/ })).toBeInTheDocument();
  });

  it('says which everyday name found a code', async () => {
    serve();
    renderPage(<TariffCodePage />, { at: '/tariffCode?q=laptop', permissions: [P.tariff.view] });
    await screen.findByText('常用品名：laptop');
    const found = codeButton('8471.30').closest('li')!;
    expect(within(found).getByText('常用品名：laptop')).toBeInTheDocument();
  });

  it('shows the everyday names read only without tariff:edit', async () => {
    serve();
    renderPage(<TariffCodePage />, { at: '/tariffCode?tab=synonyms', permissions: [P.tariff.view] });
    expect(await screen.findByText('猫抓板')).toBeInTheDocument();
    expect(screen.getByText('4421.99, 9503')).toBeInTheDocument();
    for (const name of [/新增常用品名/, /^编\s?辑$/, /^删\s?除$/])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('adds an everyday name with its codes, and deletes one staff added only after a confirmation; a built-in one offers no delete', async () => {
    const added = { id: 3, word: '扫地机器人', codes: ['850811'], builtin: false, enabled: true, version: 1 };
    const { sent } = serve(on(toolbox.tariffSynonymCreate, added), on(toolbox.tariffSynonymRemove, null));
    renderPage(<TariffCodePage />, { at: '/tariffCode?tab=synonyms', permissions: [P.tariff.view, P.tariff.edit] });
    await screen.findByText('猫抓板');
    const row = (text: string) => screen.getByText(text).closest('tr')!;
    expect(within(row('laptop')).getByText('系统预置')).toBeInTheDocument();
    expect(within(row('laptop')).queryByRole('button', { name: /删\s?除/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /新增常用品名/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('品名'), '扫地机器人');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('必填')).toBeInTheDocument();
    const codes = within(dialog).getByRole('combobox', { name: '对应编码' });
    await user.type(codes, '12345{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('每个编码须为 2、4 或 6 位数字')).toBeInTheDocument();
    // The wrong code taken away with its tag's ×, then the right one typed.
    await user.click(
      within(dialog).getByTitle('12345').querySelector<HTMLElement>('.ant-select-selection-item-remove')!,
    );
    await user.type(codes, '8508.11{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(sent(toolbox.tariffSynonymCreate)[0]?.body).toEqual({
        word: '扫地机器人',
        codes: ['850811'],
        enabled: true,
      }),
    );

    await user.click(within(row('猫抓板')).getByRole('button', { name: /删\s?除/ }));
    const confirm = (await screen.findAllByText('删除常用品名“猫抓板”？'))[0]!.closest<HTMLElement>('[role="dialog"]')!;
    expect(sent(toolbox.tariffSynonymRemove)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(sent(toolbox.tariffSynonymRemove)[0]?.params).toEqual({ id: '2' }));
  });
});
