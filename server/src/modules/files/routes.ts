import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { files, IMAGE_MAX_BYTES } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/error-handler.ts';
import { route } from '../../http/route.ts';
import { acceptUploads, fileError, readUpload } from '../../http/upload.ts';
import { fileMessages } from './messages.ts';
import { sniffImage, type ImageExt } from './sniff.ts';

const CONTENT_TYPES: Record<ImageExt, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

/** Images (avatars, photos) under DATA_DIR/uploads, named by random id, type checked by content. */
export default async function fileRoutes(app: FastifyInstance) {
  const dir = path.join(app.config.dataDir, 'uploads');
  await fs.mkdir(dir, { recursive: true });
  await acceptUploads(app, IMAGE_MAX_BYTES);

  route(app, files.uploadImage, async ({ req }) => {
    const buffer = await readUpload(req, IMAGE_MAX_BYTES, fileMessages.tooLarge);
    const ext = sniffImage(buffer);
    if (!ext) throw fileError(req, fileMessages.notImage);
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await fs.writeFile(path.join(dir, name), buffer, { flag: 'wx' });
    req.log.info({ file: name, bytes: buffer.length, user: req.user?.id }, 'image uploaded');
    return { url: `/api/files/${name}` };
  });

  // Public: <img> cannot send the token; names are 128-bit random, so unguessable.
  app.get<{ Params: { name: string } }>(
    '/files/:name',
    { config: { access: 'public' }, schema: { hide: true } },
    async (req, reply) => {
      const { name } = req.params;
      if (!NAME.test(name)) return notFound(req, reply);
      const data = await fs.readFile(path.join(dir, name)).catch(() => null);
      if (!data) return notFound(req, reply);
      return reply
        .type(CONTENT_TYPES[name.split('.')[1] as ImageExt])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
}
