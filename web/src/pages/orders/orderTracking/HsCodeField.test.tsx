import { toolbox, type TariffHit } from '@fwd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../../test/api.ts';
import { renderPage } from '../../../../test/render.tsx';
import { HsCodeField } from './HsCodeField.tsx';

const subheading: TariffHit = {
  code: '610910',
  level: 'subheading',
  nameEn: 'T-shirts, singlets and other vests; of cotton, knitted or crocheted',
  nameZh: null,
  rank: 'exact',
  matches: [{ field: 'code', ranges: [[0, 6]], pinyin: false }],
  synonym: null,
  path: [],
  effectiveFrom: null,
  effectiveTo: null,
};
const tee: TariffHit = {
  ...subheading,
  code: '61091000',
  level: 'line',
  nameEn: null,
  nameZh: '棉制针织T恤衫',
  rank: 'word',
  matches: [{ field: 'nameZh', ranges: [[4, 6]], pinyin: false }],
};

const serve = () =>
  mockApi(
    on(toolbox.tariffSearch, (sent) =>
      sent.query.q === '610910'
        ? { total: 1, known: true, hits: [subheading] }
        : sent.query.q === 'T恤'
          ? { total: 2, known: false, hits: [{ ...subheading, rank: 'partial' as const }, tee] }
          : sent.query.q === '61091000'
            ? { total: 1, known: true, hits: [{ ...tee, rank: 'exact' as const }] }
            : { total: 0, known: false, hits: [] },
    ),
  );

function Field({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return <HsCodeField id="hsCode" value={value} onChange={setValue} />;
}

describe('the order drawer’s HS code field', { timeout: 30_000 }, () => {
  it('flags a code the nomenclature does not hold, naming its subheading, without refusing it', async () => {
    serve();
    renderPage(<Field initial="6109100099" />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '编码 6109.10.00.99 不在本公司商品编码中，所属子目 6109.10：T-shirts',
      ),
    );
  });

  it('flags a code with no subheading either', async () => {
    serve();
    renderPage(<Field initial="999911" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('编码 9999.11 不在海关编码库中，请核对');
  });

  it('searches by words and fills the digits of the code chosen; a known code is not flagged', async () => {
    const { sent } = serve();
    renderPage(<Field initial={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox'), 'T恤');
    await user.click(await screen.findByText('棉制针织T恤衫'));
    expect(screen.getByRole('combobox')).toHaveValue('61091000');
    await waitFor(() => expect(sent(toolbox.tariffSearch).some((c) => c.query.q === '61091000')).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
