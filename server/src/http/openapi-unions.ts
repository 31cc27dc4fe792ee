type Node = Record<string, unknown>;

/*
 * zod writes a union as `anyOf` even where its branches publish alike (a
 * tuple's items in OpenAPI 3.0, which has no prefixItems) or where only one
 * branch is left to publish. Such an `anyOf` says nothing a plain schema does
 * not, and linters rightly flag it: said here as the one schema it is.
 */
function simplify(schema: Node): void {
  const branches = schema.anyOf as Node[] | undefined;
  if (!Array.isArray(branches)) return;
  const distinct = [...new Map(branches.map((b) => [JSON.stringify(b), b])).values()];
  if (distinct.length > 1) {
    schema.anyOf = distinct;
    return;
  }
  delete schema.anyOf;
  // The union's own words (nullable, a default, a mark such as x-acts-on) stay beside its branch's.
  for (const [key, value] of Object.entries(distinct[0] ?? {})) if (!(key in schema)) schema[key] = value;
  simplify(schema);
}

/** Every schema of the document, wherever it sits. */
export function simplifyUnions<T>(doc: T): T {
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      simplify(v as Node);
      Object.values(v).forEach(walk);
    }
  };
  walk(doc);
  return doc;
}
