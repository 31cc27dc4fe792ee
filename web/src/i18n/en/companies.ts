import type { Messages } from '../types.ts';

export default {
  title: 'Companies',
  all: 'All employees',
  add: 'Add company',
  namePlaceholder: 'Company name',
  rename: 'Rename',
  deleteConfirm: 'Delete the company "{{name}}"?',
  employees_one: '{{count}} active employee',
  employees_other: '{{count}} active employees',
  empty: 'No companies yet',
  created: 'Company added',
  renamed: 'Company renamed',
  deleted: 'Company deleted',
} satisfies Messages['companies'];
