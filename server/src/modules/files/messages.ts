import { defineMessages } from '../../i18n/index.ts';

export const fileMessages = defineMessages({
  notImage: {
    zh: '只能上传 PNG、JPEG 或 WebP 图片',
    en: 'Only PNG, JPEG or WebP images can be uploaded',
    es: 'Solo se pueden subir imágenes PNG, JPEG o WebP',
    ja: 'アップロードできるのは PNG、JPEG、WebP 画像のみです',
  },
  tooLarge: {
    zh: '图片不能超过 {mb} MB',
    en: 'The image must not exceed {mb} MB',
    es: 'La imagen no puede superar {mb} MB',
    ja: '画像は {mb} MB 以下にしてください',
  },
});
