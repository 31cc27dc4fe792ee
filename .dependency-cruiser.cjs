/**
 * The architecture as rules, checked in CI (`npm run lint` runs `npm run depcruise`): the server's layers and areas,
 * then the web's layers (WEB_LAYERS). No circles anywhere, on either side.
 *
 * server/src is built in layers; a file imports only from its own layer or the
 * layers below it, never from one above:
 *
 *   app.ts, boot.ts, main.ts     the process: builds the app, prepares the database, listens
 *   areas.ts, demo/              the areas, found by folder; the demo (imported only dynamically, when on)
 *   modules/<area>/              the areas: each imports only the areas its index.ts names in `dependsOn`
 *   plugins/                     shared machinery as named Fastify plugins: database, sessions,
 *                                jobs, outside clients, permission codes, secret key, housekeeping
 *   excel/ outside/ quote-engine/  sheets, outside services' clients, the pure pricing
 *   http/                        envelope, errors, route helper, guard, registry, area declaration
 *   db/                          the database, its migrations and its type (areas add their tables)
 *   config.ts crypto/ i18n/      configuration, keys and hashes, messages
 *
 * No circles anywhere. The simulators (a devDependency) are reached only from the demo and tests.
 */

const fs = require('node:fs');
const { join } = require('node:path');

const SRC = '^server/src/';

/** The layers, lowest first. */
const LAYERS = [
  ['config', '(config\\.ts|crypto/|i18n/)'],
  ['db', 'db/'],
  ['http', 'http/'],
  ['machinery', '(excel|outside|quote-engine)/'],
  ['plugins', 'plugins/'],
  ['modules', 'modules/'],
  ['areas and demo', '(areas\\.ts|demo/)'],
  ['process', '(app|boot|main)\\.ts'],
];

const modulesDir = join(__dirname, 'server/src/modules');

/**
 * Each area and the areas it depends on, read from its `modules/<area>/index.ts` (`dependsOn: ['roles', 'audit']`):
 * the declaration is the one list, this file reads it as written rather than keeping a copy.
 */
const AREAS = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map(({ name }) => {
    const file = `server/src/modules/${name}/index.ts`;
    const lists = [
      ...fs.readFileSync(join(modulesDir, name, 'index.ts'), 'utf8').matchAll(/\bdependsOn:\s*\[([^\]]*)\]/g),
    ];
    const names =
      lists.length === 1
        ? lists[0][1]
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [];
    if (lists.length !== 1 || names.some((n) => !/^'[a-z][\w-]*'$/.test(n))) {
      throw new Error(`${file}: declare dependsOn once, as a literal list of quoted area names`);
    }
    return [name, names.map((n) => n.slice(1, -1))];
  });

/**
 * web/src in layers, lowest first; as on the server, a file imports only from its own layer or those below. The
 * shell and the menu settings reach the pages through the registry the app gives them (shell/router/pageRegistry.ts).
 */
const WEB = '^web/src/';
const WEB_LAYERS = [
  ['web styles', 'styles/'],
  ['web i18n', 'i18n/'],
  ['web utils', 'utils/'],
  // requests, query keys and caching per area (api/<area>.ts), the token
  ['web api', 'api/'],
  // the console's state: session, open tabs, settings, the error log
  ['web stores', 'stores/'],
  // widgets any screen uses: lists, forms, pickers, dialogs
  ['web components', 'components/'],
  // the frame around the pages: layout, router, theme, error boundary
  ['web shell', 'shell/'],
  // the screens, pages/<area>/<screen>/, and their registry
  ['web pages', 'pages/'],
  // the app: the entry, the router's top, the console's code loaded at sign-in
  ['web app', '(main|boot|App|consoleModules)\\.tsx?$'],
];

const layerRules = (root, layers) =>
  layers.slice(0, -1).map(([name, path], i) => ({
    name: `layer-${name.replace(/\W+/g, '-')}`,
    comment: `${name} imports nothing above it (${layers
      .slice(i + 1)
      .map(([n]) => n)
      .join(', ')})`,
    severity: 'error',
    from: { path: `${root}${path}` },
    to: {
      path: `${root}(${layers
        .slice(i + 1)
        .map(([, p]) => p)
        .join('|')})`,
    },
  }));

const areaImports = AREAS.map(([area, dependsOn]) => ({
  name: `imports-of-${area}`,
  comment: `${area} imports only the areas its index.ts names in dependsOn (${dependsOn.join(', ') || 'none'})`,
  severity: 'error',
  from: { path: `${SRC}modules/${area}/` },
  to: { path: `${SRC}modules/`, pathNot: `${SRC}modules/(${[area, ...dependsOn].join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'no file reaches itself through its imports',
      from: {},
      to: { circular: true },
    },
    ...layerRules(SRC, LAYERS),
    ...layerRules(WEB, WEB_LAYERS),
    ...areaImports,
    {
      name: 'simulators-only-in-demo',
      comment: 'the simulators are a devDependency: production code reaches them only through the demo',
      severity: 'error',
      from: { path: SRC, pathNot: `${SRC}demo/` },
      to: { path: '(^simulators/|@fwd/simulators)' },
    },
    {
      name: 'demo-only-dynamically',
      comment: 'the demo is loaded only when demo data is on: import("./demo/index.ts"), never statically',
      severity: 'error',
      from: { path: SRC, pathNot: `${SRC}demo/` },
      to: { path: `${SRC}demo/`, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'area-in-its-own-folder',
      comment: 'modules/ holds only area folders: shared code is a plugin or machinery below',
      severity: 'error',
      from: { path: SRC },
      to: { path: `${SRC}modules/[^/]+$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|/test/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
