import { CHANNEL_MODES, RATE_MODELS, type CargoType, type Exclusion, type PriceList, type QuoteLine, type RateModel } from '@fwd/contract';
import { useTranslation } from 'react-i18next';
import type { PriceQuery } from '../../../api/quotes.ts';
import { formatDecimal, formatMoney } from '../../../utils/money.ts';

type Detail = Record<string, string | number>;
type ChannelMode = (typeof CHANNEL_MODES)[number];
type RateRow = { model: RateModel; price: string; firstKg: string | null; stepKg: string | null; stepPrice: string | null; pieceFee: string | null };

const isRateModel = (name: string): name is RateModel => (RATE_MODELS as readonly string[]).includes(name);
const isChannelMode = (name: string): name is ChannelMode => (CHANNEL_MODES as readonly string[]).includes(name);

/**
 * The quote area's numbers in words, in the user's language: money with its
 * currency in the user's locale, kg and cm as written, each quote line from
 * its detail numbers (contract `quoteLine.detail`), each exclusion from its
 * reason and numbers, rate rows by their model.
 */
export function useQuoteWords() {
  const { t, i18n } = useTranslation('quote');
  const language = i18n.language;
  const money = (amount: string | number, currency: string, digits?: number) => formatMoney(String(amount), currency, language, digits);
  /** A decimal as written; a number the server left out shows as a dash, never as NaN. */
  const number = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : formatDecimal(value, language));

  const transit = (min: number | null, max: number | null) => {
    if (min === null && max === null) return '—';
    if (min === null || max === null || min === max) return t('result.oneDays', { days: min ?? max });
    return t('result.days', { min, max });
  };
  const cargo = (type: CargoType) => t(`query.cargo.${type}`);
  const mode = (name: string) => (isChannelMode(name) ? t(`mode.${name}`) : name);
  const model = (name: string) => (isRateModel(name) ? t(`lines.model.${name}`) : name);
  /** The base by its model; a surcharge by its rule's name. */
  const lineName = (line: QuoteLine) => (line.kind === 'base' ? t('lines.base', { model: model(line.name) }) : line.name);

  /** How a line was reached: its formula from the numbers it carries, then its minimum and remote class. */
  const lineHow = ({ detail }: { detail: Detail }, currency: string): string => {
    const has = (key: string) => detail[key] !== undefined && detail[key] !== '';
    const m = (key: string) => money(detail[key]!, currency);
    const n = (key: string) => number(detail[key]);
    const parts: string[] = [];
    if (has('percent') && has('of')) parts.push(t('lines.percent', { of: m('of'), percent: n('percent') }));
    else if (has('firstKg')) parts.push(t('lines.firstAdditional', { firstKg: n('firstKg'), rate: m('rate'), steps: n('steps'), stepPrice: m('stepPrice'), stepKg: n('stepKg') }));
    else if (has('kg') && has('rate')) parts.push(t('lines.perKg', { kg: n('kg'), rate: m('rate') }));
    else if (has('pieces') && has('rate')) parts.push(t('lines.perPiece', { pieces: n('pieces'), rate: m('rate') }));
    else if (has('rate')) parts.push(t('lines.flat', { rate: m('rate') }));
    if (has('pieceFee')) parts.push(t('lines.pieceFee', { pieces: n('pieces'), fee: m('pieceFee') }));
    if (has('minimum')) parts.push(t('lines.minimum', { minimum: m('minimum') }));
    if (has('remoteClass')) parts.push(t('lines.remoteClass', { remoteClass: String(detail.remoteClass) }));
    return parts.join(' ');
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
        return t('lines.rate.firstAdditional', { price, firstKg: number(row.firstKg), stepKg: number(row.stepKg), stepPrice: m(row.stepPrice) });
      case 'perKgPlusFee':
        return t('lines.rate.perKgPlusFee', { price, fee: m(row.pieceFee) });
    }
  };

  /** Why a channel was left out, with its numbers ("最长边 130 cm 超过 120 cm 上限"). */
  const exclusion = ({ reason, detail }: Exclusion, list: PriceList, query: PriceQuery): string => {
    const limits = { value: number(detail.value), limit: number(detail.limit) };
    switch (reason) {
      case 'notQuoting':
        return detail.from || detail.to
          ? t('exclusions.notQuotingPeriod', { date: list.date, from: detail.from ?? t('exclusions.open'), to: detail.to ?? t('exclusions.open') })
          : t('exclusions.notQuoting', { date: list.date });
      case 'noSheet':
        return t('exclusions.noSheet', { date: list.date });
      case 'countryNotServed':
        return t('exclusions.countryNotServed', { country: list.country.countryName });
      case 'noZone':
        return query.postcode ? t('exclusions.noZonePostcode', { postcode: query.postcode }) : t('exclusions.noZone', { country: list.country.countryName });
      case 'overWeight':
      case 'pieceWeight':
      case 'longestSide':
      case 'girth':
        return t(`exclusions.${reason}`, limits);
      case 'noRate':
        return t('exclusions.noRate', { zone: String(detail.zone ?? '—'), kg: number(detail.kg) });
      case 'cargo':
        return t('exclusions.cargo', { cargo: cargo(query.cargoType ?? 'general') });
    }
  };

  return { t, money, number, transit, cargo, mode, model, lineName, lineHow, rate, exclusion };
}

export type QuoteWords = ReturnType<typeof useQuoteWords>;
