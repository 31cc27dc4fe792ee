import * as contract from '@fwd/contract';
import { TARGET_KEY, type Endpoint, type TargetKind } from '@fwd/contract';
import { z } from 'zod';

/*
 * Inputs derived from the contract, for tests generated from it: every
 * endpoint it declares, a valid input for each, and the leaves of that input.
 */

export interface Input {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}
export const PARTS = ['params', 'query', 'body'] as const;
export type Part = (typeof PARTS)[number];

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v && 'response' in v;

/** Every endpoint the contract exports, found by walking its modules. */
export function contractEndpoints(): Endpoint[] {
  const found: Endpoint[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > 3 || typeof v !== 'object' || v === null || '_zod' in v) return;
    if (isEndpoint(v)) found.push(v);
    else Object.values(v).forEach((child) => walk(child, depth + 1));
  };
  walk(contract, 0);
  return [...new Map(found.map((e) => [`${e.method} ${e.path}`, e])).values()];
}

const defOf = (s: z.ZodType) => (s as z.core.$ZodType)._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
const targetOf = (s: z.ZodType) => z.globalRegistry.get(s)?.[TARGET_KEY] as TargetKind | undefined;

/** Values tried, in order, for a field that is not a container; the first the field accepts is its sample. */
const CANDIDATES: unknown[] = [
  999_999,
  1,
  'fuzz01',
  'Fuzz',
  'fuzz',
  '999999',
  'true',
  '2024-01-31',
  'fuzz@example.com',
  'https://example.com',
  'fuzz:edit',
  'fuzz/page',
  'qq',
  'orders',
  '#1890ff',
  'CNY',
  '1',
  '0',
  0,
  true,
  '',
  null,
  '2024-01-31T08:00:00+08:00',
  '2024-02-01T08:00:00+08:00',
  '2024-01',
  'USD',
  // A public tracking link's token (43 base64url characters).
  'fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz',
];

const OMIT = Symbol('omit');

/** A value the schema accepts, or OMIT when none of ours fits (the caller then fails, naming the endpoint). */
function sampleOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const v = sampleOf(field);
        if (v !== OMIT) out[k] = v;
      }
      return out;
    }
    case 'array':
      return [sampleOf(def.element as z.ZodType)];
    case 'optional':
    case 'default':
    case 'nullable':
      return sampleOf(def.innerType as z.ZodType);
    case 'enum':
      return Object.values(def.entries as object)[0];
  }
  return CANDIDATES.find((c) => schema.safeParse(c).success) ?? OMIT;
}

/** A valid input for the endpoint, every optional field filled in. Throws when the contract outgrows the candidates. */
export function validInput(e: Endpoint): Input {
  const input: Input = {};
  for (const part of PARTS) {
    const schema = e[part];
    if (!schema) continue;
    const full = sampleOf(schema);
    // A rule across fields may want an optional field left out (give one or the other), or another value (begin before end).
    const shape = (defOf(schema).shape ?? {}) as Record<string, z.ZodType>;
    const others = Object.entries(shape).flatMap(([k, field]) =>
      CANDIDATES.filter((c) => field.safeParse(c).success).map((c) => replaceAt(full, [k], c)),
    );
    const v = [full, ...Object.keys(full ?? {}).map((k) => replaceAt(full, [k], REMOVE)), ...others].find(
      (c) => c !== OMIT && schema.safeParse(c).success,
    );
    if (v === undefined) throw new Error(`no valid ${part} for ${e.method} ${e.path}: add a candidate`);
    (input as Record<Part, unknown>)[part] = v;
  }
  return input;
}

export type Path = (string | number)[];

/** Paths to every field of a valid value, containers included (a container can be replaced whole). */
export function fieldPaths(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => fieldPaths(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([k, v]) => fieldPaths(v, [...at, k]))];
  return [at];
}

export const REMOVE = Symbol('remove');

/** A copy of `root` with the value at `path` replaced (or removed). */
export function replaceAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
  const next = replaceAt(copy[head!], rest, value);
  if (next === REMOVE) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

/**
 * The input with every user and role it names set to these ids. A field that
 * turns text into ids (a comma list in the path) takes the id as text.
 */
export function aimedAt(e: Endpoint, input: Input, ids: Record<TargetKind, number>): Input {
  const aim = (schema: z.ZodType, value: unknown): unknown => {
    const kind = targetOf(schema);
    if (kind) return ids[kind];
    const def = defOf(schema);
    switch (def.type) {
      case 'object':
        return Object.fromEntries(
          Object.entries(value as object).map(([k, v]) => [
            k,
            (def.shape as Record<string, z.ZodType>)[k] ? aim((def.shape as Record<string, z.ZodType>)[k]!, v) : v,
          ]),
        );
      case 'array':
        return (value as unknown[]).map((v) => aim(def.element as z.ZodType, v));
      case 'optional':
      case 'default':
      case 'nullable':
        return aim(def.innerType as z.ZodType, value);
      case 'pipe': {
        const aimed = aim(def.out as z.ZodType, [value]);
        return Array.isArray(aimed) && typeof aimed[0] === 'number' && aimed[0] !== value ? String(aimed[0]) : value;
      }
    }
    return value;
  };
  const out: Input = {};
  for (const part of PARTS) {
    const schema = e[part];
    if (schema && input[part] !== undefined) (out as Record<Part, unknown>)[part] = aim(schema, input[part]);
  }
  return out;
}

/** A value as it travels in a path or query: objects as JSON. */
const asText = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** The URL of a call: path parameters and query encoded as the browser would (arrays as repeated keys). */
export function urlOf(e: Endpoint, input: Input): string {
  const path = e.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(input.params && name in input.params ? asText(input.params[name]) : ''),
  );
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query ?? {})) {
    for (const item of [v].flat()) if (item !== undefined) qs.append(k, asText(item));
  }
  const q = qs.toString();
  return `/api${path}${q ? `?${q}` : ''}`;
}

/**
 * What the server's schema sees of an input: path and query as text (one
 * value or several), the body as JSON.
 */
export function asReceived(input: Input): Input {
  const out: Input = {};
  if (input.params) out.params = Object.fromEntries(Object.entries(input.params).map(([k, v]) => [k, asText(v)]));
  if (input.query) {
    out.query = Object.fromEntries(
      Object.entries(input.query)
        .map(
          ([k, v]) =>
            [
              k,
              [v]
                .flat()
                .filter((item) => item !== undefined)
                .map(asText),
            ] as const,
        )
        .filter(([, items]) => items.length > 0)
        .map(([k, items]) => [k, items.length === 1 ? items[0] : items]),
    );
  }
  if (input.body !== undefined) out.body = JSON.parse(JSON.stringify(input.body)) as unknown;
  return out;
}

/** Whether the endpoint's schemas accept the input as the server receives it. */
export function contractAccepts(e: Endpoint, input: Input): boolean {
  const seen = asReceived(input);
  return PARTS.every((part) => {
    const schema = e[part];
    if (!schema) return true;
    return schema.safeParse(seen[part] ?? (part === 'body' ? undefined : {})).success;
  });
}
