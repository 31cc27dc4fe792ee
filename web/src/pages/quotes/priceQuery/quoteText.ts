import type { PriceList, Quote } from '@fwd/contract';
import type { PriceQuery } from '../../../api/quotes.ts';
import type { QuoteWords } from '../components/useQuoteWords.ts';

/**
 * A quote as plain text for a chat message, in the user's language: the
 * channel and destination, the chargeable weight, each line with how it was
 * reached, the total and the transit days.
 */
export function quoteText(quote: Quote, list: PriceList, query: PriceQuery, words: QuoteWords): string {
  const { t, money, number } = words;
  const destination = query.postcode ? `${list.country.countryName} ${query.postcode}` : list.country.countryName;
  const lines = quote.lines.map((line) => {
    const how = words.lineHow(line, quote.currency);
    const name = words.lineName(line);
    const amount = money(line.amount, quote.currency);
    return how ? t('price.text.line', { name, amount, how }) : t('price.text.lineOnly', { name, amount });
  });
  const transit =
    quote.transitMin === null && quote.transitMax === null
      ? []
      : [t('price.text.transit', { days: words.transit(quote.transitMin, quote.transitMax) })];
  return [
    t('price.text.header', { channel: quote.channel.name, code: quote.channel.code, country: destination }),
    t('price.text.chargeable', { kg: number(quote.chargeable) }),
    ...lines,
    t('price.text.total', { total: money(quote.total, quote.currency, quote.minorUnit) }),
    ...transit,
  ].join('\n');
}
