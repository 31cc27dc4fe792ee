import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { contractRoutesOnly } from './build/contractRoutesOnly.ts';
import type { prerenderLogin as PrerenderLogin } from './src/pages/login/prerender.tsx';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every script and
 * stylesheet once, at build; the server sends them as they are
 * (@fastify/static `preCompressed`). A variant no smaller than the file is left out.
 */
function precompress(): Plugin {
  return {
    name: 'fwd:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir!, file);
          const raw = await fs.readFile(full);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await fs.writeFile(`${full}.br`, br);
          if (gz.length < raw.length) await fs.writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);

/**
 * Lists the app's start in index.html (the chunk holding src/boot.tsx, the
 * chunks it imports, its stylesheet), so the browser fetches it alongside the
 * tiny entry rather than once the entry has run; the entry meanwhile requests
 * the language's messages.
 */
function preloadAppStart(): Plugin {
  return {
    name: 'fwd:preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = new Map(
          Object.values(bundle ?? {})
            .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const start = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(BOOT[0]!));
        if (!start) throw new Error('fwd:preload-app-start: no chunk holds src/boot.tsx');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          chunks.get(file)?.imports.forEach(visit);
        };
        visit(start.fileName);
        const tags: HtmlTagDescriptor[] = [];
        for (const file of files) {
          if (!html.includes(`/${file}"`))
            tags.push({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            });
          for (const css of chunks.get(file)?.viteMetadata?.importedCss ?? []) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
              injectTo: 'head',
            });
          }
        }
        return tags;
      },
    },
  };
}

/** Storage that forgets: the stores the login page imports read the browser's storage as they load. */
const memoryStorage = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};

/**
 * Writes login.<language>.html beside index.html: the built page with the login page as the app first
 * renders it for a signed-out visitor (src/pages/login/prerender.tsx), in that language. The server sends
 * it for /login in the visitor's language, so the form shows as soon as the HTML and its stylesheet are
 * there, before any script has run; boot.tsx then hydrates it.
 */
function prerenderLoginPage(): Plugin {
  return {
    name: 'fwd:prerender-login',
    apply: 'build',
    async writeBundle({ dir }) {
      const globals = globalThis as { localStorage?: unknown; sessionStorage?: unknown };
      globals.localStorage ??= memoryStorage();
      globals.sessionStorage ??= memoryStorage();
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerenderLogin } = (await server.ssrLoadModule('/src/pages/login/prerender.tsx')) as {
          prerenderLogin: typeof PrerenderLogin;
        };
        const index = await fs.readFile(path.join(dir!, 'index.html'), 'utf8');
        for (const [language, page] of Object.entries(await prerenderLogin())) {
          const title = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
          const html = index
            .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
            .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
            .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
          if (!html.includes(page.html)) throw new Error('fwd:prerender-login: index.html has no empty #root');
          await fs.writeFile(path.join(dir!, `login.${language}.html`), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/** Where the page starts: the tiny entry, then the app with the login page, then the console's first screen. */
const ENTRY = [src('main.tsx')];
const BOOT = [src('boot.tsx')];
const FIRST_SCREEN = [
  src('shell/ConsoleRoot.tsx'),
  src('shell/layout/Layout.tsx'),
  src('pages/registry.ts'),
  src('pages/dashboard/home/index.tsx'),
];

const isVendor = (id: string) => /[\\/]node_modules[\\/]/.test(id);
const isOwn = (id: string) => !isVendor(id) && !/[\\/]contract[\\/]src[\\/]/.test(id);

interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module the roots import statically, directly or not. */
function staticClosure(graph: Graph, roots: readonly string[], follow: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || !follow(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

type Part = 'entry' | 'boot' | 'firstScreen';
const parts = new WeakMap<Graph, Map<string, Part>>();

/** Which start a module first belongs to (an entry module stays in the entry, whoever else imports it). */
function partOf(graph: Graph, id: string): Part | undefined {
  let map = parts.get(graph);
  if (!map) {
    map = new Map();
    for (const [part, roots] of [
      ['firstScreen', FIRST_SCREEN],
      ['boot', BOOT],
      ['entry', ENTRY],
    ] as const) {
      for (const module of staticClosure(graph, roots, part === 'entry' ? () => true : isOwn)) map.set(module, part);
    }
    parts.set(graph, map);
  }
  return map.get(id);
}

/**
 * A few chunks along the way a user comes in, instead of one per shared module:
 * - the entry (language, message loaders) stays tiny and starts the rest;
 * - `react` (React, React DOM, the router) and `boot` (i18next, the app, the
 *   login page, the stores; no antd, no zod) show the login page;
 * - `console` (antd, react-query, the console root, layout, page registry, home page) is the
 *   first signed-in screen, requested at sign-in;
 * - `zod` and the contract's measures come only with the pages that check
 *   values as the contract does (build/contractRoutesOnly.ts);
 * - pages, languages and locales load on their own when needed.
 * The contract's modules only declare schemas, so they are marked free of side
 * effects: importing `Code` does not pull in zod.
 */
export default defineConfig({
  plugins: [
    react(),
    contractRoutesOnly([...BOOT, ...FIRST_SCREEN]),
    preloadAppStart(),
    precompress(),
    prerenderLoginPage(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the console supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: (id, ctx) => (partOf(ctx, id) === 'entry' ? 'index' : null), priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            // Apart, so the console's code does not carry them: only pages that check values as the contract does (form
            // rules on weights and money) load the contract's measures and zod.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
            { name: 'measures', test: /[\\/]contract[\\/]src[\\/]measures\.ts$/, priority: 3 },
            { name: (id, ctx) => (partOf(ctx, id) === 'boot' ? 'boot' : null), priority: 2 },
            { name: (id, ctx) => (partOf(ctx, id) === 'firstScreen' ? 'console' : null), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
