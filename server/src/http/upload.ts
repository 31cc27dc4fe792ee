import { Code } from '@fwd/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate, type Message } from '../i18n/index.ts';
import { AppError } from './errors.ts';
import { httpMessages } from './messages.ts';

/** Lets the routes of this plugin take one file of at most `maxBytes` in a multipart body, and no other fields. */
export const acceptUploads = (app: FastifyInstance, maxBytes: number) =>
  app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 0 } });

/** 40000 about the uploaded file, said as a field error on `file`. */
export const fileError = (req: FastifyRequest, msg: Message, params?: Record<string, string | number>) =>
  new AppError(Code.BAD_INPUT, msg, params, { errors: [{ path: 'file', message: translate(req.lang, msg, params) }] });

/**
 * The one file of a multipart body. Larger than `maxBytes`: 413 with
 * `tooLarge` (which may say `{mb}`). A body the parser cannot read (no
 * boundary, cut short) is the sender's mistake: 40000, never a 500.
 */
export async function readUpload(req: FastifyRequest, maxBytes: number, tooLarge: Message): Promise<Buffer> {
  if (!req.isMultipart()) throw fileError(req, httpMessages.noFile);
  try {
    const part = await req.file();
    if (!part) throw fileError(req, httpMessages.noFile);
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(Code.BAD_INPUT, tooLarge, { mb: maxBytes / 1048576 }, { errors: [] }, 413);
    }
    req.log.info({ err }, 'unreadable multipart body');
    throw fileError(req, httpMessages.badMultipart);
  }
}
