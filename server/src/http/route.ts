import { Code, envelope, type Endpoint, type ResponseOf } from '@fwd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
 * Registers a contract endpoint: its schemas validate input and shape the
 * output, its access goes to the guard and the API registry, and the handler's
 * result is wrapped in the success envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (call: Call<E>) => Promise<ResponseOf<E>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    schema: {
      summary: e.summary,
      tags: [e.type],
      ...(e.body ? { body: e.body } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.params ? { params: e.params } : {}),
      response: { 200: envelope(e.response) },
    },
    config: { access: e.access, tokenInQuery: e.tokenInQuery ?? false, endpoint: e },
    handler: async (req, reply) => {
      const data = await handler({
        body: req.body,
        query: req.query,
        params: req.params,
        ctx: ctxOf(req, app.db),
        req,
        reply,
      } as Call<E>);
      return { code: Code.OK, message: translate(req.lang, httpMessages.ok), data };
    },
  });
}
