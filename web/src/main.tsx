import { StrictMode, startTransition, useEffect } from 'react';
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
import { holdEarlyTaps, takeEarlyTaps } from '@/lib/boot/early-taps';
import { nextTask } from '@/lib/boot/next-task';
import { holdLiveUpdates, liveUpdatesStart } from '@/lib/boot/live-after-start';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('the app shell has no #root element');

// Until hydration starts, a tap on one of the server page's buttons is kept (early-taps.ts): held
// since the page was parsed when its first script (boot-page.ts) loaded this one, else from now.
const earlyTaps = takeEarlyTaps() ?? holdEarlyTaps(container);

/** Renders nothing; its effect runs once the page it follows is rendered (or hydrated) and live. */
function Live({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

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
  // Each step in a task of its own, so that none is a long task on a slow phone.
  await nextTask();
  const store = setupStore();
  await nextTask();
  await startLanguage();
  const seed = parsePageSeed(document.getElementById(PAGE_SEED_ELEMENT_ID)?.textContent);
  const hydrate =
    seed !== null &&
    root.firstElementChild !== null &&
    currentLanguage() === DEFAULT_LANGUAGE &&
    !hasRememberedSession();
  // The page's data is in its HTML: its listeners start once it has settled, and so does the
  // service worker's install (it reads the page as the server sent it now, before hydration).
  const settle = hydrate ? holdLiveUpdates() : () => {};
  // Keeping the page as the server sent it reads the whole document: a task of its own.
  if (hydrate) await nextTask();
  startServiceWorker(liveUpdatesStart());
  if (hydrate) {
    await nextTask();
    await applyPageSeed(store.dispatch, seed, nextTask);
    await nextTask();
    await loadMatchedRoutes();
    await nextTask();
  }
  const router = createAppRouter({ serverRendered: hydrate });
  if (hydrate) await nextTask();
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is live; a tap meanwhile makes React hydrate at once and
  // then handle it. A tap on a button before hydration starts is acted on once the page is live
  // (early-taps.ts), and text typed into the server's search box is taken as typed (SearchInput).
  // The stores outside React that a render reads (the install offer, the service worker, the
  // connection) give React the server's value while it hydrates, so an update arriving in between
  // cannot make the first client render differ from the server's markup (ssr.spec checks that
  // the public pages hydrate without an error).
  const replayTap = earlyTaps.release();
  // Once live, <html data-app="live"> says so (a server-rendered page reads before it is live).
  const live = (
    <>
      {app}
      <Live
        then={() => {
          document.documentElement.dataset.app = 'live';
          settle();
          // In the next task: what the page's own effects started as it went live (the Back
          // interception registering with the router) settles first, and the tap acts on that.
          void nextTask().then(replayTap);
        }}
      />
    </>
  );
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(root, live);
    });
  } else createRoot(root).render(live);
}

captureInstallPrompt();
void nextTask().then(() => start(container));
