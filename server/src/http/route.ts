import type { Readable } from 'node:stream';
import { Code, envelope, type Endpoint, type ResponseOf } from '@fwd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { translate } from '../i18n/index.ts';
import type { Ctx } from './context.ts';
import { httpMessages } from './messages.ts';

type In<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface Call<E extends Endpoint> {
  body: In<NonNullable<E['body']>>;
  query: In<NonNullable<E['query']>>;
  params: In<NonNullable<E['params']>>;
  /** Present on every route but public ones. */
  ctx: Ctx;
  req: FastifyRequest;
  reply: FastifyReply;
}

export const ctxOf = (req: FastifyRequest, db: Ctx['db']): Ctx => ({
  db,
  user: req.user!,
  lang: req.lang,
  requestId: req.id,
  log: req.log,
});

/**
 * What every contract route shares: where, who may call (for the guard and the registry), what it takes.
 * An area serves only its own contract group, so each endpoint has one home named as its group.
 */
function declared(app: FastifyInstance, e: Endpoint) {
  if (app.area && !app.area.endpoints.has(e))
    throw new Error(`${e.method} ${e.path} is not an endpoint of the ${app.area.name} area's contract group`);
  return {
    method: e.method,
    url: e.path,
    config: { access: e.access, tokenInQuery: e.tokenInQuery ?? false, endpoint: e },
  };
}
const inputs = (e: Endpoint) => ({
  summary: e.summary,
  tags: [e.type],
  ...(e.body ? { body: e.body } : {}),
  ...(e.query ? { querystring: e.query } : {}),
  ...(e.params ? { params: e.params } : {}),
});
const callOf = <E extends Endpoint>(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) =>
  ({
    body: req.body,
    query: req.query,
    params: req.params,
    ctx: ctxOf(req, app.versionedCaches.db(req)),
    req,
    reply,
  }) as Call<E>;

/** Writes the success envelope, as the bytes to send. */
type AnswerWrite<E extends Endpoint> = (answer: {
  code: number;
  message: string;
  data: ResponseOf<E>;
}) => string | Buffer;

export interface RouteOptions<E extends Endpoint = Endpoint> {
  /** A body larger than the app's 1 MB (a whole rate sheet). */
  bodyLimit?: number;
  /**
   * The writer of an endpoint declaring `answerWriter: 'handWritten'`, and of
   * no other (price-json.ts: the price list's, held to the schema by
   * test/price-json.test.ts).
   */
  writeAnswer?: AnswerWrite<E>;
}

/**
 * A serializer compiled once from the response schema (fast-json-stringify
 * over its JSON Schema): still only the declared fields, several times faster
 * than zod's encode, but it runs no transforms.
 */
const compiledAnswer = <E extends Endpoint>(e: E): AnswerWrite<E> =>
  fastJson(z.toJSONSchema(envelope(e.response), { io: 'output' }) as Parameters<typeof fastJson>[0]);

/**
 * The writer the endpoint declares (none: zod's encode). Refused at
 * registration when the route's writer and the declaration disagree, so the
 * contract tells the truth about every answer.
 */
function writerOf<E extends Endpoint>(e: E, writeAnswer: AnswerWrite<E> | undefined): AnswerWrite<E> | undefined {
  const where = `${e.method} ${e.path}`;
  if (e.answerWriter === 'handWritten') {
    if (!writeAnswer) throw new Error(`${where} declares a hand-written answer: its route must give writeAnswer`);
    return writeAnswer;
  }
  if (writeAnswer)
    throw new Error(`${where} does not declare answerWriter: 'handWritten', yet its route gives writeAnswer`);
  return e.answerWriter === 'compiled' ? compiledAnswer(e) : undefined;
}

/**
 * Registers a contract endpoint: its schemas validate input and shape the
 * output, its access goes to the guard and the API registry, and the handler's
 * result is wrapped in the success envelope, written as the endpoint declares.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (call: Call<E>) => Promise<ResponseOf<E>>,
  { bodyLimit, writeAnswer }: RouteOptions<E> = {},
): void {
  const write = writerOf(e, writeAnswer);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...declared(app, e),
    ...(bodyLimit !== undefined && { bodyLimit }),
    schema: { ...inputs(e), response: { 200: envelope(e.response) } },
    handler: async (req, reply) => {
      const data = await handler(callOf<E>(app, req, reply));
      const answer = { code: Code.OK, message: translate(req.lang, httpMessages.ok), data };
      // What is sent is the envelope the schema types, already written.
      return write ? (reply as FastifyReply).type('application/json; charset=utf-8').send(write(answer)) : answer;
    },
  });
}

/** A file as the browser saves it: its name, and its bytes as they come. */
export interface FileAnswer {
  filename: string;
  stream: Readable;
}

/**
 * Registers a contract endpoint that answers a file (`e.file`, an export):
 * guarded and validated like any other; what fails before the file starts
 * still answers the envelope.
 */
export function fileRoute<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (call: Call<E>) => Promise<FileAnswer>,
): void {
  const type = e.file;
  if (!type) throw new Error(`${e.method} ${e.path} declares no file type`);
  // A file has no envelope for a writer to write.
  if (e.answerWriter)
    throw new Error(`${e.method} ${e.path} answers a file, yet declares answerWriter: '${e.answerWriter}'`);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...declared(app, e),
    schema: inputs(e),
    handler: async (req, reply) => {
      const { filename, stream } = await handler(callOf<E>(app, req, reply));
      const ascii = filename.replace(/[^\w.-]/g, '_');
      return reply
        .type(type)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .send(stream);
    },
  });
}
