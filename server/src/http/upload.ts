import { Code } from '@fwd/contract';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { translate, type Message } from '../i18n/index.ts';
import { AppError } from './errors.ts';
import { issueMessage } from './issues.ts';
import { httpMessages } from './messages.ts';

/**
 * Lets the routes of this plugin take one file of at most `maxBytes` in a
 * multipart body, and at most `fields` text fields before it (none unless said).
 */
export const acceptUploads = (app: FastifyInstance, maxBytes: number, fields = 0) =>
  app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields, fieldSize: 1000 } });

/** 40000 about the uploaded file, said as a field error on `file`. */
export const fileError = (req: FastifyRequest, msg: Message, params?: Record<string, string | number>) =>
  new AppError(Code.BAD_INPUT, msg, params, { errors: [{ path: 'file', message: translate(req.lang, msg, params) }] });

/**
 * The one file of a multipart body. Larger than `maxBytes`: 413 with
 * `tooLarge` (which may say `{mb}`). A body the parser cannot read (no
 * boundary, cut short) is the sender's mistake: 40000, never a 500.
 */
export async function readUpload(req: FastifyRequest, maxBytes: number, tooLarge: Message): Promise<Buffer> {
  return (await readForm(req, maxBytes, tooLarge)).file;
}

/** The text fields sent before the file (a browser's FormData keeps the order it was filled in). */
const textFields = (fields: Record<string, Multipart | Multipart[] | undefined>) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, f]) =>
      f && !Array.isArray(f) && f.type === 'field' ? [[name, String(f.value)]] : [],
    ),
  );

/** The file of a multipart body, the fields before it and the file's name as sent; see `readUpload`. */
export async function readForm(
  req: FastifyRequest,
  maxBytes: number,
  tooLarge: Message,
): Promise<{ file: Buffer; fields: Record<string, string>; filename: string }> {
  // The published API shows a form only where the contract declares one.
  if (!req.routeOptions.config.endpoint?.upload)
    throw new Error(`${req.method} ${req.routeOptions.url} reads an upload its endpoint does not declare`);
  if (!req.isMultipart()) throw fileError(req, httpMessages.noFile);
  try {
    const part = await req.file();
    if (!part) throw fileError(req, httpMessages.noFile);
    return { file: await part.toBuffer(), fields: textFields(part.fields), filename: part.filename };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(Code.BAD_INPUT, tooLarge, { mb: maxBytes / 1048576 }, { errors: [] }, 413);
    }
    req.log.info({ err }, 'unreadable multipart body');
    throw fileError(req, httpMessages.badMultipart);
  }
}

/** A form's fields through a contract schema: 40000 naming each bad field, as a JSON body's would be. */
export function formFields<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(fields, { error: (issue) => issueMessage(req.lang, issue) });
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new AppError(
    Code.BAD_INPUT,
    httpMessages.badInput,
    { fields: errors.map((e) => e.path).join(', ') },
    { errors },
  );
}
