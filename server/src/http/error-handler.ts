import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { Code, type FieldError, type Language } from '@fwd/contract';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pickLanguage, translate, type Message, type Params } from '../i18n/index.ts';
import { AppError } from './errors.ts';
import { issueMessage } from './issues.ts';
import { httpMessages } from './messages.ts';
import { foreignKeyConflict, referringRows, uniqueConflict, type Referrers } from './rules.ts';

interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const valueAt = (root: unknown, path: string[]) =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), root);

/** Field errors in the caller's language, from the issues zod reported about `input`. */
function fieldErrors(validation: ValidationEntry[], input: unknown, lang: Language): FieldError[] {
  return validation.map((v) => {
    const path = v.instancePath.split('/').filter(Boolean);
    const issue = {
      code: v.keyword,
      path: [],
      input: valueAt(input, path),
      ...v.params,
    } as unknown as z.core.$ZodRawIssue;
    return { path: path.join('.'), message: issueMessage(lang, issue) };
  });
}

const send = (
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: Code,
  msg: Message,
  params?: Params,
  data: unknown = null,
) => reply.code(status).send({ code, message: translate(req.lang, msg, params), data });

/**
 * Every failure leaves in the envelope; unexpected ones leave only a request id.
 * `referrers` name what refers to a record a delete was refused for (and the database says how many).
 */
export function installErrorHandler(app: FastifyInstance, referrers: Referrers): void {
  app.setErrorHandler(async (error: FastifyError | AppError, req, reply) => {
    // A count that cannot be read leaves the refusal without it, never a 500.
    const known =
      error instanceof AppError
        ? error
        : (uniqueConflict(error, req.lang) ??
          foreignKeyConflict(error, req.lang, referrers, await referringRows(app.db, error).catch(() => null)));
    if (known) return send(req, reply, known.status, known.code, known.msg, known.params, known.data);
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const input = { body: req.body, querystring: req.query, params: req.params, headers: req.headers }[
        err.validationContext ?? 'body'
      ];
      const errors = fieldErrors(err.validation as unknown as ValidationEntry[], input, req.lang);
      // Said in words, never by the fields' names (`weight`): one fault is its own message, several are counted;
      // `data.errors` names each field for the form (or program) to mark.
      const [first] = errors;
      if (errors.length === 1 && first!.message)
        return reply.code(400).send({ code: Code.BAD_INPUT, message: first!.message, data: { errors } });
      return send(req, reply, 400, Code.BAD_INPUT, httpMessages.badInputMany, { count: errors.length }, { errors });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return send(req, reply, 413, Code.BAD_INPUT, httpMessages.tooLarge, undefined, { errors: [] });
    if (status === 415)
      return send(req, reply, 415, Code.BAD_INPUT, httpMessages.unsupportedMedia, undefined, { errors: [] });
    if (status === 400 && err.code?.startsWith('FST_ERR_CTP')) {
      return send(req, reply, 400, Code.BAD_INPUT, httpMessages.malformedJson, undefined, { errors: [] });
    }
    if (status >= 400 && status < 500) {
      return send(req, reply, 400, Code.BAD_INPUT, httpMessages.badInput, { fields: err.message }, { errors: [] });
    }
    req.log.error({ err }, 'unexpected error');
    return send(req, reply, 500, Code.INTERNAL, httpMessages.internal, { requestId: req.id });
  });
}

/**
 * Errors the router meets before any hook runs (a path that is not valid
 * percent-encoding, a path parameter over `maxParamLength`): the envelope,
 * like everything else.
 */
export function routerErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  req.lang = pickLanguage(req.headers['accept-language']);
  reply.header('cache-control', 'no-store');
  const [status, msg] =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, httpMessages.tooLong] : [400, httpMessages.badPath];
  return send(req, reply, status, Code.BAD_INPUT, msg, undefined, {
    errors: [{ path: 'url', message: translate(req.lang, msg) }],
  });
}

/** What Node's HTTP parser refuses, by its error code; anything else it cannot read is a 400. */
const clientErrors: Record<string, [number, Message]> = {
  HPE_HEADER_OVERFLOW: [431, httpMessages.tooLong],
  ERR_HTTP_REQUEST_TIMEOUT: [408, httpMessages.unreadable],
};

/**
 * Requests Node's HTTP parser refuses before Fastify has a request (a URL or
 * headers over Node's 16 KB, `maxHeaderSize`): still the envelope, written on
 * the socket, in the language of the Accept-Language that arrived, if any did.
 */
export function clientErrorHandler(err: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] = clientErrors[err.code] ?? [400, httpMessages.unreadable];
  if (socket.writable) {
    const lang = pickLanguage(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(String(err.rawPacket))?.[1]);
    const body = JSON.stringify({ code: Code.BAD_INPUT, message: translate(lang, msg), data: { errors: [] } });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

export const notFound = (req: FastifyRequest, reply: FastifyReply) =>
  send(req, reply, 404, Code.NOT_FOUND, httpMessages.notFound, { method: req.method, url: req.url.split('?')[0]! });
