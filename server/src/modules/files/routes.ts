import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Code, files, IMAGE_MAX_BYTES } from '@fwd/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { notFound } from '../../http/error-handler.ts';
import { route } from '../../http/route.ts';
import { fileMessages } from './messages.ts';
import { sniffImage, type ImageExt } from './sniff.ts';

const CONTENT_TYPES: Record<ImageExt, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

/** Images (avatars, photos) under DATA_DIR/uploads, named by random id, type checked by content. */
export default async function fileRoutes(app: FastifyInstance) {
  const dir = path.join(app.config.dataDir, 'uploads');
  await fs.mkdir(dir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  route(app, files.uploadImage, async ({ req }) => {
    if (!req.isMultipart()) throw new AppError(Code.BAD_INPUT, fileMessages.noFile, undefined, { errors: [{ path: 'file', message: fileMessages.noFile[req.lang] }] });
    const part = await req.file();
    if (!part) throw new AppError(Code.BAD_INPUT, fileMessages.noFile, undefined, { errors: [{ path: 'file', message: fileMessages.noFile[req.lang] }] });
    const buffer = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(Code.BAD_INPUT, fileMessages.tooLarge, { mb: IMAGE_MAX_BYTES / 1048576 }, { errors: [] }, 413);
      }
      throw err;
    });
    const ext = sniffImage(buffer);
    if (!ext) throw new AppError(Code.BAD_INPUT, fileMessages.notImage, undefined, { errors: [{ path: 'file', message: fileMessages.notImage[req.lang] }] });
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await fs.writeFile(path.join(dir, name), buffer, { flag: 'wx' });
    req.log.info({ file: name, bytes: buffer.length, user: req.user?.id }, 'image uploaded');
    return { url: `/api/files/${name}` };
  });

  // Public: <img> cannot send the token; names are 128-bit random, so unguessable.
  app.get<{ Params: { name: string } }>('/files/:name', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
    const { name } = req.params;
    if (!NAME.test(name)) return notFound(req, reply);
    const data = await fs.readFile(path.join(dir, name)).catch(() => null);
    if (!data) return notFound(req, reply);
    return reply
      .type(CONTENT_TYPES[name.split('.')[1] as ImageExt])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(data);
  });
}
