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
