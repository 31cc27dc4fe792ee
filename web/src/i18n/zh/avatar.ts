/** The avatar picker (components/avatar): profile and employee forms. */
export default {
  change: '更换头像',
  hint: '支持 PNG、JPEG、WebP，不超过 2 MB',
  wrongType: '头像只能是 PNG、JPEG 或 WebP 格式',
  tooLarge: '头像大小不能超过 2 MB',
};
