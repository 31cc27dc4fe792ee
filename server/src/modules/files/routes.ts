import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Code, files, IMAGE_MAX_BYTES } from '@fwd/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { notFound } from '../../http/error-handler.ts';
import { httpMessages } from '../../http/messages.ts';
import { route } from '../../http/route.ts';
import { translate, type Message } from '../../i18n/index.ts';
import { fileMessages } from './messages.ts';
import { sniffImage, type ImageExt } from './sniff.ts';

const CONTENT_TYPES: Record<ImageExt, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

const fileError = (req: FastifyRequest, msg: Message) => new AppError(Code.BAD_INPUT, msg, undefined, { errors: [{ path: 'file', message: translate(req.lang, msg) }] });

/**
 * The one file of a multipart body. A body the parser cannot read (no
 * boundary, cut short) is the sender's mistake: 40000, never a 500.
 */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw fileError(req, fileMessages.noFile);
  try {
    const part = await req.file();
    if (!part) throw fileError(req, fileMessages.noFile);
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(Code.BAD_INPUT, fileMessages.tooLarge, { mb: IMAGE_MAX_BYTES / 1048576 }, { errors: [] }, 413);
    }
    req.log.info({ err }, 'unreadable multipart body');
    throw fileError(req, httpMessages.badMultipart);
  }
}

/** Images (avatars, photos) under DATA_DIR/uploads, named by random id, type checked by content. */
export default async function fileRoutes(app: FastifyInstance) {
  const dir = path.join(app.config.dataDir, 'uploads');
  await fs.mkdir(dir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  route(app, files.uploadImage, async ({ req }) => {
    const buffer = await readUpload(req);
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
