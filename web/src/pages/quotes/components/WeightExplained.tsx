import type { ChargeableWeight } from '@fwd/contract';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { PieceValues } from './quoteQuery.ts';
import { useQuoteWords } from './useQuoteWords.ts';

type PieceRow = ChargeableWeight['pieces'][number] & { key: number; size: PieceValues | undefined };

/** Whether a decimal string is zero ("0", "0.000"): compared as written, no float. */
const isZero = (value: string) => !/[1-9]/.test(value);

/**
 * How a quote's chargeable weight was reached, step by step: each piece's
 * actual and volumetric weight (L×W×H / the channel's divisor) and what it
 * bills (sea: the cubic metres against the actual weight), the rounding to the
 * channel's step, its minimum, the result. `pieces` are the sizes as queried,
 * in the order the quote lists the pieces.
 */
export function WeightExplained({ weight, pieces }: { weight: ChargeableWeight; pieces: PieceValues[] }) {
  const { t, number } = useQuoteWords();
  const { rules } = weight;
  const columns: TableColumnsType<PieceRow> = [
    { key: 'piece', title: t('weight.piece'), render: (_, row) => row.key + 1 },
    {
      key: 'size',
      title: t('weight.size'),
      render: (_, { size }) =>
        size ? `${number(size.length)}×${number(size.width)}×${number(size.height)}` : t('weight.noSize'),
    },
    { key: 'actual', title: t('weight.actual'), render: (_, row) => number(row.actual) },
    {
      key: 'volumetric',
      title: t('weight.volumetric'),
      render: (_, { size, volumetric }) =>
        size
          ? t('weight.volumeFormula', {
              l: number(size.length),
              w: number(size.width),
              h: number(size.height),
              divisor: rules.divisor,
              kg: number(volumetric),
            })
          : number(volumetric),
    },
    { key: 'billed', title: t('weight.billed'), render: (_, row) => number(row.billed) },
    { key: 'rounded', title: t('weight.rounded'), render: (_, row) => <strong>{number(row.rounded)}</strong> },
    { key: 'count', title: t('weight.count'), render: (_, row) => row.count },
  ];
  const rounding =
    rules.stepAbove && rules.stepAboveSize
      ? t('weight.stepAbove', {
          step: number(rules.step),
          above: number(rules.stepAbove),
          stepAbove: number(rules.stepAboveSize),
          kg: number(weight.rounded),
        })
      : t('weight.step', { step: number(rules.step), kg: number(weight.rounded) });
  // Several pieces (or alike ones counted): the sum the rounding led to, written out, so the total can be checked.
  const added = weight.cbm === null && (weight.pieces.length > 1 || weight.pieces.some((p) => p.count > 1));
  const terms = weight.pieces
    .map((p) => (p.count > 1 ? `${number(p.rounded)} × ${p.count}` : number(p.rounded)))
    .join(' + ');
  return (
    <div className="quote-weight">
      <Typography.Text strong>{t('weight.title')}</Typography.Text>
      {weight.cbm !== null ? (
        <p>
          {t('weight.sea', {
            cbm: number(weight.cbm),
            kgPerCbm: number(rules.kgPerCbm),
            volumetric: number(weight.volumetric),
            actual: number(weight.actual),
          })}
        </p>
      ) : pieces.length > 0 ? (
        <Table<PieceRow>
          size="small"
          pagination={false}
          columns={columns}
          dataSource={weight.pieces.map((piece, key) => ({ ...piece, key, size: pieces[key] }))}
        />
      ) : (
        <p>{t('weight.actualOnly', { kg: number(weight.actual) })}</p>
      )}
      <ol className="quote-steps">
        {weight.cbm === null && !isZero(rules.pieceMinimum) && (
          <li>{t('weight.pieceMinimum', { kg: number(rules.pieceMinimum) })}</li>
        )}
        <li>{rounding}</li>
        {added && <li>{t('weight.sum', { terms, kg: number(weight.rounded) })}</li>}
        {weight.minimumApplied && (
          <li>{t('weight.minimum', { minimum: number(rules.minChargeable), kg: number(weight.chargeable) })}</li>
        )}
        <li>
          <strong>{t('weight.chargeable', { kg: number(weight.chargeable) })}</strong>
        </li>
      </ol>
    </div>
  );
}
