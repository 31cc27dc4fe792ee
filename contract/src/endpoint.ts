import type { z } from 'zod';
import type { PermissionCode } from './permission-codes.ts';

/**
 * Who may call an endpoint. Every endpoint says it explicitly; the server guard
 * and the API registry read it.
 * - 'public': no session (login, health)
 * - 'authenticated': any signed-in user (own profile, own menus, logout)
 * - a permission code: the user's role must hold a permission bound to this API
 * - several codes: the API serves several pages; it is bound to each at first
 *   (staff may change the bindings later, as with one code)
 */
export type Access = 'public' | 'authenticated' | PermissionCode | readonly [PermissionCode, ...PermissionCode[]];

/** The permission codes an API is first bound to. */
export const accessCodes = (a: Access): PermissionCode[] =>
  a === 'public' || a === 'authenticated' ? [] : typeof a === 'string' ? [a] : [...a];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What writes an endpoint's success envelope on the server, when zod's encode
 * of the response schema (the default) is too slow for an answer asked often
 * and large:
 * - 'compiled': a serializer compiled once from the response schema. Still
 *   only the declared fields leave; for a schema with no transforms to run.
 * - 'handWritten': the route's own writer, for an answer whose shape a
 *   generic serializer cannot exploit (parts shared across it); a test holds
 *   the writer to the response schema.
 * Declared with the endpoint, beside the schema the writer must keep to,
 * rather than chosen where the route is registered; the server refuses a
 * route whose writer does not match the declaration.
 */
export type AnswerWriter = 'compiled' | 'handWritten';

export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Fastify-style path under /api, params as `:name`. */
  path: string;
  /** API registry type (API management groups by it). */
  type: string;
  summary: string;
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  /** Also accept the token as the `Authorization` query parameter. */
  tokenInQuery?: boolean;
  /** The answer is a file of this content type (an export), not the JSON envelope; failures still are. */
  file?: string;
  /**
   * An export's import: the key, in the same group, of the endpoint that reads
   * this file back, changing nothing when nothing was edited (a test holds every one to it).
   */
  readBy?: string;
  /** Who writes the success envelope, if not zod's encode (see AnswerWriter). */

  answerWriter?: AnswerWriter;
  /**
   * The body is multipart/form-data: one `file` and, before it, these text
   * fields. Declared here so the published API shows the form; the server
   * refuses to read an upload on an endpoint that does not declare one.
   */
  upload?: { fields?: z.ZodObject };
}

export const endpoint = <
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  e: Endpoint<B, Q, P, R>,
) => e;

/**
 * Members several endpoints share, spread into each (`...xlsxExport`): declared as a part of an endpoint, so a
 * client's build that leaves out endpoints' schemas (web/vite.config.ts) finds these too.
 */
export const endpointPart = <const T extends Partial<Endpoint>>(part: T) => part;

type Infer<T> = T extends z.ZodType ? z.input<T> : undefined;
export type BodyOf<E> =
  E extends Endpoint<infer B, z.ZodType | undefined, z.ZodType | undefined, z.ZodType> ? Infer<B> : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer Q, z.ZodType | undefined, z.ZodType> ? Infer<Q> : never;
export type ParamsOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer P, z.ZodType> ? Infer<P> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? z.output<R>
    : never;
