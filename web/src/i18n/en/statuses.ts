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
  translation: 'Left blank, the Chinese name shows',
  custom: 'Custom',
} satisfies Messages['statuses'];
