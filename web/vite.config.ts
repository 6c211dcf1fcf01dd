/// <reference types="vitest/config" />
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import type { ChunkingContext } from 'rolldown';
import { VitePWA } from 'vite-plugin-pwa';
import { PLACEHOLDER_CARD_IMAGE, PLACEHOLDER_DEAL_IMAGE } from '../shared/src/constants.ts';
import { SAVED_PAGES_CACHE, usableSavedPage } from './src/lib/pwa/saved-pages.ts';
import { NO_SCRIPT_PAGES, noScriptPage } from './src/app/ssr/no-script-page.ts';
import { memberSheetLink } from './src/app/ssr/member-sheet.ts';

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const THEME = '#0b5cad';

/**
 * The built page is app-shell.html, not index.html: Firebase Hosting would answer "/" with an
 * index.html before any rewrite, and "/" is server-rendered by the `ssr` function (firebase.json).
 * Every other route of the single-page app is rewritten to the shell.
 */
const APP_SHELL = 'app-shell.html';

/**
 * The paths Hosting hands to the `ssr` function, read from firebase.json's rewrites, as one
 * pattern over a path: `/`, `/LandingPage`, and everything below `/guest-place/` and `/guest-deal/`.
 */
const serverRenderedPath = (): string => {
  const hosting = JSON.parse(readFileSync(fromHere('../firebase.json'), 'utf8')) as {
    hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
  };
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const paths = hosting.hosting.rewrites
    .filter((rewrite) => rewrite.function?.functionId === 'ssr')
    .map(({ source }) =>
      source.endsWith('/**') ? `${escape(source.slice(0, -2))}.+` : escape(source),
    );
  if (paths.length === 0) throw new Error('firebase.json rewrites no path to the ssr function');
  return `(?:${paths.join('|')})`;
};

const appShell = (): Plugin => {
  let outDir = fromHere('./dist');
  return {
    name: 'app-shell',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Before the service worker is generated (its closeBundle), so it precaches the shell by name.
    // The copies for /login and /signup without JavaScript are written beside it
    // (src/app/ssr/no-script-page.ts).
    // A failed build writes no page: then there is nothing to rename, and the build's own error
    // is the one to show.
    closeBundle: {
      order: 'pre',
      handler() {
        const page = path.join(outDir, 'index.html');
        if (!existsSync(page)) return;
        const shell = path.join(outDir, APP_SHELL);
        renameSync(page, shell);
        // Login and Signup as copies of the shell that say, without JavaScript, what they are.
        const template = readFileSync(shell, 'utf8');
        for (const noScript of NO_SCRIPT_PAGES) {
          writeFileSync(path.join(outDir, noScript.file), noScriptPage(template, noScript));
        }
      },
    },
  };
};

/**
 * The members' style sheet (src/styles/member.css, linked by member UI through MemberStyles) goes
 * into the app shell after the app's own sheet: a member opening one of their pages gets both at
 * once, render-blocking as the one sheet was. Both links carry React's `data-precedence`, so
 * MemberStyles finds the sheet already there, and on a server-rendered page, whose template drops
 * the members' link (entry-server.tsx), React adds it after the app's sheet when member UI first
 * renders.
 */
const memberSheet = (): Plugin => ({
  name: 'member-sheet',
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const sheet = Object.values(bundle ?? {}).find(
        (file) =>
          file.type === 'asset' &&
          file.originalFileNames.some((name) => name.endsWith('src/styles/member.css')),
      );
      const appSheet = /<link rel="stylesheet" crossorigin href="(\/assets\/style-[^"]+\.css)">/;
      if (!sheet || !appSheet.test(html))
        throw new Error('The app shell needs the app style sheet and src/styles/member.css');
      return html.replace(
        appSheet,
        (_link, href: string) =>
          `<link rel="stylesheet" crossorigin href="${href}" data-precedence="app">` +
          memberSheetLink(`/${sheet.fileName}`),
      );
    },
  },
});

/**
 * `vite build --ssr src/entry-server.tsx` (the second half of `npm run build`) writes the server
 * renderer to dist-ssr/ as one self-contained module, with a copy of the shell it renders into:
 * the `ssr` function needs nothing else (see functions/src/ssr/ssr.ts).
 */
