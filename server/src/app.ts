import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { installErrorHandler, notFound, routerErrorHandler } from './http/error-handler.ts';
import { installGuard } from './http/guard.ts';
import { installTargetCheck } from './http/targets.ts';
import { API_PREFIX, collectRoutes, syncRegistry } from './http/registry.ts';
import { loadSecretKey } from './crypto/secret-key.ts';
import { pageLanguage } from './i18n/index.ts';
import agentRoutes from './modules/agents/routes.ts';
import { agentReferrers } from './modules/agents/messages.ts';
import apiRoutes from './modules/apis/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import channelRoutes from './modules/channels/routes.ts';
import chatRoutes from './modules/chat/routes.ts';
import companyRoutes from './modules/companies/routes.ts';
import countryRoutes from './modules/countries/routes.ts';
import customerRoutes from './modules/customers/routes.ts';
import employeeRoutes from './modules/employees/routes.ts';
import fileRoutes from './modules/files/routes.ts';
import logisticsRoutes from './modules/logistics/routes.ts';
import { outsideClients } from './modules/logistics/outside.ts';
import { scheduleMinutes } from './modules/logistics/settings.ts';
import jobRoutes from './modules/jobs/routes.ts';
import { createJobs } from './modules/jobs/worker.ts';
import menuRoutes from './modules/menus/routes.ts';
import orderRoutes from './modules/orders/routes.ts';
import permissionRoutes from './modules/permissions/routes.ts';
import { quoteBookCache } from './modules/quotes/book-cache.ts';
import quoteRoutes from './modules/quotes/routes.ts';
import { permissionCodesCache } from './modules/permissions/service.ts';
import { sessionLookup } from './modules/auth/sessions.ts';
import { assertOutranks } from './modules/roles/rank.ts';
import roleRoutes from './modules/roles/routes.ts';
import statusRoutes from './modules/statuses/routes.ts';
import { surchargeReferrers } from './modules/surcharges/messages.ts';
import surchargeRoutes from './modules/surcharges/routes.ts';
import syncRoutes from './modules/sync/routes.ts';
import trackingRoutes from './modules/tracking/routes.ts';
import systemRoutes from './modules/system/routes.ts';

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

export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
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
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  // The job queue: every process can enqueue and runNow; with JOBS on it also polls and runs the schedules.
  const jobs = createJobs({ db: database.db, log: app.log.child({ module: 'jobs' }), intervals: scheduleMinutes });
  app.decorate('jobs', jobs);
  if (config.jobs) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  const secretKey = loadSecretKey(config);
  // One client per outside service and key in this process: the tracking provider's rate limit lives in it.
  const clients = outsideClients(database.db, secretKey);
  // What refers to a record whose delete a foreign key refuses, named in the 40900.
  installErrorHandler(app, { ...agentReferrers, ...surchargeReferrers });

  // What this app caches lives here and goes to the routes that need it: nothing is shared between apps.
  const lookupSession = sessionLookup(database.db, config);
  const codes = permissionCodesCache();
  // The compiled quote book, checked against the database's version at every price query.
  const book = quoteBookCache(database.db);
  const routes = collectRoutes(app);
  let apiIds = new Map<string, number>();
  installGuard(app, lookupSession, () => apiIds);
  installTargetCheck(app, assertOutranks);
  app.addHook('onReady', async () => {
    apiIds = await syncRegistry(database.db, routes());
  });

  // helmet's defaults stay, Cross-Origin-Opener-Policy: same-origin included: the console opens no window
  // that needs a reference back, and no other site's window keeps one to it. It costs a fresh automation
  // tab a renderer process swap (about a tenth of the login form's time in bench:web); a real tab, coming
  // from the new-tab page or another site, changes process anyway.
  await app.register(helmet, { contentSecurityPolicy: { directives: csp } });
  await app.register(swagger, {
    openapi: { info: { title: 'Forwarder console API', version: '1' }, servers: [{ url: API_PREFIX }] },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    docs.addHook('onRoute', (r) => {
      r.config = { ...r.config, access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { databaseKind: database.kind });
      await api.register(authRoutes, { lookupSession, codes });
      await api.register(permissionRoutes, { codes });
      await api.register(fileRoutes);
      await api.register(companyRoutes);
      await api.register(employeeRoutes);
      await api.register(chatRoutes, { platform: 'qq' });
      await api.register(chatRoutes, { platform: 'wechat' });
      await api.register(roleRoutes);
      await api.register(menuRoutes);
      await api.register(apiRoutes, { secretKey });
      await api.register(countryRoutes);
      await api.register(customerRoutes);
      await api.register(channelRoutes);
      await api.register(agentRoutes);
      await api.register(statusRoutes);
      await api.register(orderRoutes);
      await api.register(logisticsRoutes);
      await api.register(trackingRoutes, { clients });
      await api.register(syncRoutes, { clients });
      await api.register(jobRoutes);
      await api.register(quoteRoutes, { book });
      await api.register(surchargeRoutes);
    },
    { prefix: API_PREFIX },
  );

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
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  // The build prerenders the login page in each language (web/vite.config.ts): /login gets it in the
  // visitor's language, so the form shows before the scripts have run.
  const prerenderedLogin = hasWeb && fs.existsSync(path.join(config.webDist, 'login.en.html'));
  // History-mode fallback: any page path gets the app, which routes it. A missing
  // asset stays a 404, so a tab left open across a deploy fails clearly.
  app.setNotFoundHandler((req, reply) => {
    const isPage =
      req.method === 'GET' && !req.url.startsWith(API_PREFIX + '/') && req.url !== API_PREFIX && !req.url.startsWith('/assets/');
    if (!isPage || !hasWeb) return notFound(req, reply);
    reply.header('cache-control', 'no-cache');
    if (prerenderedLogin && /^\/login\/?(\?|$)/.test(req.url)) {
      return reply.header('vary', 'Cookie, Accept-Language').sendFile(`login.${pageLanguage(req.headers.cookie, req.headers['accept-language'])}.html`);
    }
    return reply.sendFile('index.html');
  });
  return app;
}
