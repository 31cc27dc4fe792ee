import type { Messages } from '../types.ts';

export default {
  name: 'Name',
  code: 'Code',
  color: 'Colour',
  colorOf: 'Colour of {{name}}',
  order: 'Order',
  up: 'Move {{name}} up',
  down: 'Move {{name}} down',
  add: 'New status',
  addTitle: 'New number status',
  editTitle: 'Edit number status',
  deleteOne: 'Delete the number status "{{name}}"?',
  orders: 'Waybills',
  inUseTitle: 'The number status "{{name}}" cannot be deleted',
  inUse_one: '{{count}} waybill has this status. Give it another status first, or disable this one.',
  inUse_other: '{{count}} waybills have this status. Give them another status first, or disable this one.',
  translation: 'Left blank, the Chinese name shows',
  custom: 'Custom',
} satisfies Messages['statuses'];
