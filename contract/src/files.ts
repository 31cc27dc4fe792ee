import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const files = {
  /** multipart/form-data with one `file` field (png, jpeg or webp, at most IMAGE_MAX_BYTES). */
  uploadImage: endpoint({
    method: 'POST',
    path: '/files/image',
    type: 'files',
    summary: 'Upload an image (png, jpeg, webp)',
    access: 'authenticated',
    upload: {},
    response: z.object({ url: z.string() }),
  }),
};
