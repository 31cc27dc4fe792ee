import {
  CARGO_TYPES,
  CHANNEL_MODES,
  RATE_MODELS,
  type CargoType,
  type Exclusion,
  type PriceList,
  type QuoteLine,
  type RateModel,
} from '@fwd/contract';
import { useTranslation } from 'react-i18next';
import type { PriceQuery } from '../../../api/quotes.ts';
import { formatDecimal, formatMoney } from '../../../utils/money.ts';

/** A detail number by its key, in words (money or a decimal). */
type Worded = (key: string) => string;
type ChannelMode = (typeof CHANNEL_MODES)[number];
type RateRow = {
  model: RateModel;
  price: string;
  firstKg: string | null;
  stepKg: string | null;
  stepPrice: string | null;
  pieceFee: string | null;
};

const isRateModel = (name: string): name is RateModel => (RATE_MODELS as readonly string[]).includes(name);
const isCargoType = (name: string): name is CargoType => (CARGO_TYPES as readonly string[]).includes(name);
const isChannelMode = (name: string): name is ChannelMode => (CHANNEL_MODES as readonly string[]).includes(name);

/**
 * The quote area's numbers in words, in the user's language: money with its
 * currency in the user's locale, kg and cm as written, each quote line from
 * its detail numbers (contract `quoteLine.detail`), each exclusion from its
 * reason and numbers, rate rows by their model.
 */
