import type { Messages } from '../types.ts';

export default {
  tab: {
    customers: 'Customers',
    numberStatuses: 'Number statuses',
    trackingStatuses: 'Tracking statuses',
    countries: 'Countries',
  },
  shortName: 'Short name',
  fullName: 'Full name',
  owner: 'Sales owner',
  search: 'Search name, contact or phone',
  add: 'New customer',
  edit: 'Edit customer',
  empty: 'No customers yet',
  total_one: '{{count}} customer',
  total_other: '{{count}} customers',
  deleteOne: 'Delete the customer “{{name}}”?',
  fileBase: 'customers',
} satisfies Messages['customers'];
