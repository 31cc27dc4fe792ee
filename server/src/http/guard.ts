import { Code, PERM_VERSION_HEADER } from '@fwd/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLanguage, translate } from '../i18n/index.ts';
import type { SessionUser } from './context.ts';
import { AppError } from './errors.ts';
import { httpMessages } from './messages.ts';
import { API_PREFIX, routeKey } from './registry.ts';

const sessionMessages = {
  [Code.TOKEN_INVALID]: httpMessages.tokenInvalid,
  [Code.SESSION_ENDED]: httpMessages.sessionEnded,
  [Code.TOKEN_EXPIRED]: httpMessages.tokenExpired,
} as const;

function readToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  if (header) return header;
  if (!req.routeOptions.config.tokenInQuery) return undefined;
  const q = (req.query as { Authorization?: unknown }).Authorization;
  return typeof q === 'string' && q ? q.replace(/^Bearer\s+/i, '') : undefined;
}

/**
 * The session a token opens, or why none, and whether its role may call the
 * API with this id (the auth module's, passed in so http/ depends on no module).
 */
export type SessionLookup = (
  token: string,
  apiId?: number,
) => Promise<{ user: SessionUser; mayCall: boolean } | { code: Code; user?: undefined }>;

/**
 * Every /api request: language, session, then the route's declared access.
 * A route that declares none is refused: forgetting is not an open door.
 */
export function installGuard(
  app: FastifyInstance,
  lookupSession: SessionLookup,
  apiIds: () => Map<string, number>,
): void {
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req, reply) => {
    req.lang = pickLanguage(req.headers['accept-language']);
    // Answers carry personal data: no cache, shared or private, keeps them (an image may say otherwise).
    if (req.url.startsWith(API_PREFIX + '/')) reply.header('cache-control', 'no-store');
    const url = req.routeOptions.url;
    if (!url?.startsWith(API_PREFIX + '/')) return;
    const access = req.routeOptions.config.access;
    if (!access) throw new AppError(Code.FORBIDDEN, httpMessages.forbidden);
    if (access === 'public') return;

    const token = readToken(req);
    if (!token) {
      // No envelope code: the client runs its session-expired flow on a bare 401.
      return reply.code(401).send({ message: translate(req.lang, httpMessages.noToken), data: null });
    }
    const apiId =
      access === 'authenticated' ? undefined : apiIds().get(routeKey(req.method, url.slice(API_PREFIX.length)));
    // The grant is read with the session, in one statement.
    const session = await lookupSession(token, apiId);
    if (!session.user) throw new AppError(session.code, sessionMessages[session.code as keyof typeof sessionMessages]);
    req.user = session.user;
    // Clients refetch menus and codes when this changes, so grants reach them without signing in again.
    reply.header(PERM_VERSION_HEADER, session.user.permVersion);
    if (access === 'authenticated' || session.user.isSuper) return;
    if (apiId === undefined || !session.mayCall) throw new AppError(Code.FORBIDDEN, httpMessages.forbidden);
  });
}
