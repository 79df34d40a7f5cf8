import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
// By its file, not as `@portal/contracts/…`: Vite bundles a config's relative imports, while a package's `.ts`
// would be handed to Node, which cannot load it. The module imports nothing.
import { LOGIN_DOCUMENT_PATHS } from '../../packages/contracts/src/page-routes.ts';
import { firstVisitChunks, loginWithoutApp } from './first-visit-chunks.ts';
import { messagePacks, type MessageTables } from './message-packs.ts';
import { ownCopies } from './own-copies.ts';
import { BROKER_NAME_KINDS, brokerNameTable, type BrokerNameKindId } from './src/lib/broker-name-kinds.ts';
import { claimStatusTable } from './src/features/claims/claim-status-table.ts';
// The package's source by its path: the config is bundled for Node, which would not run a package's .ts.
import { CLAIM_STATUS_LABEL_KEY_BY_CODE } from '../../packages/contracts/src/claim-constants.ts';
import { routeManifestPlugins } from './route-manifest.ts';
import { webManifests } from './web-manifests.ts';

// The gateway (Fastify + tRPC) serves /trpc; override to point the dev server at another instance.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

// Keep the browser's Host header: the gateway's CSRF guard compares it with the Origin of mutations.
const proxy = {
  '/trpc': { target: gateway, changeOrigin: false },
  '/healthz': { target: gateway, changeOrigin: false },
};

/** The login pages are their own document (decision record 0027), as the gateway serves them in production. */
const LOGIN_PAGES = new Set<string>(LOGIN_DOCUMENT_PATHS);
const loginDocument: Connect.NextHandleFunction = (request, _response, next) => {
  const [path = '/', query] = (request.url ?? '/').split('?', 2);
  if (LOGIN_PAGES.has(path)) request.url = `/login.html${query === undefined ? '' : `?${query}`}`;
  next();
};
function loginDocumentInDev(): Plugin {
  return {
    name: 'portal-login-document',
    configureServer: (server) => void server.middlewares.use(loginDocument),
    configurePreviewServer: (server) => void server.middlewares.use(loginDocument),
  };
}

/**
 * The first paint's shell (first-paint.html, decision record 0023) inside the `<div id="root">` of both
 * documents, so the page shows its frame as soon as the HTML and the stylesheet are in, before any script.
 * React's first render replaces it. Written on one line, without the file's comment, which is for its readers.
 */
function firstPaintShell(): Plugin {
  const file = fileURLToPath(new URL('first-paint.html', import.meta.url));
  return {
    name: 'portal-first-paint-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes('<div id="root"></div>')) throw new Error('the page has no empty <div id="root">');
        const shell = readFileSync(file, 'utf8')
          .replace(/^<!--[\s\S]*?-->\n/, '')
          .replace(/\s+/g, ' ')
          .replaceAll('> <', '><')
          .trim();
        return html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
      },
    },
  };
}

/**
 * The stylesheet first in the head, before the entry script and its modulepreloads: it is the one file the first
 * paint waits for (the shell of first-paint.html needs it), and over HTTP/1.1 a browser opens
 * six connections per host, so a stylesheet written after twenty scripts is requested after them (Lighthouse's
 * critical request chain; decision record 0023).
 */
function stylesheetFirst(): Plugin {
  const stylesheet = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
  return {
    name: 'portal-stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(stylesheet) ?? [];
        const rest = html.replace(stylesheet, '');
        const firstScript = rest.search(/[ \t]*<(script|link rel="modulepreload")\b/);
        if (links.length === 0 || firstScript < 0) return html;
        const block = links.map((link) => link.replace(/\n?$/, '\n')).join('');
        return rest.slice(0, firstScript) + block + rest.slice(firstScript);
      },
    },
  };
}

/**
 * The live chat's subscription link (src/lib/subscription-link.ts) is fetched with the first subscription, but
 * Rolldown places a module in one chunk, whole: tRPC's client index and the stream reader it takes from
 * @trpc/server, which the app's start-up imports too, would keep the link's code in every page's first bytes.
 * So what that module imports of tRPC is read as a copy of its own (`?own-copy`), which goes with the link's
 * chunk, tree-shaken to what the link uses. The module of tRPC's error class stays shared: an error of a
 * subscription is still a `TRPCClientError` to the rest of the app (decision record 0058).
 */
const subscriptionLinkOwnCopy = (linkModule: string) =>
  ownCopies({
    name: 'portal-subscription-link-own-copy',
    root: linkModule,
    suffix: '?own-copy',
    copied: (id) => id.includes('/node_modules/@trpc/') && !/\/TRPCClientError-[^/]+\.mjs$/.test(id),
  });

/**
 * The login document's own copy of the portal's code (decision record 0063). Both documents' entries import
 * the same modules (the header, the locale, the message packs, telemetry, the error texts), and a module lives in
 * one chunk: what the login drew first and the app's pages drew too went into the chunk both load, with every
 * binding the app takes from it, and what the login put off (the code step, the footer) stayed in the app's
 * first bytes or became one more file for every page. The login reads every module of the portal (apps/web/src,
 * packages) as a copy of its own, so its chunks hold what it draws first and no more, its lazy parts are its
 * own, and the app's chunks are as they would be without it. React, React DOM and the other packages stay
 * shared: one download for both documents. The two documents never run in one page, so no state is split.
 */
const loginOwnCopy = (loginEntry: string) =>
  ownCopies({
    name: 'portal-login-own-copy',
    root: loginEntry,
    suffix: '?login',
    copied: (id) => !id.includes('/node_modules/') && /\.(m?[jt]sx?)$/.test(id),
  });

