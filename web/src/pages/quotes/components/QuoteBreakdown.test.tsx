import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render.tsx';
import { QuoteBreakdown } from './QuoteBreakdown.tsx';
import { upsQuote } from './quoteFixtures.ts';

describe('a quote’s lines', () => {
  it('shows a peak-season surcharge under its name and kind, per chargeable kg, with its season', () => {
    const peak = {
      kind: 'peak' as const,
      name: '旺季附加费',
      ruleId: 8,
      amount: '22',
      detail: { basis: 'kg', rate: '2', kg: '11', seasonFrom: '2026-11-01', seasonTo: '2027-01-15' },
    };
    renderPage(
      <QuoteBreakdown quote={{ ...upsQuote, lines: [upsQuote.lines[0]!, peak], sum: '157.85', total: '157.85' }} />,
    );
    const row = screen.getByText('旺季附加费').closest('tr')!;
    expect(within(row).getByText('旺季')).toBeInTheDocument();
    expect(within(row).getByText('11 kg × ¥2.00/kg，旺季 2026-11-01 至 2027-01-15')).toBeInTheDocument();
    expect(within(row).getByText('¥22.00')).toBeInTheDocument();
  });
});
