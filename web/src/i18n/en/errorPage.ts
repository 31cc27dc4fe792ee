import type { Messages } from '../types.ts';

export default {
  notFound: 'Sorry, the page you visited does not exist.',
  unauthorized: 'Sorry, you are not allowed to open this page.',
  missingTitle: 'This page is not in this build',
  missingText:
    'The menu points to the page component "{{component}}", which this version does not contain. Please ask an administrator to check the menu settings.',
} satisfies Messages['errorPage'];
