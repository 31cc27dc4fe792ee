import { brands, P, type BrandHit } from '@fwd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { BrandWarning } from './BrandWarning.tsx';

const dhl = { id: 3, code: 'DHL-EXP', name: 'DHL 快递' };
const nike: BrandHit = {
  brandId: 1,
  brand: 'Nike',
  alias: 'Nike',
  matched: 'NIKE',
  start: 0,
  end: 4,
  how: 'wholeWord',
  distance: 0,
  category: 'infringing',
  riskLevel: 'high',
  channels: [dhl],
};

/** The drawer's two fields the warning reads, and the warning under them. */
function Drawer({ channelId }: { channelId: number | null }) {
  return (
    <Form initialValues={{ goodsDescription: '', channelId }}>
      <Form.Item name="goodsDescription" label="货物描述">
        <Input />
      </Form.Item>
      <Form.Item name="channelId" hidden>
        <Input />
      </Form.Item>
      <BrandWarning />
    </Form>
  );
}

describe('the order drawer’s brand warning', { timeout: 30_000 }, () => {
  it('checks the description once typing rests, and says when the order’s channel refuses the brand', async () => {
    const { sent } = mockApi(
      on(brands.brandCheck, ({ body }) => ({
        brands: 1,
        lines: [{ line: 1, text: (body as { lines: string[] }).lines[0]!, hits: [nike] }],
      })),
    );
    renderPage(<Drawer channelId={3} />, { permissions: [P.brand.view] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('货物描述'), 'NIKE shoes');
    expect(await screen.findByText('当前渠道“DHL 快递”拒收 Nike')).toBeInTheDocument();
    expect(screen.getByText(/Nike（侵权\/仿牌，高风险）：匹配“NIKE”/)).toBeInTheDocument();
    // One question for the settled text, not one a keystroke.
    expect(sent(brands.brandCheck).map((s) => s.body)).toEqual([{ lines: ['NIKE shoes'] }]);
  });

  it('warns without naming a channel when the order’s is not among those refusing, and asks nothing without brand:view', async () => {
    const { sent } = mockApi(on(brands.brandCheck, { brands: 1, lines: [{ line: 1, text: 'x', hits: [nike] }] }));
    const { unmount } = renderPage(<Drawer channelId={9} />, { permissions: [P.brand.view] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('货物描述'), 'NIKE');
    expect(await screen.findByText('商品描述可能含有品牌')).toBeInTheDocument();
    unmount();
    renderPage(<Drawer channelId={9} />, { permissions: [] });
    await user.type(screen.getByLabelText('货物描述'), 'NIKE');
    await waitFor(() => expect(sent(brands.brandCheck)).toHaveLength(1));
    expect(screen.queryByText('商品描述可能含有品牌')).not.toBeInTheDocument();
  });
});
