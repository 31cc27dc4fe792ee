import type { Messages } from '../types.ts';

export default {
  loadFailed: 'Could not load',
  retry: 'Retry',
  loading: 'Loading',
  selected_one: '{{count}} selected',
  selected_other: '{{count}} selected',
  iconPlaceholder: 'Choose an icon',
  pick: {
    placeholder: 'Choose',
    none: 'No match',
    failed: 'Could not load the options',
  },
  range: 'Enter a whole number from {{min}} to {{max}}',
  reloaded: 'Loaded the latest version someone else saved',
  sheet: {
    import: 'Import',
    export: 'Export',
    imported: 'Imported: {{created}} created, {{updated}} updated, {{unchanged}} unchanged',
    refused: 'File not imported',
    refusedHint: '{{count}} problems below; nothing from the file was kept. Fix them and import again.',
    row: 'Row',
    column: 'Column',
    problem: 'Problem',
    template: 'Template',
  },
  edit: 'Edit',
  delete: 'Delete',
  actions: 'Actions',
  on: 'On',
  off: 'Off',
  enableOf: 'Enable {{name}}',
} satisfies Messages['widgets'];