const ssrTemplate: Plugin = {
  name: 'ssr-template',
  apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild === true,
  closeBundle() {
    copyFileSync(fromHere(`./dist/${APP_SHELL}`), fromHere(`./dist-ssr/${APP_SHELL}`));
    copyFileSync(
      fromHere('./dist/.vite/manifest.json'),
      fromHere('./dist-ssr/client-manifest.json'),
    );
  },
};

/**
 * Installable and offline: the web app manifest and a Workbox service worker that precaches the
 * app shell (every built script, style, font and icon) and answers any navigation with
 * app-shell.html, so the app starts with no network; the data comes from Firestore's own
 * persistent cache.
 *
 * The server-rendered pages are the exception: a returning visitor gets them from the network
 * (the CDN) as a new one does, painted with their data, and the worker keeps the last copy of each.
 * Offline, or when the network has not answered within a few seconds, that copy is shown: it
 * carries the deals it was rendered with, so the landing opens with the deals this phone saw last.
 * A page never fetched before, or saved by an earlier build, falls back to the shell.
 *
 * `prompt`: a new deployment waits until the person accepts the update prompt
 * (lib/pwa), so a page never changes under them. The worker is built for production only; the
 * dev server runs without it.
 */
const SERVER_RENDERED = serverRenderedPath();

const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  // The two placeholders stand in for any deal or card picture that cannot load, offline too, so
  // they are precached although the rest of demo/ is not.
  includeAssets: [
    'icons/apple-touch-icon.png',
    'icons/icon.svg',
    PLACEHOLDER_DEAL_IMAGE.slice(1),
    PLACEHOLDER_CARD_IMAGE.slice(1),
  ],
  manifest: {
    id: '/',
    name: 'Card Deals: bank card discounts in Pakistan',
    short_name: 'Card Deals',
    description: 'Every discount your bank cards unlock in Pakistan, by card, city and category.',
    lang: 'en',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME,
    background_color: '#f3f5f9',
    categories: ['shopping', 'finance', 'food'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Not the Urdu web font: installing the app on an English page must not download it. An Urdu
    // page fetches it when it draws Urdu, and the /assets/ rule below keeps it for offline.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    // Demo images (but the two placeholders above) and the statistics chart (1.1 MB of plotting
    // code) are cached when first used instead (below), so installing the app costs a phone on
    // mobile data only the shell.
    globIgnores: ['demo/**', 'assets/distribution-chart-*.js'],
    navigateFallback: `/${APP_SHELL}`,
    // Matched against the path and query string.
    navigateFallbackDenylist: [new RegExp(`^${SERVER_RENDERED}(?:\\?.*)?$`)],
    cleanupOutdatedCaches: true,
    // The first install takes over the page it was installed from, so the pages whose code that
    // visit has not loaded yet still open if the connection drops before the next visit. A new
    // version still waits for the person to accept it (registerType 'prompt').
    clientsClaim: true,
    runtimeCaching: [
      {
        // Matched against the whole URL; same-origin only, as the host part says nothing else.
        urlPattern: new RegExp(`^https?://[^/]+${SERVER_RENDERED}(?:\\?.*)?$`),
        handler: 'NetworkFirst',
        options: {
          cacheName: SAVED_PAGES_CACHE,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 40 },
          // "/?source=pwa" (the installed app's start) opens the saved "/" offline.
          matchOptions: { ignoreSearch: true },
          precacheFallback: { fallbackURL: `/${APP_SHELL}` },
          // A copy saved by an earlier build is not used: the shell opens instead.
          plugins: [{ cachedResponseWillBeUsed: usableSavedPage }],
        },
      },
      {
        // Built scripts carry a content hash in their name, so a cached copy is never stale.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'lazy-assets', expiration: { maxEntries: 60 } },
      },
      {
        // Deal and bank images: shown from the cache offline, refreshed in the background.
        urlPattern: ({ request }) => request.destination === 'image',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'images',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  },
});

/**
 * React Router's package exports its development build to every bundler; its production build is
 * the same code without the development warnings. Builds use it, from wherever Node resolves the
 * package; the dev server and the tests keep the warnings.
 */
