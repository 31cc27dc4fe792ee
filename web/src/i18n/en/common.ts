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
  reloaded: 'Someone else changed this record; the current version is shown',
  deleted: 'Deleted',
  saved: 'Saved',
  required: 'Required',
  enabled: 'Enabled',
  noMatch: 'Nothing matches “{{keyword}}”',
  contact: 'Contact',
  phone: 'Phone',
  remark: 'Remark',
  language: {
    nameZh: 'Chinese',
    nameEn: 'English',
    nameEs: 'Spanish',
    nameJa: 'Japanese',
  },
} satisfies Messages['common'];
