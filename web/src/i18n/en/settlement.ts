import type { Messages } from '../types.ts';

/** Settlement: order charges. */
const settlement: Messages['settlement'] = {
  total_one: '{{count}} order',
  total_other: '{{count}} orders',
  col: {
    numbers: 'Waybill',
    customer: 'Customer',
    channel: 'Channel',
    country: 'Destination',
    weight: 'Weight × pieces',
    chargeable: 'Chargeable (kg)',
    state: 'Charge',
    sale: 'Sale',
    cost: 'Expected cost',
    profit: 'Profit',
    entryDate: 'Entered',
  },
  state: { all: 'All', pending: 'Not priced', priced: 'Priced', billed: 'Billed' },
  reason: {
    notYetPriced: 'Not priced yet',
    noWeight: 'No weight',
    noChannel: 'No channel',
    noCustomerSheet: 'No customer sheet in force on the entry date',
    notQuoting: 'The channel does not quote on the entry date',
    noSheet: 'No rate sheet in force on the entry date',
    countryNotServed: 'The channel does not serve {{country}}',
    noZone: 'Postcode {{postcode}} is in no zone',
    overWeight: 'Over the channel’s {{limit}} kg ({{value}} kg)',
    pieceWeight: 'A piece over {{limit}} kg ({{value}} kg)',
    longestSide: 'Longest side over {{limit}} cm',
    girth: 'Girth over {{limit}} cm',
    noRate: 'No rate for {{value}} kg',
    cargo: 'The channel does not take this cargo',
  },
  filter: { numbers: 'Waybill number', customer: 'Customer' },
  bulk: {
    open: 'Price in bulk',
    title: 'Price orders in bulk',
    start: 'Start',
    hint: 'Prices orders on the sheets in force on their entry date, with the customers’ price levels; billed orders stay as they are. It runs in the background: you may close this window.',
    scope: 'Orders',
    unpriced: 'Never priced or not priceable yet',
    unbilled: 'Every order not billed (price again)',
  },
};
export default settlement;
