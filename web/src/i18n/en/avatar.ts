import type { Messages } from '../types.ts';

export default {
  change: 'Change avatar',
  hint: 'PNG, JPEG or WebP, at most 2 MB',
  wrongType: 'The avatar must be a PNG, JPEG or WebP image',
  tooLarge: 'The avatar must not be larger than 2 MB',
} satisfies Messages['avatar'];
