/**
 * The security headers every page of the site carries, listed once. Firebase Hosting sends them
 * from firebase.json's `hosting.headers` (which cannot import code, so a test checks it holds
 * exactly these values), the ssr function sets them on its pages, and the local preview server
 * applies firebase.json's headers as Hosting does, with the page policy built for the emulators.
 *
 * - A Content-Security-Policy ({@link contentSecurityPolicy}): scripts from our own origin only,
 *   connections to our origin and the Firebase endpoints the app's configuration names, no
 *   plugins, no `<base>` or form posts elsewhere, and `frame-ancestors 'none'`.
 * - `X-Frame-Options: DENY` as well, for browsers older than frame-ancestors: no other site may
 *   frame a page (clickjacking).
 * - `nosniff`: a file is only ever what its Content-Type says.
 * - `strict-origin-when-cross-origin`: other sites see our origin, never a page's path.
 * - geolocation for our own pages only (near me), no camera or microphone.
 * - HSTS for a year, subdomains included.
 */

/**
 * The Firebase endpoints a page reaches, as the browser sees them: what `connect-src` and, for
 * Google sign-in's popup, `script-src` and `frame-src` allow besides our own origin.
 */
export interface FirebaseEndpoints {
  /** Origins the app calls with fetch or XHR: Firestore (REST and WebChannel), Auth, functions. */
  readonly connect: readonly string[];
  /**
   * Google sign-in's popup flow (Firebase Auth's `signInWithPopup`): the script that opens Auth's
   * hidden iframe (Google's gapi loader) and the auth domain that serves the iframe. Null where
   * the app signs in without a popup (on the local stack it uses the Auth emulator's credential).
   */
  readonly popup: { readonly script: string; readonly authDomain: string } | null;
}

/** An origin or host source as a CSP allows it: a scheme, a host (`*.` allowed), a port. */
const SOURCE = /^(?:https:\/\/(?:\*\.)?|http:\/\/)[a-z0-9.-]+(?::\d{1,5})?$/i;

/** `value` when it is a plain origin fit for a policy; anything else is a configuration error. */
function source(value: string): string {
  // A space, a semicolon or a quote would add a source or a directive to the policy.
  if (!SOURCE.test(value)) throw new Error(`Not an origin for a security policy: ${value}`);
  return value;
}

/**
 * Hosted Firebase: Firestore's, Auth's (sign-in and token refresh) and Cloud Functions' hosts,
 * and Google sign-in's popup on the project's auth domain. The site's own project is named only
 * when the web app is built (web/.env.production), after firebase.json is written, so the
 * per-project hosts (`<region>-<project>.cloudfunctions.net`, `<project>.firebaseapp.com`) are
 * allowed as their Firebase-owned domains unless a deployment names its own.
 */
export function hostedFirebaseEndpoints(
  options: { readonly functionsOrigin?: string; readonly authDomain?: string } = {},
): FirebaseEndpoints {
  return {
    connect: [
      'https://firestore.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      source(options.functionsOrigin ?? 'https://*.cloudfunctions.net'),
    ],
    popup: {
      script: 'https://apis.google.com',
      authDomain: source(options.authDomain ?? 'https://*.firebaseapp.com'),
    },
  };
}

/** Where the local emulators listen, each as `host:port` (firebase.json's `emulators`). */
export interface EmulatorHosts {
  readonly firestore: string;
  readonly auth: string;
  readonly functions: string;
}

/**
 * The local stack: the Firestore, Auth and functions emulators at the hosts configured, over
 * plain http. No popup: Google sign-in there takes the Auth emulator's credential in the page.
 */
export function emulatorEndpoints(hosts: EmulatorHosts): FirebaseEndpoints {
  const origins = [hosts.firestore, hosts.auth, hosts.functions].map((host) =>
    source(`http://${host}`),
  );
  return { connect: [...new Set(origins)], popup: null };
}

/**
 * The hash of an empty text: the one inline `<style>` element allowed is an empty one. The chart
 * library (Plotly) adds an empty `<style>` element and fills it through the CSS object model
 * (`insertRule`), which the policy does not govern; any element with text in it is refused.
 */
const EMPTY_STYLE = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The Content-Security-Policy of the site's pages, for the Firebase endpoints given.
 *
 * - Scripts: our own files only. No inline script runs: a server-rendered page's data is a
 *   non-executable `<script type="application/json">` block (shared/page-seed), and the built
 *   pages have no inline script. Google sign-in's popup adds Google's gapi loader.
 * - Styles: our own style sheets; no `<style>` element with text in it (the chart library's
 *   empty one is allowed by the hash of the empty text, {@link EMPTY_STYLE}). Style attributes
 *   are allowed (`style-src-attr 'unsafe-inline'`): React writes a `style` prop as an attribute
 *   in server-rendered markup (the guest deal page's skeletons), which the browser would refuse
 *   to apply and report. An attribute restyles its own element only; the attacks that read a
 *   page through CSS need selectors, which only a style sheet has, and what CSS may load is still
 *   bounded by `img-src` and `font-src`.
 * - Images: our own paths and any https: picture (deal, place and bank pictures are https: URLs
 *   or own paths, shared/safe-url), the data: icon in the page head, and blob: pictures.
 * - Fonts, the manifest and the service worker: our own files.
 * - Frames: only Auth's hidden iframe on the auth domain, when sign-in uses a popup; no plugins,
 *   no `<base>` elsewhere, forms post only to us, and no other site may frame a page.
 */
export function contentSecurityPolicy(endpoints: FirebaseEndpoints): string {
  const popup = endpoints.popup;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(popup ? [source(popup.script)] : [])],
    ['connect-src', "'self'", ...endpoints.connect.map(source)],
    ['img-src', "'self'", 'https:', 'data:', 'blob:'],
    ['style-src', "'self'", EMPTY_STYLE],
    ['style-src-attr', "'unsafe-inline'"],
    ['font-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', popup ? source(popup.authDomain) : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The policy of the service worker (/sw.js), which differs from a page's: the worker fetches the
 * pictures it caches itself, and a worker's fetch is checked against `connect-src`, so it may
 * fetch any https: URL (a picture's host is not known in advance) as well as our own files. It
 * loads only our scripts (Workbox) and nothing else.
 */
export const SERVICE_WORKER_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self' https:; base-uri 'none'";

/** The production policy of pages: hosted Firebase (firebase.json sends exactly this). */
export const PRODUCTION_CSP = contentSecurityPolicy(hostedFirebaseEndpoints());

/** The security headers, with `csp` as the page's Content-Security-Policy. */
export function securityHeaders(csp: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}

/** The headers of every production page (firebase.json's `**` rule). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders(PRODUCTION_CSP);
