/**
 * The server renderer of the public pages (the landing, guest place and guest deal pages), run by
 * the `ssr` Cloud Function: the same routes and components as the browser, rendered with React's
 * server renderer from a store holding the page's seed, into the built app shell with the page's
 * own head. The browser then hydrates the markup (main.tsx) from the same seed.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { pageHead, renderHead } from '@/app/ssr/page-head';
import { arrangeHead, asManifest, bootScript, routeAssets } from '@/app/ssr/route-assets';
import { PAGE_SEED_ELEMENT_ID, type PageSeed, serializePageSeed } from '@deals/shared';
import { applyPageSeed } from '@/app/ssr/page-seed';
import { api } from '@/lib/rtk/api';
import { setupStore } from '@/app/store';
import { NAMESPACES, i18n, initI18n, loadTexts } from '@/lib/i18n/i18n';
import { withoutMemberSheet } from '@/app/ssr/member-sheet';

export interface RenderRequest {
  /** The page's path and query, as requested. */
  readonly path: string;
  /** The public origin (scheme and host) links in the head are made absolute against. */
  readonly origin: string;
  readonly seed: PageSeed;
  /** The built app shell (web/dist/app-shell.html). */
  readonly template: string;
  /** The client build's manifest (web/dist/.vite/manifest.json), to link the route's files. */
  readonly manifest?: unknown;
}

export type RenderResult =
  | { readonly status: 200 | 404; readonly html: string }
  | { readonly status: 301 | 302 | 303 | 307 | 308; readonly location: string };

/** The markup of the page at `path`, rendered from a store holding `seed`. */
async function renderApp(path: string, origin: string, seed: PageSeed) {
  // The server holds every English text; the browser fetches a page's texts with its route.
  await initI18n('en');
  await loadTexts(NAMESPACES);
  const store = setupStore();
  await applyPageSeed(store.dispatch, seed);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <AppProviders store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  // The store lives for this one render: its cache timers must not keep it (and the process) alive.
  store.dispatch(api.util.resetApiState());
  return { markup, status: context.statusCode };
}

/**
 * The whole HTML document of a public page. The shell's title and description give way to the
 * page's head; the markup goes into #root and the seed into a JSON script the browser reads.
 */
export async function renderPage({
  path,
  origin,
  seed,
  template,
  manifest = {},
}: RenderRequest): Promise<RenderResult> {
  const app = await renderApp(path, origin, seed);
  if (app instanceof Response) {
    const location = app.headers.get('Location') ?? '/';
    return { status: app.status as 302, location };
  }
  // React writes the preloads of the page's first images ahead of the markup; they belong in the
  // head (where the browser finds them first), and inside #root they would not hydrate.
  const preloads = /^(?:<link [^>]*\/>)*/.exec(app.markup)?.[0] ?? '';
  const markup = app.markup.slice(preloads.length);
  const t = i18n.getFixedT('en', 'deal');
  const common = i18n.getFixedT('en', 'common');
  const cityName = (cityId: string) => common(`city.${cityId}`, { defaultValue: cityId });
  const head = renderHead(pageHead(seed, origin, { t, cityName }), t('preview.siteName'));
  // A public page shows no member UI before its code runs: the members' sheet would only hold up
  // its first paint. React links it if member UI appears later.
  const shell = withoutMemberSheet(
    template.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, ''),
  );
  const html = arrangeHead(shell, {
    head,
    assets: routeAssets(asManifest(manifest), seed.kind),
    preloads,
    boot: bootScript(asManifest(manifest)),
  }).replace(
    '<div id="root"></div>',
    `<div id="root">${markup}</div>\n    <script type="application/json" id="${PAGE_SEED_ELEMENT_ID}">${serializePageSeed(seed)}</script>`,
  );
  return { status: app.status === 404 ? 404 : 200, html };
}
