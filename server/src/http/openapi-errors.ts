import { Code } from '@fwd/contract';

/*
 * The failures every operation may answer, published once as components
 * (error-handler.ts and guard.ts write them). The harness holds every answer
 * the suites receive to these, so they stay true.
 */

const envelopeOf = (codes: number[], data: object) => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer', enum: codes }, message: { type: 'string' }, data },
});

/** Any JSON value, null included. */
const anything = {};

/** One bad field or cell: import refusals say the row, field and column too. */
const fieldError = {
  type: 'object',
  required: ['path', 'message'],
  properties: {
    path: { type: 'string' },
    message: { type: 'string' },
    row: { type: 'integer' },
    field: { type: 'string' },
    column: { type: 'string' },
  },
};

const json = (description: string, schema: object) => ({ description, content: { 'application/json': { schema } } });

export const errorResponses = {
  BadInput: json(
    'Input refused (also a body too large or of an unsupported type): `data.errors` names each bad field',
    envelopeOf([Code.BAD_INPUT], {
      type: 'object',
      required: ['errors'],
      properties: { errors: { type: 'array', items: fieldError } },
    }),
  ),
  Unauthorized: json('No token (a bare answer: the client starts over), or a token that opens no session', {
    anyOf: [
      envelopeOf([Code.TOKEN_INVALID, Code.SESSION_ENDED, Code.TOKEN_EXPIRED], anything),
      {
        type: 'object',
        required: ['message', 'data'],
        properties: { message: { type: 'string' }, data: { type: 'string', nullable: true, enum: [null] } },
      },
    ],
  }),
  Forbidden: json("The caller's role may not do this", envelopeOf([Code.FORBIDDEN], anything)),
  NotFound: json('No such record, or none the caller may see', envelopeOf([Code.NOT_FOUND], anything)),
  Conflict: json(
    'Refused by the records as they are (a duplicate, a stale version with the current record, a record in use)',
    envelopeOf([Code.CONFLICT], anything),
  ),
  Error: json(
    'Any other failure, in the envelope (too many attempts, an outside service, an unexpected error with its request id)',
    envelopeOf(
      Object.values(Code).filter((c) => c !== Code.OK),
      anything,
    ),
  ),
};

export type ErrorResponse = keyof typeof errorResponses;