const routerFolder = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);
const productionRouter = [
  {
    find: /^react-router$/,
    replacement: path.join(routerFolder, 'dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: path.join(routerFolder, 'dist/production/dom-export.mjs'),
  },
];

/** The libraries every page starts with, each group a chunk of its own (see `codeSplitting`). */
const VENDOR_CHUNKS = {
  'vendor-react': /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  'vendor-router': /[\\/]node_modules[\\/]react-router[\\/]/,
  'vendor-redux':
    /[\\/]node_modules[\\/](react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/,
};

/** Whether a module is one of the libraries in VENDOR_CHUNKS. */
const isVendor = (id: string): boolean =>
  Object.values(VENDOR_CHUNKS).some((test) => test.test(id));

/**
 * How many chunks hold the rest of what every page starts with (the app's own modules, with the
 * few library modules they need): each runs in a task of its own (boot-page.ts), and all of them
 * at once were a long task of a tenth of a second on a slow phone.
 */
const APP_CHUNKS = 4;

/**
 * Every id reachable from `start` by `next` (its imports), each once, in the order they run:
 * a module's imports before it.
 */
function reachable(start: string, next: (id: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const ran: string[] = [];
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of next(id)) visit(imported);
    ran.push(id);
  };
  visit(start);
  return ran;
}

/** Every id that reaches `start` through `back` (its importers), `start` included. */
function reachableBack(start: string, back: (id: string) => readonly string[]): string[] {
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const importer of back(id)) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return [...seen];
}

/**
 * Names the chunk of each module the app (`entry`) starts with: the modules in the order they run
 * (imports first), cut into APP_CHUNKS runs of as many modules. A chunk then
 * imports only the chunks before it, so each one runs after them, by itself.
 */
function appChunks(entry: string) {
  let chunkOf: Map<string, number> | null = null;
  const cut = (ctx: ChunkingContext): Map<string, number> => {
    const ran = reachable(entry, (id) => ctx.getModuleInfo(id)?.importedIds ?? []);
    const own = ran.filter((id) => !id.startsWith('\0') && !BOOT_SCRIPT.test(id) && !isVendor(id));
    const size = Math.ceil(own.length / APP_CHUNKS);
    return new Map(own.map((id, index) => [id, Math.floor(index / size)]));
  };
  return (id: string, ctx: ChunkingContext): string => {
    chunkOf ??= cut(ctx);
    return `app-${chunkOf.get(id) ?? APP_CHUNKS - 1}`;
  };
}

/**
 * shared/'s index: the app starts with it, but what a module imports through it is bound to the
 * module that defines it, which may be in a lazy page's chunk.
 */
const SHARED_BARREL = /[\\/]shared[\\/]src[\\/]index\.ts$/;

/** A named import from shared's index, as the app's modules write it (`import type` aside). */
const SHARED_INDEX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@deals\/shared["']/g;

/**
 * What a module imports, with shared's index replaced by the shared modules that define the
 * names it imports through it: the index re-exports every shared module, so following it would
 * make every page reach all of shared, while the bundler binds each name to its own module.
 */
function importsOf(ctx: ChunkingContext): (id: string) => readonly string[] {
  let definedIn: Map<string, string> | null = null;
  const info = (m: string) => ctx.getModuleInfo(m);
  return (id) => {
    const imported = info(id)?.importedIds ?? [];
    const index = imported.find((m) => SHARED_BARREL.test(m));
    if (index === undefined) return imported;
    definedIn ??= new Map(
      (info(index)?.importedIds ?? []).flatMap((m) =>
        (info(m)?.exports ?? []).map((name) => [name, m] as const),
      ),
    );
    const names = [...(info(id)?.code ?? '').matchAll(SHARED_INDEX_IMPORT)].flatMap(([, list]) =>
      (list ?? '').split(',').map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      ),
    );
    const defining = names.flatMap((name) => definedIn?.get(name ?? '') ?? []);
    return [...new Set([...imported.filter((m) => m !== index), ...defining])];
  };
}

/** The interface's texts, a module per namespace and language. */
const LOCALE_TEXTS = /[\\/]web[\\/]src[\\/]locales[\\/]/;

