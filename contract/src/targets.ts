import { z } from 'zod';
import { TARGET_KEY, type TargetKind } from './common.ts';
import type { Endpoint } from './endpoint.ts';

export type Targets = Record<TargetKind, number[]>;

const kindOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.[TARGET_KEY] as TargetKind | undefined;

/** Walks a schema beside the value it parsed, collecting the ids marked as users or roles. */
function collect(schema: z.ZodType, value: unknown, out: Targets): void {
  if (value === undefined || value === null) return;
  const kind = kindOf(schema);
  if (kind) {
    if (typeof value === 'number') out[kind].push(value);
    return;
  }
  const def = (schema as z.core.$ZodType)._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        collect(field, (value as Record<string, unknown>)[key], out);
      }
      return;
    case 'array':
      if (Array.isArray(value)) value.forEach((v) => collect(def.element as z.ZodType, v, out));
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return collect(def.innerType as z.ZodType, value, out);
    case 'pipe': {
      // The value is the pipe's output; a shape-keeping transform leaves the marks on its input side.
      const outSide = def.out as z.ZodType;
      return collect((outSide._zod.def.type === 'transform' ? def.in : outSide) as z.ZodType, value, out);
    }
    case 'union':
      for (const option of def.options as z.ZodType[]) collect(option, value, out);
      return;
  }
}

/** The users and roles a call acts on, from its parsed input. */
export function targetsOf(e: Endpoint, input: { body?: unknown; query?: unknown; params?: unknown }): Targets {
  const out: Targets = { user: [], role: [] };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = e[part];
    if (schema) collect(schema, input[part], out);
  }
  return { user: [...new Set(out.user)], role: [...new Set(out.role)] };
}

/** Whether any input field of the endpoint is a user or role target. */
export function hasTargets(e: Endpoint): boolean {
  const found = { yes: false };
  const walk = (schema: z.ZodType | undefined, depth = 0): void => {
    if (!schema || found.yes || depth > 20) return;
    if (kindOf(schema)) {
      found.yes = true;
      return;
    }
    const def = (schema as z.core.$ZodType)._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    const next = [
      def.innerType,
      def.element,
      def.in,
      def.out,
      ...((def.options as z.ZodType[] | undefined) ?? []),
      ...Object.values((def.shape as object | undefined) ?? {}),
    ];
    next.forEach((s) => walk(s as z.ZodType | undefined, depth + 1));
  };
  walk(e.params);
  walk(e.query);
  walk(e.body);
  return found.yes;
}
