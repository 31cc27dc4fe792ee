import type { Messages } from '../types.ts';

export default {
  title: 'Sign in',
  username: 'Username',
  password: 'Password',
  usernameRequired: 'Please enter your username',
  passwordRequired: 'Please enter your password',
  submit: 'Sign in',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  capsLock: 'Caps Lock is on',
  invalidResponse: 'Login failed: invalid response data',
  failed: 'Login failed',
} satisfies Messages['login'];
