import type { Messages } from '../types.ts';

export default {
  productTitle: 'Forwarder Console',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  delete: 'Delete',
  actions: 'Actions',
  backHome: 'Back to home',
  loading: 'Loading…',
} satisfies Messages['common'];
