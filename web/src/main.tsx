// First: zod must know it may not compile code before any schema is built (the page's CSP).
import '@/lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, matchRoutes } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter, routes } from '@/app/router';
import { PAGE_SEED_ELEMENT_ID, parsePageSeed } from '@deals/shared';
import { applyPageSeed } from '@/app/ssr/page-seed';
import { currentLanguage, startLanguage } from '@/lib/i18n/language';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { setupStore } from '@/app/store';
import { hasRememberedSession } from '@/lib/storage/local-cache';
import { captureInstallPrompt } from '@/lib/pwa/install';
import { startServiceWorker } from '@/lib/pwa/service-worker';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('the app shell has no #root element');

const store = setupStore();

/**
 * Loads the route modules the current URL matches, so the router starts with every page
 * component in hand and its first render is the page, as on the server, not the fallback.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * A page the server rendered (the landing, guest place and deal pages) carries its data; the
 * browser takes the same data into its store and hydrates the markup, reading nothing again. The
 * server renders what a guest sees in English, so the page is rendered afresh in the browser
 * instead for a reader of another language, and where someone is signed in on this device: their
 * session decides the page (a member is sent from a guest page to their own), and Firestore
 * listeners opened before the session is known would answer from the wrong user's cache.
 */
async function start(root: HTMLElement): Promise<void> {
  await startLanguage();
  const seed = parsePageSeed(document.getElementById(PAGE_SEED_ELEMENT_ID)?.textContent);
  const hydrate =
    seed !== null &&
    root.firstElementChild !== null &&
    currentLanguage() === DEFAULT_LANGUAGE &&
    !hasRememberedSession();
  if (hydrate) {
    await applyPageSeed(store.dispatch, seed);
    await loadMatchedRoutes();
  }
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );
  // At once, and not as a transition. Waiting for a first frame left a window after the load
  // event in which typing into the server's search box was lost (the browser journeys type as
  // soon as a page has loaded); a transition yields to the page's first store updates, and an
  // update before the root is hydrated makes React drop the server's markup and render it anew
  // (the landing showed it: a hydration mismatch error and a layout shift).
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// The worker first: on a first visit it reads the page as the server sent it, before hydration.
captureInstallPrompt();
startServiceWorker();

void start(container);
