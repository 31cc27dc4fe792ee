import type { Messages } from '../types.ts';

export default {
  name: 'Name',
  code: 'Code',
  color: 'Colour',
  colorOf: 'Colour of {{name}}',
  order: 'Order',
  up: 'Move {{name}} up',
  down: 'Move {{name}} down',
} satisfies Messages['statuses'];
