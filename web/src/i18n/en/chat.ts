import type { Messages } from '../types.ts';

export default {
  idle: 'Idle',
  add: 'Add',
  qq: 'QQ accounts',
  wechat: 'WeChat accounts',
  account: 'Account',
  user: 'Used by',
  newAccount: 'New account',
  accountRequired: 'Please enter the account',
  qqPattern: 'A QQ number is 5 to 12 digits, not starting with 0',
  wechatPattern:
    'A WeChat ID starts with a letter and has 6 to 20 letters, digits, _ or -; or enter the 11-digit mobile number it is registered with',
  assign: 'Assign to an employee (none: idle)',
  setIdle: 'Set idle',
  deleteConfirm: 'Delete the account "{{account}}"?',
  empty: 'No accounts yet',
  added: 'Account added',
  saved: 'Account saved',
  deleted: 'Account deleted',
} satisfies Messages['chat'];
