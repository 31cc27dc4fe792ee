import type { Messages } from '../types.ts';

export default {
  change: 'アバターを変更',
  hint: 'PNG、JPEG、WebP、2 MB まで',
  wrongType: 'アバターは PNG、JPEG、WebP 形式の画像にしてください',
  tooLarge: 'アバターは 2 MB 以下にしてください',
} satisfies Messages['avatar'];
