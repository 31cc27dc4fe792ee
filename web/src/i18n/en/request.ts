import type { Messages } from '../types.ts';

export default {
  unknownError: 'Error',
  network: 'Network error, please check your connection',
  timeout: 'The request timed out ({{seconds}} s)',
  httpStatus: 'Request failed (HTTP {{status}})',
  expiredTitle: 'Notice',
  expiredText: 'Your session has expired, please sign in again',
  signedOutTitle: 'Confirm logout',
  signedOutText: 'You have been logged out. You can cancel to stay on this page, or sign in again',
  signInAgain: 'Sign in again',
} satisfies Messages['request'];
