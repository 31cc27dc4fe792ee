/** Plain constants, kept free of zod so the web app's first screen can import them cheaply. */
export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Letters, digits, dot, dash, underscore; starts with a letter or digit. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,31}$/;
/** Where the server serves uploaded images; the only image URLs records may hold. */
export const UPLOAD_URL_PATTERN = /^\/api\/files\/[a-f0-9]{32}\.(png|jpg|webp)$/;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A QQ number: 5 to 12 digits, not starting with 0. */
export const QQ_ACCOUNT_PATTERN = /^[1-9]\d{4,11}$/;
/** A WeChat ID (a letter, then 5 to 19 letters, digits, _ or -) or the mobile number it is registered with. */
export const WECHAT_ACCOUNT_PATTERN = /^([A-Za-z][A-Za-z0-9_-]{5,19}|1\d{10})$/;
/** What a role with show-agent off sees in place of an agent's name and code. */
export const AGENT_MASK = '****';
/** A colour as `#rrggbb`. */
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** Customer and agent sheets: exports answer this type; imports take at most this many bytes and data rows. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
