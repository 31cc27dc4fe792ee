import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { areas } from './areas.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { endpointsOf, type Area } from './http/area.ts';
import { clientErrorHandler, installErrorHandler, notFound, routerErrorHandler } from './http/error-handler.ts';
import { installGuard } from './http/guard.ts';
import { openapiTransforms } from './http/openapi.ts';
import { installTargetCheck } from './http/targets.ts';
import { API_PREFIX, collectRoutes } from './http/registry.ts';
import { pageLanguage } from './i18n/index.ts';
import { assertOutranks } from './modules/roles/rank.ts';
import compression from './plugins/compression.ts';
import database from './plugins/database.ts';
import housekeeping from './plugins/housekeeping.ts';
import jobs from './plugins/jobs/index.ts';
import outsideClients from './plugins/outside-clients.ts';
import secretKey from './plugins/secret-key.ts';
import sessions from './plugins/sessions.ts';
import versionedCaches from './plugins/versioned-cache.ts';

/** An internal console: search engines neither crawl it (robots.txt) nor index what they reach anyway (the header). */
const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

/** Tokens may travel in the query (GET /users/info); they never reach the log. */
const redactUrl = (url: string) => url.replace(/([?&]Authorization=)[^&]*/gi, '$1[redacted]');

const csp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // antd writes its styles at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Served over plain HTTP inside company networks too; upgrading would break it.
  upgradeInsecureRequests: null,
};

export async function buildApp(config: Config, opened: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors: routerErrorHandler,
    clientErrorHandler,
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // The shared machinery, each a named plugin on this app: nothing is shared between apps (tests build several).
  await app.register(database, { database: opened });
  await app.register(secretKey);
  await app.register(housekeeping);
  await app.register(jobs);
  await app.register(outsideClients);
  await app.register(versionedCaches);
  for (const area of areas) for (const plugin of area.plugins ?? []) await app.register(plugin);
  // After the areas' plugins: it asks the auth and apis areas' decorations.
  await app.register(sessions);
  for (const area of areas) area.jobs?.(app);
  // What refers to a record whose delete a foreign key refuses, named in the 40900.
  installErrorHandler(app, Object.assign({}, ...areas.map((a) => a.referrers)));

  const routes = collectRoutes(app);
  let apiIds = new Map<string, number>();
  installGuard(app, app.sessions, () => apiIds);
  installTargetCheck(app, assertOutranks);
  app.addHook('onReady', async () => {
    apiIds = await app.apiRegistry.sync(routes());
  });

  // helmet's defaults stay, Cross-Origin-Opener-Policy: same-origin included: the console opens no window
  // that needs a reference back, and no other site's window keeps one to it. It costs a fresh automation
  // tab a renderer process swap (about a tenth of the login form's time in bench:web); a real tab, coming
  // from the new-tab page or another site, changes process anyway.
  // Built once: @fastify/helmet built helmet's middleware anew for every request, parsing the policy each
  // time (about a tenth of a signed-in request's time in `npm run bench`).
  const securityHeaders = helmet({ contentSecurityPolicy: { directives: csp } });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
  await app.register(compression);
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
  });
  app.get('/robots.txt', (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(ROBOTS_TXT),
  );
  await app.register(swagger, {
    openapi: { info: { title: 'Forwarder console API', version: '1' }, servers: [{ url: API_PREFIX }] },
    ...openapiTransforms(areas),
  });
  await app.register(async (docs) => {
    docs.addHook('onRoute', (r) => {
      r.config = { ...r.config, access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  });

  await app.register(
    async (api) => {
      for (const area of areas) if (area.routes) await api.register(areaRoutes(area));
    },
    { prefix: API_PREFIX },
  );
  for (const area of areas) if (area.site) await app.register(area.site);

  const index = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and stylesheet: sent as the browser accepts, never compressed per request.
      preCompressed: true,
      setHeaders: (res, file) =>
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }
  // The build prerenders the login page in each language (web/vite.config.ts): /login gets it in the
  // visitor's language, so the form shows before the scripts have run.
  const prerenderedLogin = hasWeb && fs.existsSync(path.join(config.webDist, 'login.en.html'));
  // History-mode fallback: any page path gets the app, which routes it. A missing
  // asset stays a 404, so a tab left open across a deploy fails clearly.
  app.setNotFoundHandler((req, reply) => {
    // The prerendered form posts itself when sent before the scripts run (web/src/pages/login/index.tsx): back to
    // the page, the body unread, so a password never travels in a URL.
    if (req.method === 'POST' && /^\/login\/?$/.test(req.url)) return reply.redirect('/login', 303);
    // HEAD as GET: monitors and link checkers ask pages with it (Node sends no body).
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith(API_PREFIX + '/') &&
      req.url !== API_PREFIX &&
      !req.url.startsWith('/assets/');
    if (!isPage || !hasWeb) return notFound(req, reply);
    reply.header('cache-control', 'no-cache');
    if (prerenderedLogin && /^\/login\/?(\?|$)/.test(req.url)) {
      return reply
        .header('vary', 'Cookie, Accept-Language')
        .sendFile(`login.${pageLanguage(req.headers.cookie, req.headers['accept-language'])}.html`);
    }
    return reply.sendFile('index.html');
  });
  return app;
}

/** An area's routes in a context of their own, which knows the area: route() refuses an endpoint of another area's group. */
const areaRoutes = (area: Area) =>
  async function routesOf(scope: FastifyInstance) {
    scope.decorate('area', { name: area.name, endpoints: endpointsOf(area.endpoints ?? {}) });
    await scope.register(area.routes!);
  };
