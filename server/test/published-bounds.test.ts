import type { Endpoint } from '@fwd/contract';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractEndpoints,
  fieldPaths,
  replaceAt,
  urlOf,
  validInput,
  type Input,
  type Path,
} from './contract-inputs.ts';
import { adminApp, type Caller } from './harness.ts';

/*
 * The published document against the server: every bound the document states
 * on a field of an endpoint's body or query (a number's minimum and maximum, a
 * text's minLength and maxLength, an enum, a pattern, text not a number), read from the document
 * itself, tried on a valid input: the field's schema on the server accepts
 * the value at the bound (what the document promises of the field alone: a
 * rule across fields, such as a range's ends, is the document's prose), and
 * the server refuses the input with a value beyond it with 40000 naming the field.
 */

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};
interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema> };
}

let t: Caller;
let token: string;
let doc: Doc;
beforeAll(async () => {
  ({ t, admin: token } = await adminApp());
  doc = (await t.call<never>('GET', '/api/docs/json')).body as never;
});
afterAll(() => t.close());

const resolve = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? resolve(doc.components.schemas?.[s.$ref.split('/').pop()!]) : s;

/** The published schema of the field at `path` inside `schema`, if one schema says it (not a union). */
function schemaAt(schema: Schema | undefined, path: Path): Schema | undefined {
  const s = resolve(schema);
  if (!s || s.anyOf) return undefined;
  if (!path.length) return s;
  const [head, ...rest] = path;
  return schemaAt(typeof head === 'number' ? s.items : s.properties?.[head!], rest);
}

/** What the document says of one value, by the bounds this test tries. */
function documentAccepts(s: Schema, v: unknown): boolean {
  if (s.enum && !s.enum.includes(v)) return false;
  if (s.type === 'string' && typeof v !== 'string') return false;
  if (typeof v === 'number')
    return !(
      v < (s.minimum ?? -Infinity) ||
      v > (s.maximum ?? Infinity) ||
      (s.type === 'integer' && !Number.isInteger(v))
    );
  if (typeof v !== 'string') return true;
  const length = [...v].length;
  return (
    length >= (s.minLength ?? 0) &&
    length <= (s.maxLength ?? Infinity) &&
    (s.pattern === undefined || new RegExp(s.pattern, 'u').test(v))
  );
}

/** `sample`'s characters repeated or cut to `n`. */
const sized = (sample: string, n: number) =>
  (sample || 'a').repeat(Math.ceil(n / Math.max(sample.length, 1)) + 1).slice(0, n);

interface Case {
  bound: string;
  value: unknown;
  accepted: boolean;
}

/** The values at and beyond each bound the field's published schema states. */
function casesOf(s: Schema, sample: unknown): Case[] {
  const out: Case[] = [];
  const pair = (bound: string, at: unknown, beyond: unknown) => {
    out.push({ bound, value: at, accepted: true }, { bound, value: beyond, accepted: false });
  };
  if (s.type === 'integer' || s.type === 'number') {
    if (s.minimum !== undefined) pair(`minimum ${s.minimum}`, s.minimum, s.minimum - 1);
    if (s.maximum !== undefined) pair(`maximum ${s.maximum}`, s.maximum, s.maximum + 1);
  }
  if (s.type === 'string' && !s.enum) {
    const text = typeof sample === 'string' ? sample : '';
    if (s.minLength) pair(`minLength ${s.minLength}`, sized(text, s.minLength), sized(text, s.minLength - 1));
    if (s.maxLength !== undefined)
      pair(`maxLength ${s.maxLength}`, sized(text, s.maxLength), sized(text, s.maxLength + 1));
    if (s.pattern !== undefined) {
      const spoilt = [`${text}!`, `!${text}`, '~'].find((v) => !new RegExp(s.pattern!, 'u').test(v));
      pair(`pattern ${s.pattern}`, sample, spoilt);
    }
  }
  if (s.enum) {
    for (const v of s.enum.filter((x) => x !== null))
      out.push({ bound: `enum ${String(v)}`, value: v, accepted: true });
    out.push({ bound: 'enum', value: 'not-listed', accepted: false });
  }
  // A value at a bound the document's other rules refuse (a text long enough but off its pattern) proves nothing.
  return out.filter(
    (c) =>
      c.value !== undefined &&
      (!c.accepted || documentAccepts(s, c.value)) &&
      documentAccepts(s, c.value) === c.accepted,
  );
}

