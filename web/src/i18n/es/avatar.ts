import type { Messages } from '../types.ts';

export default {
  change: 'Cambiar avatar',
  hint: 'PNG, JPEG o WebP, como máximo 2 MB',
  wrongType: 'El avatar debe ser una imagen PNG, JPEG o WebP',
  tooLarge: 'El avatar no puede superar los 2 MB',
} satisfies Messages['avatar'];
