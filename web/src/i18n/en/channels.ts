import type { Messages } from '../types.ts';

export default {
  add: 'New channel',
  editTitle: 'Edit channel',
  search: 'Search code, name or carrier',
  empty: 'No channels yet',
  noMatch: 'No channel matches “{{keyword}}”',
  total_one: '{{count}} channel',
  total_other: '{{count}} channels',
  deleteOne: 'Delete the channel “{{name}}”?',
  codePattern: 'Starts with a letter or digit; letters, digits, dot, dash, underscore; up to 30',
  sortHint: 'Lower comes first',
  tab: {
    express: 'Express',
    air: 'Air',
    seaDdp: 'Sea DDP',
  },
  mode: {
    express: 'Express',
    air: 'Air',
    sea: 'Sea',
  },
  /** Why an enabled channel prices nothing today (the list's warning tag). */
  priceGap: {
    notQuoting: 'Not quoting',
    noSheet: 'No rate sheet in force',
    notQuotingHint: "Today is outside the quote settings' quoting days",
    noSheetHint: 'No rate sheet is in force today: the price query leaves the channel out',
  },
  unpricedOnly: 'Only those not quoting today',
  field: {
    code: 'Code',
    name: 'Name',
    mode: 'Mode',
    incoterm: 'Incoterm',
    carrier: 'Carrier',
    enabled: 'Enabled',
    sort: 'Order',
  },
} satisfies Messages['channels'];
