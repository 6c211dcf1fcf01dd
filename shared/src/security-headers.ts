/**
 * The security headers every page of the site carries, listed once. Firebase Hosting sends them
 * from firebase.json's `hosting.headers` (which cannot import code, so a test checks it holds
 * exactly this list), the ssr function sets them on its pages, and the local preview server
 * applies firebase.json's headers as Hosting does.
 *
 * - `frame-ancestors 'none'` and `X-Frame-Options: DENY`: no other site may frame a page (click-
 *   jacking); the CSP holds only this directive, a policy for scripts is not set yet.
 * - `nosniff`: a file is only ever what its Content-Type says.
 * - `strict-origin-when-cross-origin`: other sites see our origin, never a page's path.
 * - geolocation for our own pages only (near me), no camera or microphone.
 * - HSTS for a year, subdomains included.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=()',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};
