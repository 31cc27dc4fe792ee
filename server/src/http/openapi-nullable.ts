type Node = Record<string, unknown>;

/**
 * OpenAPI 3.0's `nullable` widens only a `type` beside it, and an `enum`
 * still has to list null (3.0.3). zod's openapi-3.0 output sometimes puts it
 * on a union (no type) or beside an enum without null: said here the way
 * validators and client generators read it.
 */
function fix(schema: Node): void {
  if (schema.nullable !== true) return;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  if (schema.type !== undefined) return;
  delete schema.nullable;
  const branches = (schema.anyOf ?? schema.oneOf) as Node[] | undefined;
  // Without branches the schema already admits null.
  if (!branches) return;
  if (branches.every((b) => b.type !== undefined)) {
    for (const b of branches) {
      b.nullable = true;
      fix(b);
    }
  } else {
    branches.push({ type: 'string', nullable: true, enum: [null] });
  }
}

/** Every schema of the document, wherever it sits. */
export function fixNullable<T>(doc: T): T {
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      fix(v as Node);
      Object.values(v).forEach(walk);
    }
  };
  walk(doc);
  return doc;
}