/** A module of ours joins the `shared-small` chunk when at least this many lazy pages use it, */
const SHARED_SMALL_MIN_PAGES = 9;
/** its code is at most this long (bytes, as the bundler reads it), */
const SHARED_SMALL_MAX_BYTES = 3072;

/**
 * and everything it imports is a library every page starts with, one of the app's own start-up
 * modules, or another module of the chunk. Names those modules (null: not one): one file
 * instead of the dozen of a few hundred bytes each the splitter cut them into, and one that never
 * brings a lazy page's code with it (a bigger shared module pulls in the Firebase SDK, forms,
 * ...: grouping every shared module cost the small pages 20 KB). What the landing (`landing`,
 * its route module) uses is `shared-small`, the rest `pages-small`: the page most visits start on
 * downloads none of the others' (the members' document, write errors), and the others load one
 * file more.
 */
function sharedSmall(entry: string, landing: string) {
  let initial: Set<string> | null = null;
  let landingUses: Set<string> | null = null;
  // One for the build: it maps every name shared's index exports once.
  let imports: ((id: string) => readonly string[]) | null = null;
  const importsIn = (ctx: ChunkingContext) => (imports ??= importsOf(ctx));
  const member = new Map<string, boolean>();
  const qualifies = (id: string, ctx: ChunkingContext): boolean => {
    const known = member.get(id);
    if (known !== undefined) return known;
    member.set(id, false); // an import cycle back to this module does not qualify it
    const info = (m: string) => ctx.getModuleInfo(m);
    initial ??= new Set(reachable(entry, importsIn(ctx)));
    const start = initial;
    const lazyPages = reachableBack(id, (m) => info(m)?.importers ?? []).filter(
      (m) => (info(m)?.dynamicImporters.length ?? 0) > 0,
    ).length;
    const yes =
      /[\\/](web|shared)[\\/]src[\\/]/.test(id) &&
      // A namespace of texts is fetched by name when a page needs it (lib/i18n), however many
      // pages reach it through the whole English set some of them import.
      !LOCALE_TEXTS.test(id) &&
      !start.has(id) &&
      (info(id)?.code?.length ?? Infinity) <= SHARED_SMALL_MAX_BYTES &&
      lazyPages >= SHARED_SMALL_MIN_PAGES &&
      (info(id)?.importedIds ?? []).every(
        (dep) =>
          dep.startsWith('\0') ||
          isVendor(dep) ||
          (start.has(dep) && !SHARED_BARREL.test(dep)) ||
          qualifies(dep, ctx),
      );
    member.set(id, yes);
    return yes;
  };
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!qualifies(id, ctx)) return null;
    landingUses ??= new Set(reachable(landing, importsIn(ctx)));
    return landingUses.has(id) ? 'shared-small' : 'pages-small';
  };
}

/**
 * The first script of a server-rendered page (src/boot.ts) and what it imports. It loads before
 * the page paints, so it must stay a few hundred bytes: these modules stay out of the app's chunks.
 */
const BOOT_SCRIPT =
  /[\\/]web[\\/]src[\\/](boot\.ts|lib[\\/]boot[\\/](boot-page|early-taps|next-task)\.ts|lib[\\/]network[\\/]code-fetch\.ts)$/;

/** The most the boot script may load before the page paints, its imports included (bytes). */
const BOOT_SCRIPT_LIMIT = 8 * 1024;

/**
 * Fails the build when the boot script grew: a module it imports that is not in BOOT_SCRIPT would
 * be captured into the app chunk, and the boot script would then load the whole app before the
 * page paints.
 */
const bootStaysSmall: Plugin = {
  name: 'boot-stays-small',
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  generateBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' ? [[file.fileName, file]] : [],
      ),
    );
    const boot = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'boot');
    if (!boot) return;
    const loaded = reachable(boot.fileName, (fileName) => chunks.get(fileName)?.imports ?? []);
    const bytes = loaded.reduce((sum, name) => sum + (chunks.get(name)?.code.length ?? 0), 0);
    if (bytes > BOOT_SCRIPT_LIMIT) {
      this.error(
        `the boot script loads ${bytes} bytes (${loaded.join(', ')}), more than ` +
          `${BOOT_SCRIPT_LIMIT}: add what src/boot.ts imports to BOOT_SCRIPT in vite.config.ts`,
      );
    }
  },
};