export function useQuoteWords() {
  const { t, i18n } = useTranslation(['quotes', 'channels']);
  const language = i18n.language;
  const money = (amount: string | number, currency: string, digits?: number) =>
    formatMoney(String(amount), currency, language, digits);
  /** A decimal as written; a number the server left out shows as a dash, never as NaN. */
  const number = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? '—' : formatDecimal(value, language);

  const transit = (min: number | null, max: number | null) => {
    if (min === null && max === null) return '—';
    if (min === null || max === null || min === max) return t('result.oneDay', { count: (min ?? max)! });
    return t('result.days', { min, max });
  };
  const cargo = (type: CargoType) => t(`query.cargo.${type}`);
  const mode = (name: string) => (isChannelMode(name) ? t(`channels:mode.${name}`) : name);
  const model = (name: string) => (isRateModel(name) ? t(`lines.model.${name}`) : name);
  /** The base by its model; a surcharge by its rule's name. */
  const lineName = (line: QuoteLine) =>
    line.kind === 'base' ? t('lines.base', { model: model(line.name) }) : line.name;

  /** The base's formula by its model (the line's name), then its band. */
  const baseParts = ({ name, detail: d }: QuoteLine, m: Worded, n: Worded): string[] => {
    const formula = {
      flat: () => t('lines.flat', { rate: m('rate') }),
      perKg: () => t('lines.perKg', { kg: n('kg'), rate: m('rate') }),
      firstAdditional: () =>
        t('lines.firstAdditional', {
          firstKg: n('firstKg'),
          rate: m('rate'),
          steps: n('steps'),
          stepPrice: m('stepPrice'),
          stepKg: n('stepKg'),
        }),
      perKgPlusFee: () =>
        t('lines.perKgPlusFee', { kg: n('kg'), rate: m('rate'), pieces: n('pieces'), fee: m('pieceFee') }),
    };
    return [
      ...(isRateModel(name) ? [formula[name]()] : []),
      ...(d.fromKg !== undefined && d.toKg !== undefined
        ? [t('lines.band', { from: n('fromKg'), to: n('toKg') })]
        : []),
    ];
  };

  /** A surcharge's formula by its basis, what its condition found, and its minimum. */
  const surchargeParts = (line: QuoteLine, m: Worded, n: Worded): string[] => {
    const d = line.detail;
    const formula = {
      percent: () => t('lines.percent', { of: m('of'), percent: n('percent') }),
      shipment: () => t('lines.perShipment', { rate: m('rate') }),
      piece: () => t('lines.perPiece', { pieces: n('pieces'), rate: m('rate') }),
      kg: () => t('lines.perKg', { kg: n('kg'), rate: m('rate') }),
    };
    const basis = String(d.basis) as keyof typeof formula;
    const found = [
      d.remoteClass !== undefined && t('lines.remoteClass', { remoteClass: String(d.remoteClass) }),
      d.thresholdCm !== undefined && t('lines.thresholdCm', { cm: n('thresholdCm') }),
      d.girthCm !== undefined && t('lines.girthCm', { cm: n('girthCm') }),
      d.thresholdKg !== undefined && t('lines.thresholdKg', { kg: n('thresholdKg') }),
      typeof d.cargoType === 'string' && isCargoType(d.cargoType) && cargo(d.cargoType),
      d.seasonFrom !== undefined && t('lines.season', { from: String(d.seasonFrom), to: String(d.seasonTo ?? '…') }),
    ];
    // Amounts come as the engine writes decimals (no trailing zeros): equal values are equal strings.
    const raised =
      d.minimum !== undefined && d.computed !== undefined && d.minimum === line.amount && d.computed !== line.amount;
    const minimum =
      d.minimum === undefined
        ? []
        : [
            raised
              ? t('lines.raised', { computed: m('computed'), minimum: m('minimum') })
              : t('lines.minimum', { minimum: m('minimum') }),
          ];
    return [
      ...(basis in formula ? [formula[basis]()] : []),
      ...found.filter((part): part is string => Boolean(part)),
      ...minimum,
    ];
  };

  /** How a line was reached, in words, from the numbers it carries (contract `quoteLine.detail`). */
  const lineHow = (line: QuoteLine, currency: string): string => {
    const m = (key: string) => (line.detail[key] === undefined ? '—' : money(line.detail[key], currency));
    const n = (key: string) => number(line.detail[key]);
    const parts = line.kind === 'base' ? baseParts(line, m, n) : surchargeParts(line, m, n);
    return parts.join(t('lines.separator'));
  };

  /** A rate row's price by its model (运费查询's grid). */
  const rate = (row: RateRow, currency: string) => {
    const m = (value: string | null) => (value === null ? '—' : money(value, currency));
    const price = m(row.price);
    switch (row.model) {
      case 'flat':
        return t('lines.rate.flat', { price });
      case 'perKg':
        return t('lines.rate.perKg', { price });
      case 'firstAdditional':
        return t('lines.rate.firstAdditional', {
          price,
          firstKg: number(row.firstKg),
          stepKg: number(row.stepKg),
          stepPrice: m(row.stepPrice),
        });
      case 'perKgPlusFee':
        return t('lines.rate.perKgPlusFee', { price, fee: m(row.pieceFee) });
    }
  };

  /** Why a channel was left out, with its numbers ("最长边 130 cm 超过 120 cm 上限"; contract `exclusion.detail`). */
  const exclusion = ({ reason, detail }: Exclusion, list: PriceList, query: PriceQuery): string => {
    const date = String(detail.date ?? list.date);
    const country = list.country.countryName;
    const limits = { value: number(detail.value), limit: number(detail.limit) };
    switch (reason) {
      case 'notQuoting': {
        // A period open at one end is worded by the end it has ("quotes until …"), not as "from open".
        const period =
          detail.from && detail.to
            ? 'notQuotingPeriod'
            : detail.from
              ? 'notQuotingFrom'
              : detail.to
                ? 'notQuotingUntil'
                : 'notQuoting';
        return t(`exclusions.${period}`, { date, from: detail.from, to: detail.to });
      }
      case 'noSheet':
        return detail.from
          ? t('exclusions.noSheetFrom', { date, from: detail.from })
          : t('exclusions.noSheet', { date });
      case 'countryNotServed':
        return t('exclusions.countryNotServed', { country });
      case 'noZone': {
        const postcode = detail.postcode || query.postcode;
        return postcode ? t('exclusions.noZonePostcode', { postcode }) : t('exclusions.noZone', { country });
      }
      case 'overWeight':
      case 'pieceWeight':
      case 'longestSide':
      case 'girth':
        return t(`exclusions.${reason}`, limits);
      case 'noRate':
        return detail.limit !== undefined
          ? t('exclusions.noRateLimit', { zone: String(detail.zone ?? '—'), ...limits })
          : t('exclusions.noRate', { zone: String(detail.zone ?? '—'), value: limits.value });
      case 'cargo': {
        const names = (text: unknown) =>
          String(text ?? '')
            .split(',')
            .filter(isCargoType)
            .map(cargo)
            .join(t('lines.separator'));
        const asked = names(detail.value) || cargo(query.cargoType ?? 'general');
        const accepted = names(detail.limit);
        return accepted
          ? t('exclusions.cargoOnly', { cargo: asked, accepted })
          : t('exclusions.cargo', { cargo: asked });
      }
    }
  };

  return { t, money, number, transit, cargo, mode, model, lineName, lineHow, rate, exclusion };
}

export type QuoteWords = ReturnType<typeof useQuoteWords>;