/** The languages paraglide compiles (packages/i18n/project.inlang/settings.json). */
const I18N_SETTINGS = JSON.parse(
  readFileSync(new URL('../../packages/i18n/project.inlang/settings.json', import.meta.url), 'utf8'),
) as { locales: string[] };

/** Each language's messages as written (packages/i18n/messages), for the tables of broker names. */
const I18N_MESSAGES = new Map(
  I18N_SETTINGS.locales.map((locale) => [
    locale,
    JSON.parse(
      readFileSync(new URL(`../../packages/i18n/messages/${locale}.json`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>,
  ]),
);

/** A message's text as written, for the tables: one without inputs or variants. */
function plainText(key: string, locale: string): string {
  const text = I18N_MESSAGES.get(locale)?.[key];
  if (typeof text !== 'string') throw new Error(`message ${key}: no plain ${locale} text`);
  return text;
}

/**
 * The broker's names in our wording (decision record 0057): each `src/lib/broker-names/<kind>.ts` becomes its
 * kind's table, shipped in the packs of the chunks that show that kind, for the languages other than Indonesian.
 */
const BROKER_NAME_TABLES: MessageTables = {
  module: /\/src\/lib\/broker-names\/([a-z-]+)\.ts$/,
  table(kind, locale) {
    if (!Object.hasOwn(BROKER_NAME_KINDS, kind)) throw new Error(`broker-names/${kind}.ts: no such kind`);
    const base = I18N_MESSAGES.get('id') ?? {};
    return brokerNameTable(kind as BrokerNameKindId, Object.keys(base), plainText, locale);
  },
};

/**
 * The claim statuses' names (decision record 0064): `src/features/claims/claim-status-names.ts` becomes the table
 * status code → label, shipped in the packs of the chunks that name a status, in every language.
 */
const CLAIM_STATUS_TABLES: MessageTables = {
  module: /\/src\/features\/claims\/(claim-status)-names\.ts$/,
  table: (_name, locale) => claimStatusTable(CLAIM_STATUS_LABEL_KEY_BY_CODE, (key) => plainText(key, locale)),
};

const APP_ENTRY = fileURLToPath(new URL('src/main.tsx', import.meta.url));
const LOGIN_ENTRY = fileURLToPath(new URL('src/login/main.tsx', import.meta.url));
const SUBSCRIPTION_LINK = fileURLToPath(new URL('src/lib/subscription-link.ts', import.meta.url));

/** Each page's address, signed-in-ness and files for the gateway, as `dist/.vite/routes.json` (record 0049). */
const ROUTE_MANIFEST = routeManifestPlugins({ routesDirectory: 'src/routes', signedInLayout: '/_authed' });

export default defineConfig({
  // The router plugin reads tsr.config.json (shared with `tsr generate` in the typecheck script) and must
  // run before the React plugin.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      plugins: [ROUTE_MANIFEST.generator],
      // Loaders are split out too: the first chunk then holds only what matches an address (paths, search
      // params, guards), not every page's query options and what they import.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    ROUTE_MANIFEST.vite,
    subscriptionLinkOwnCopy(SUBSCRIPTION_LINK),
    loginOwnCopy(LOGIN_ENTRY),
    react(),
    tailwindcss(),
    loginDocumentInDev(),
    firstPaintShell(),
    stylesheetFirst(),
    loginWithoutApp(),
    // Each chunk's texts in one file per language, loaded in the user's language only (decision record 0041).
    messagePacks({
      locales: I18N_SETTINGS.locales,
      runtime: fileURLToPath(new URL('src/lib/message-packs.ts', import.meta.url)),
      tables: [BROKER_NAME_TABLES, CLAIM_STATUS_TABLES],
    }),
    // Every text file of the build also as .br and .gz, compressed once at their best levels; the gateway
    // sends the twin the browser accepts (decision record 0023). Source maps are not served, so not compressed.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      exclude: [/\.map$/, /\.vite\//],
    }),
    // A manifest and icons per brand skin, and the service worker that keeps the build's files on the device
    // and shows the portal's shell when a page is opened offline (decision record 0053). The page registers
    // the worker itself, late (src/lib/service-worker.ts); the gateway links the host's manifest.
    webManifests(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The two documents as built (no user's data: the gateway adds that per request) and every hashed
        // file, texts of all four languages included. Not the .br/.gz twins: the browser asks for the file and
        // the gateway sends the twin it accepts.
        globPatterns: ['index.html', 'login.html', 'favicon.svg', 'assets/**/*.{js,css}'],
        // The hashed names are their own revision: no query string is added to them.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ],
  resolve: {
    alias: [
      // The router's store asks the shim that brings useSyncExternalStore to React 17; React 19 has it, and the
      // package's own entry for React 18 and later is the same hook without the shim's copy of it.
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  server: {
    port: 5173,
    proxy,
  },
  preview: { proxy },
  build: {
    outDir: 'dist',
    // Written for error reporting, but not linked from the files and not served by the gateway.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each route loads, for the size budget (.size-limit.mjs).
    manifest: true,
    // Every browser the portal supports knows <link rel="modulepreload"> (Chrome 66, Safari 17, Firefox 115); an
    // older one still loads every module through its imports, only without the early start. Not shipping the
    // polyfill takes ~0.5 kB off every page (record 0023).
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: firstVisitChunks(APP_ENTRY, LOGIN_ENTRY) }],
        },
      },
      input: {
        // The app, and the login pages' light document (decision record 0027).
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        login: fileURLToPath(new URL('login.html', import.meta.url)),
      },
    },
  },
});
