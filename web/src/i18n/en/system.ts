import type { Messages } from '../types.ts';

export default {
  title: 'Error log',
  empty: 'No errors recorded',
  message: 'Message',
  url: 'Page',
  time: 'Time',
  stack: 'Stack',
  clear: 'Clear',
  count: '{{count}} in total',
  disabled: 'Errors are not recorded in development; set VITE_ERROR_LOG=true and restart to turn it on.',
  boundaryTitle: 'Something went wrong',
  boundaryText: 'This page failed to render. The error has been added to the error log.',
  retry: 'Try again',
  general: {
    saved: 'General settings saved',
    readOnly: 'Read only: changing them needs “Edit general settings”',
    companyName: 'Company name',
    companyNameHint: 'Signs what customers receive (a statement’s Excel) and the public tracking page',
    companyNameRequired: 'Enter the company name',
    companyNameMax: 'At most 100 characters',
    language: 'Company language',
    languageHint: 'The language the company writes to groups in (group robots, daily digests)',
  },
} satisfies Messages['system'];
