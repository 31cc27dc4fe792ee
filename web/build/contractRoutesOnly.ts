import type { Plugin, Rollup } from 'vite';

/** The contract's makers of endpoints and of their shared parts, and the members of either that are schemas. */
const ENDPOINT_MAKERS = new Set(['endpoint', 'endpointPart']);
const SCHEMA_MEMBERS = new Set(['body', 'query', 'params', 'response', 'upload']);
const CONTRACT = /[\\/]contract[\\/]src[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/** An ESTree node as the bundler's parser gives it, with offsets into the source. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  !!value && typeof value === 'object' && typeof (value as Node).type === 'string';
const children = (node: Node): Node[] =>
  Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
/** Whether evaluating the expression calls or reads a member of something (making a function evaluates neither). */
const evaluates = (node: Node): boolean =>
  /^(Call|New|Member|TaggedTemplate)Expression$/.test(node.type) ||
  (!/Function/.test(node.type) && children(node).some(evaluates));
const isEndpointCall = (node: Node) => {
  const [first] = (node.arguments as Node[] | undefined) ?? [];
  const callee = node.callee as (Node & { name?: string }) | undefined;
  return (
    node.type === 'CallExpression' &&
    callee?.type === 'Identifier' &&
    ENDPOINT_MAKERS.has(callee.name!) &&
    first?.type === 'ObjectExpression'
  );
};

/**
 * A contract module as the web bundles it: each `endpoint({...})` and `endpointPart({...})`, wherever it is, has
 * its schema members made `void 0`, and each top-level value made by calls or member reads (a schema) is made in a
 * call marked pure, so the bundler leaves out a value nothing uses. `program` is `code` parsed.
 */
export function routesOnly(code: string, program: unknown): string {
  const edits: { at: number; end: number; text: string }[] = [];
  const visit = (node: Node): void => {
    if (isEndpointCall(node)) {
      for (const property of (node.arguments as Node[])[0]!.properties as Node[]) {
        const key = property.key as (Node & { name?: string }) | undefined;
        if (property.type === 'Property' && key?.type === 'Identifier' && SCHEMA_MEMBERS.has(key.name!))
          edits.push({ at: property.start, end: property.end, text: `${key.name}: void 0` });
      }
    }
    children(node).forEach(visit);
  };
  const root = program as Node;
  visit(root);
  for (const statement of root.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations as { init: Node | null }[]) {
      if (init && evaluates(init))
        edits.push(
          { at: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' },
          { at: init.end, end: init.end, text: '))()' },
        );
    }
  }
  let out = code;
  // From the end, so each edit's offsets still hold; an insertion at an init's end comes after the cuts inside it.
  for (const { at, end, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(end);
  return out;
}

/** The zod modules in the chunks that hold any of `roots` and the chunks those import, directly or not. */
export function zodLoadedWith(
  chunks: readonly Pick<Rollup.OutputChunk, 'fileName' | 'imports' | 'moduleIds'>[],
  roots: readonly string[],
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const visit = (file: string): void => {
    if (loaded.has(file)) return;
    loaded.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  chunks.filter((chunk) => roots.some((id) => chunk.moduleIds.includes(id))).forEach((chunk) => visit(chunk.fileName));
  return [...loaded].flatMap((file) => byFile.get(file)?.moduleIds.filter((id) => ZOD.test(id)) ?? []);
}

/**
 * The contract as the web client uses it: endpoints' method and path, constants, types (which TypeScript reads from
 * the source); the schemas only endpoints used are left out, and zod with them, unless a page checks a value as the
 * contract does (a form rule). Building them was a tenth of the sign-in's time on a slow PC, for validators the web
 * never ran: validation is the server's. The build fails if zod is loaded with `start` (the sign-in's modules).
 */
export function contractRoutesOnly(start: readonly string[]): Plugin {
  return {
    name: 'fwd:contract-routes-only',
    apply: 'build',
    transform(code, id) {
      return CONTRACT.test(id) ? { code: routesOnly(code, this.parse(code)), map: null } : null;
    },
    // Kept so by the build: a page's import of a schema can bring zod back onto the sign-in's path unnoticed.
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const [zod] = zodLoadedWith(chunks, start);
      if (zod)
        this.error(
          `fwd:contract-routes-only: the sign-in's code loads zod (${zod}); a schema of the contract is used on the first screen`,
        );
    },
  };
}
