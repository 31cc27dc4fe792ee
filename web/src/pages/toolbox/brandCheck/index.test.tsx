import { brands, channels, P, type BrandCheckResult, type BrandHit, type BrandRow } from '@fwd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on, refuse } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import BrandCheckPage from './index.tsx';

const dhl = { id: 3, code: 'DHL-EXP', name: 'DHL 快递' };
const hit = (over: Partial<BrandHit> = {}): BrandHit => ({
  brandId: 1,
  brand: 'Nike',
  alias: 'Nike',
  matched: 'NIKE',
  start: 5,
  end: 9,
  how: 'wholeWord',
  distance: 0,
  category: 'infringing',
  riskLevel: 'high',
  channels: [dhl],
  ...over,
});
const checked: BrandCheckResult = {
  brands: 120,
  lines: [
    { line: 1, text: 'Mens NIKE shoes', hits: [hit()] },
    { line: 2, text: 'cotton socks', hits: [] },
    {
      line: 3,
      text: 'adidass 香奈儿',
      hits: [
        hit({
          brandId: 2,
          brand: 'Adidas',
          alias: 'Adidas',
          matched: 'adidass',
          start: 0,
          end: 7,
          how: 'fuzzy',
          distance: 1,
          channels: [],
        }),
      ],
    },
  ],
};
const nike: BrandRow = {
  id: 1,
  name: 'Nike',
  aliases: ['耐克'],
  category: 'infringing',
  riskLevel: 'high',
  channels: [dhl],
  wholeWord: false,
  remark: null,
  enabled: true,
  version: 2,
};
const serve = (...over: ReturnType<typeof on>[]) =>
  mockApi(
    on(brands.brandCheck, checked),
    on(brands.brandPage, {
      records: [
        nike,
        {
          ...nike,
          id: 2,
          name: 'Apple',
          aliases: ['苹果'],
          category: 'sensitive',
          wholeWord: true,
          channels: [],
          enabled: false,
        },
      ],
      total: 2,
    }),
    on(brands.brandWordPage, { records: [{ id: 1, word: '苹果汁', remark: '水果', version: 1 }], total: 1 }),
    on(channels.methods, [{ id: 3, code: 'DHL-EXP', name: 'DHL 快递', mode: 'express', incoterm: 'DDP' }]),
    ...over,
  );
const row = (text: string) => screen.getByText(text).closest('tr')!;

describe('brand check page', { timeout: 30_000 }, () => {
  it('checks pasted lines, marks the matched text and says how, the category and the refusing channels', async () => {
    const { sent } = serve();
    renderPage(<BrandCheckPage />, { at: '/brandCheck', permissions: [P.brand.view] });
    expect(screen.getByText('粘贴商品描述或上传 Excel 后点击“检查”')).toBeInTheDocument();
    const user = userEvent.setup();
    const run = screen.getByRole('button', { name: /检\s*查/ });
    expect(run).toBeDisabled();
    await user.type(
      screen.getByLabelText('商品描述'),
      'Mens NIKE shoes{enter}{enter}cotton socks{enter}adidass 香奈儿',
    );
    expect(screen.getByText('3 / 1,000 行')).toBeInTheDocument();
    await user.click(run);
    await waitFor(() =>
      expect(sent(brands.brandCheck).at(-1)!.body).toEqual({
        lines: ['Mens NIKE shoes', 'cotton socks', 'adidass 香奈儿'],
      }),
    );
    expect(await screen.findByText('共 3 条描述，2 条命中品牌（品牌库 120 个启用品牌）')).toBeInTheDocument();
    const first = screen.getByText('NIKE', { selector: 'mark' }).closest('tr')!;
    expect(within(first).getByText('整词')).toBeInTheDocument();
    expect(within(first).getByText('拒收渠道：DHL 快递')).toBeInTheDocument();
    expect(
      within(screen.getByText('adidass', { selector: 'mark' }).closest('tr')!).getByText('近似（距离 1）'),
    ).toBeInTheDocument();
    expect(within(row('cotton socks')).getByText('没有命中任何品牌')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: '只看命中' }));
    expect(screen.queryByText('cotton socks')).not.toBeInTheDocument();
  });

  it('refuses more than 1,000 lines before sending them', async () => {
    const { sent } = serve();
    renderPage(<BrandCheckPage />, { at: '/brandCheck', permissions: [P.brand.view] });
    const user = userEvent.setup();
    const box = screen.getByLabelText('商品描述');
    await user.click(box);
    await user.paste(Array.from({ length: 1001 }, (_, i) => `item ${i}`).join('\n'));
    expect(screen.getByText('最多检查 1,000 行，请删减后再检查')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /检\s*查/ })).toBeDisabled();
    expect(sent(brands.brandCheck)).toHaveLength(0);
  });

  it('lists the brands with their category and channels, offers editing only to those who may', async () => {
    serve();
    renderPage(<BrandCheckPage />, { at: '/brandCheck?tab=brands', permissions: [P.brand.view] });
    expect(await screen.findByText('Nike')).toBeInTheDocument();
    expect(within(row('Nike')).getByText('侵权/仿牌')).toBeInTheDocument();
    expect(within(row('Nike')).getByText('DHL 快递')).toBeInTheDocument();
    expect(within(row('Apple')).getAllByText('仅整词匹配').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /新增品牌/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s*入/ })).not.toBeInTheDocument();
    expect(within(row('Nike')).getByRole('switch')).toBeDisabled();
  });

  it('edits a brand with its version, and shows a conflict with the brand as it is now', async () => {
    const { sent } = serve(
      on(brands.brandUpdate, refuse(40900, '数据已被他人修改', { data: { ...nike, riskLevel: 'medium', version: 3 } })),
    );
    renderPage(<BrandCheckPage />, {
      at: '/brandCheck?tab=brands',
      permissions: [P.brand.view, P.brand.edit, P.brand.import],
    });
    await screen.findByText('Nike');
    expect(screen.getByRole('button', { name: /导\s*入/ })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row('Nike')).getByRole('button', { name: /编\s*辑/ }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(sent(brands.brandUpdate).at(-1)!.body).toMatchObject({
        name: 'Nike',
        aliases: ['耐克'],
        channelIds: [3],
        version: 2,
      }),
    );
    expect(await within(drawer).findByText('已载入他人修改后的最新内容')).toBeInTheDocument();
  });

  it('lists the words that are not brands', async () => {
    serve();
    renderPage(<BrandCheckPage />, { at: '/brandCheck?tab=words', permissions: [P.brand.view] });
    expect(await screen.findByText('苹果汁')).toBeInTheDocument();
    expect(screen.getByText(/落在这些词里的匹配不算命中/)).toBeInTheDocument();
  });
});