const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

interface Trial {
  field: string;
  input: Input;
  c: Case;
  /** The server's own schema of the field, as it receives it. */
  own: z.ZodType;
}

const defOf = (s: z.ZodType) => (s as z.core.$ZodType)._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** The contract's schema of the field at `path`: through objects, arrays and their optional, default and nullable wrappers. */
function zodAt(schema: z.ZodType, path: Path): z.ZodType {
  if (!path.length) return schema;
  const def = defOf(schema);
  if (['optional', 'default', 'nullable'].includes(def.type)) return zodAt(def.innerType as z.ZodType, path);
  const [head, ...rest] = path;
  return zodAt(
    def.type === 'array' ? (def.element as z.ZodType) : (def.shape as Record<string, z.ZodType>)[head!]!,
    rest,
  );
}

/** Every bound of every field of the endpoint's body and query, on its valid input. */
function trialsOf(e: Endpoint): Trial[] {
  const op = doc.paths[openapiPath(e.path)]?.[e.method.toLowerCase()];
  if (!op) throw new Error(`${e.method} ${e.path} is not published`);
  const base = validInput(e);
  const trials: Trial[] = [];
  for (const param of (op.parameters ?? []).filter((p) => p.in === 'query')) {
    const s = resolve(param.schema);
    if (!s || s.anyOf) continue;
    const sample = base.query?.[param.name];
    for (const c of casesOf(s, sample === undefined ? '' : String(sample))) {
      const value = typeof c.value === 'number' ? String(c.value) : c.value;
      trials.push({
        field: param.name,
        input: { ...base, query: { ...base.query, [param.name]: value } },
        c,
        own: zodAt(e.query!, [param.name]),
      });
    }
  }
  const body = op.requestBody?.content['application/json']?.schema;
  if (body && base.body !== undefined) {
    for (const path of fieldPaths(base.body).filter((p) => p.length > 0)) {
      const s = schemaAt(body, path);
      if (!s) continue;
      const sample = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], base.body);
      // In JSON a number is no text, however it reads (a decimal published as text).
      const asNumber: Case[] =
        s.type === 'string' && typeof sample === 'string' && /^\d+(\.\d+)?$/.test(sample)
          ? [{ bound: 'type string', value: Number(sample), accepted: false }]
          : [];
      for (const c of [...casesOf(s, sample), ...asNumber])
        trials.push({
          field: path.join('.'),
          input: { ...base, body: replaceAt(base.body, path, c.value) },
          c,
          own: zodAt(e.body!, path),
        });
    }
  }
  return trials;
}

async function send(e: Endpoint, input: Input) {
  const res = await t.app.inject({
    method: e.method,
    url: urlOf(e, input),
    headers: {
      authorization: `Bearer ${token}`,
      ...(input.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(input.body !== undefined && { payload: JSON.stringify(input.body) }),
  });
  if (e.file && res.statusCode === 200) return { status: 200, code: 20000, paths: [] as string[] };
  const body = res.json() as { code?: number; data?: { errors?: { path: string }[] } | null };
  return { status: res.statusCode, code: body.code, paths: (body.data?.errors ?? []).map((x) => x.path) };
}

const endpoints = contractEndpoints().filter((e) => e.body || e.query);
const names = (field: string, paths: string[]) => paths.some((p) => p === field || p.startsWith(`${field}.`));

describe('the published bounds', () => {
  it('are what the server keeps: at each bound accepted, beyond it 40000 naming the field', async () => {
    const disagreements: string[] = [];
    let tried = 0;
    for (const e of endpoints) {
      for (const { field, input, c, own } of trialsOf(e)) {
        tried++;
        const at = `${e.method} ${e.path} ${field} ${c.bound}: ${JSON.stringify(c.value)?.slice(0, 60)}`;
        if (c.accepted) {
          const value = field in (input.query ?? {}) ? input.query![field] : c.value;
          if (!own.safeParse(value).success) disagreements.push(`${at} refused by its schema`);
          continue;
        }
        const r = await send(e, input);
        if (r.code !== 40000 || !names(field, r.paths))
          disagreements.push(`${at} answered ${r.code} ${JSON.stringify(r.paths)}`);
      }
    }
    expect(disagreements).toEqual([]);
    // Hundreds of bounds, more with every field the contract gains: the loops above ran.
    expect(tried).toBeGreaterThan(300);
  }, 600_000);
});
