import type { ChargeableWeight } from '@fwd/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render.tsx';
import { upsWeight } from './quoteFixtures.ts';
import { WeightExplained } from './WeightExplained.tsx';

const { rules } = upsWeight;

describe('the chargeable weight explained', () => {
  it('bills sea by cubic metres or weight, whichever is more', () => {
    const weight: ChargeableWeight = {
      actual: '300',
      volumetric: '450',
      pieces: [],
      cbm: '1.5',
      rounded: '450',
      minimumApplied: false,
      chargeable: '450',
      rules: { ...rules, kgPerCbm: '300', step: '1' },
    };
    renderPage(<WeightExplained weight={weight} pieces={[]} />);
    expect(screen.getByText('体积 1.5 m³ × 300 kg/m³ = 450 kg，实重 300 kg，取大者')).toBeInTheDocument();
    expect(screen.getByText('按 1 kg 进位 → 450 kg')).toBeInTheDocument();
    expect(screen.getByText('计费重 450 kg')).toBeInTheDocument();
  });

  it('states the piece minimum and the second step above its threshold; no sizes, no volumetric weight', () => {
    const weight: ChargeableWeight = {
      actual: '21.2',
      volumetric: '0',
      pieces: [{ actual: '21.2', volumetric: '0', billed: '21.2', rounded: '22', count: 1 }],
      cbm: null,
      rounded: '22',
      minimumApplied: false,
      chargeable: '22',
      rules: { ...rules, pieceMinimum: '0.5', stepAbove: '20', stepAboveSize: '1' },
    };
    renderPage(<WeightExplained weight={weight} pieces={[]} />);
    expect(screen.getByText('实重 21.2 kg（未填尺寸，不计体积重）')).toBeInTheDocument();
    expect(screen.getByText('每件至少按 0.5 kg 计')).toBeInTheDocument();
    expect(screen.getByText('按 0.5 kg 进位（20 kg 以上按 1 kg 进位）→ 22 kg')).toBeInTheDocument();
    expect(screen.queryByText(/各件相加/)).not.toBeInTheDocument();
  });

  it('writes out the sum of several pieces, alike ones by their count, so the total can be checked', () => {
    const weight: ChargeableWeight = {
      actual: '8',
      volumetric: '14',
      cbm: null,
      rounded: '14',
      minimumApplied: false,
      chargeable: '14',
      rules,
      pieces: [
        { actual: '4', volumetric: '10', billed: '10', rounded: '10', count: 1 },
        { actual: '2', volumetric: '2', billed: '2', rounded: '2', count: 2 },
      ],
    };
    const sizes = [
      { length: '50', width: '40', height: '30', weight: '4', count: '1' },
      { length: '30', width: '20', height: '20', weight: '2', count: '2' },
    ];
    renderPage(<WeightExplained weight={weight} pieces={sizes} />);
    expect(screen.getByText('各件相加：10 + 2 × 2 = 14 kg')).toBeInTheDocument();
  });
});
