import { IMAGE_MAX_BYTES } from '@fwd/contract';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** What is wrong with a chosen avatar file (an `avatar` message key), checked before uploading; the server checks again. */
export function checkAvatar(file: { type: string; size: number }): 'wrongType' | 'tooLarge' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}
