import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../src/http/registry.ts';

/*
 * Every answer a suite receives, held to the schema the app publishes for it
 * (/api/docs/json): a schema that lies fails the suite that meets the lie,
 * whichever writer (zod, compiled, hand-written, the error handler) wrote it.
 */

type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, Json>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Json> };
}

export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

const escape = (part: string) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'));
const pointer = (...parts: string[]) => '#/' + parts.map(escape).join('/');

/** Path templates as the router matches them: a fixed segment before a parameter. */
function templatesOf(doc: Doc) {
  return Object.keys(doc.paths)
    .map((template) => ({
      template,
      pattern: new RegExp('^' + template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+') + '/?$'),
      params: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
}

function checkerOf(doc: Doc) {
  const ajv = new Ajv({ strict: false, validateSchema: false, validateFormats: false, allErrors: true });
  ajv.addSchema(doc as object, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (at: string) => {
    let v = compiled.get(at);
    if (!v) compiled.set(at, (v = ajv.compile({ $ref: 'openapi.json' + at })));
    return v;
  };
  const templates = templatesOf(doc);

  return (method: string, url: string, answer: Answer): string | undefined => {
    const path = url.split('?')[0]!;
    if (!path.startsWith(API_PREFIX + '/')) return undefined;
    const local = path.slice(API_PREFIX.length);
    const lower = method.toLowerCase();
    const found = templates.find((t) => t.pattern.test(local) && doc.paths[t.template]![lower]);
    if (!found) return undefined;
    const responses = doc.paths[found.template]![lower]!.responses;
    // A route that publishes no answer at all (a test's own, registered bare) has nothing to lie about.
    if (!Object.values(responses).some((r) => r.content || r.$ref)) return undefined;
    const status = String(answer.status) in responses ? String(answer.status) : 'default';
    let response = responses[status];
    let at = pointer('paths', found.template, lower, 'responses', status);
    if (!response) return `status ${answer.status} is not published`;
    if (typeof response.$ref === 'string') {
      at = response.$ref;
      response = doc.components!.responses![at.split('/').pop()!]!;
    }
    const content = (response.content ?? {}) as Record<string, Json>;
    const type = answer.contentType.split(';')[0]!.trim();
    if (!(type in content))
      return `a ${answer.status} of type ${type || 'none'} where the document says ${Object.keys(content).join(', ') || 'no content'}`;
    if (type !== 'application/json') return undefined;
    const validate = validatorAt(`${at}/content/${escape(type)}/schema`);
    if (validate(answer.body)) return undefined;
    return ajv.errorsText(validate.errors, { dataVar: 'answer' });
  };
}

// Every app buildApp makes publishes the same document: validators compiled once per worker.
const checkers = new Map<string, ReturnType<typeof checkerOf>>();

/** What is wrong with an answer of `app`'s, by its published schema (undefined: nothing, or not a published operation). */
export function publishedCheck(app: FastifyInstance) {
  let check: ReturnType<typeof checkerOf> | undefined;
  return (method: string, url: string, answer: Answer) => {
    if (!check) {
      const doc = app.swagger() as unknown as Doc;
      const key = JSON.stringify(doc);
      check = checkers.get(key) ?? checkerOf(doc);
      checkers.set(key, check);
    }
    return check(method, url, answer);
  };
}
