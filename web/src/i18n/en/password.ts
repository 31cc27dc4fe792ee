import type { Messages } from '../types.ts';

export default {
  title: 'Change password',
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  oldRequired: 'Please enter your current password',
  newRequired: 'Please enter a new password',
  confirmRequired: 'Please enter the new password again',
  minLength: 'The password needs at least {{min}} characters',
  mismatch: 'The two passwords do not match',
  submit: 'Change password',
  success: 'Password changed. You have been signed out on your other devices',
} satisfies Messages['password'];