// The shared package is consumed from source so the app and its tests never depend on a prior `tsc -b`.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild ? [ssrTemplate] : [pwa, appShell(), memberSheet(), bootStaysSmall]),
  ],
  resolve: {
    alias: [
      { find: /^@deals\/shared$/, replacement: fromHere('../shared/src/index.ts') },
      { find: /^@\//, replacement: `${fromHere('./src')}/` },
      ...(command === 'build' ? productionRouter : []),
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  ssr: { noExternal: true },
  // The server renderer runs React and Redux Toolkit in their production builds, as the browser does.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    copyPublicDir: !isSsrBuild,
    // The bench reads .vite/manifest.json to size each lazy route chunk.
    manifest: true,
    // No module-preload polyfill: every browser we support knows <link rel="modulepreload">, and
    // one that did not would only fetch the modules later. It was a file of its own on every page.
    modulePreload: { polyfill: false },
    // One style sheet for what every visitor may see (about 30 KB, 6 KB compressed), linked by the
    // shell and cached for good, instead of one per route chunk: a server-rendered page linked
    // five to seven of them, each a render-blocking request of its own, and a phone on HTTP/1.1
    // fetches six files at a time. Lighthouse's simulated phone painted the guest place page about
    // a second later with them (issue 42). Every later page then loads no style sheet at all. What
    // only members see is a second sheet, left out of public pages (memberSheet).
    cssCodeSplit: false,
    rolldownOptions: {
      // shared/ is pure (no module runs anything on import), so modules the app does not use, such
      // as the dataset schemas and their zod dependency, can be dropped from the bundle. The one
      // exception is zod.ts, which sets zod to build schemas without compiling code (the CSP).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !id.includes('/shared/src/') || id.endsWith('/shared/src/zod.ts'),
      },
      // The libraries every page starts with go in three chunks (React, the router, Redux with
      // its helpers): fewer files compress better than the dozen small ones the splitter would
      // otherwise cut them into (about 10 KB gzip less on the landing), and three let a
      // server-rendered page run them in three tasks instead of one long one (boot-page.ts).
      // Libraries only some pages use (Firebase, rxjs, the chart) stay split.
      ...(isSsrBuild
        ? {}
        : {
            // The app (index.html) and the first script of a server-rendered page, which loads
            // the app once the page has painted (src/lib/boot/boot-page.ts).
            input: { index: fromHere('index.html'), boot: fromHere('src/boot.ts') },
            output: {
              codeSplitting: {
                groups: [
                  ...Object.entries(VENDOR_CHUNKS).map(([name, test]) => ({ name, test })),
                  {
                    // The rest of what every page starts with (the entry's static imports): a
                    // few chunks (appChunks) instead of the twenty the splitter cut them into by
                    // which lazy pages share them. Each file a page loads costs its main thread a
                    // task to request it and one to run it: the landing's forty scripts were a
                    // good part of its blocking time on a slow phone.
                    name: appChunks(fromHere('index.html')),
                    debugName: 'app start',
                    tags: ['$initial'],
                    // Only these modules: the libraries they import keep their own chunks.
                    includeDependenciesRecursively: false,
                    test: (id: string) => !id.startsWith('\0') && !BOOT_SCRIPT.test(id),
                  },
                  {
                    // Small modules many lazy pages share (a page's title, the message hook,
                    // link and button helpers): every file a page loads costs its main thread a
                    // task to request it and another to compile it (docs/performance.md).
                    name: sharedSmall(
                      fromHere('index.html'),
                      fromHere('src/features/landing/routes/landing-route.tsx'),
                    ),
                    debugName: 'shared small',
                    includeDependenciesRecursively: false,
                    test: (id: string) => !id.startsWith('\0') && !BOOT_SCRIPT.test(id),
                  },
                ],
              },
            },
          }),
    },
  },
  test: {
    name: 'web',
    root: fromHere('.'),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    css: false,
  },
}));
