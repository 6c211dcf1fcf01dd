/**
 * robots.txt and sitemap.xml for the public site, served by the ssr function (firebase.json
 * rewrites both paths to it, before the app shell catches every path). Both name absolute URLs
 * against the configured public origin, never the request's host. The pages listed here are the
 * routes of web/src/config/paths.ts that a visitor without an account can open; the routes behind
 * sign-in (web/src/app/router.tsx's RequireMember, the member deal and place views) and the admin
 * page are disallowed.
 */
import { dealEntity, placeEntity } from '@deals/shared';
import type { Firestore } from 'firebase-admin/firestore';

/** The public pages whose address has no parameters, in the order the sitemap lists them. */
export const PUBLIC_STATIC_PATHS = [
  '/',
  '/brand-search',
  '/AboutSection',
  '/ContactForm',
  '/privacy-policy',
  '/terms',
] as const;

/**
 * Path prefixes crawlers are kept out of: pages for signed-in members, the admin page and the
 * member views of a deal, a place and a deal's branches (guests have /guest-deal and
 * /guest-place, which stay allowed: robots.txt matches a prefix from the path's start).
 */
export const DISALLOWED_PATHS = [
  '/HomePageLoggedIn',
  '/CardInfoPage',
  '/CardInfoPageAfterSignUp',
  '/StatisticsPage',
  '/SettingsPage',
  '/notifications',
  '/admin',
  '/verify-email',
  '/deal/',
  '/place/',
  '/branches/',
] as const;

/** The most places, and the most deals, one sitemap lists (each is one document read). */
export const SITEMAP_PLACE_LIMIT = 2000;
export const SITEMAP_DEAL_LIMIT = 2000;

/** How long the CDN keeps robots.txt and the sitemap: an hour fresh, a day more while refreshed. */
export const SITEMAP_CACHE_CONTROL =
  'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

/** robots.txt: every public page allowed, member and admin pages not, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A place the sitemap lists: its guest page /guest-place/{cityId}/{placeKey}. */
export interface SitemapPlace {
  readonly cityId: string;
  readonly placeKey: string;
}

/** A deal the sitemap lists: its guest page /guest-deal/{bankId}/{dealId}/{cityId}. */
export interface SitemapDeal {
  readonly bankId: string;
  readonly dealId: string;
  readonly cityId: string;
}

const segments = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** The guest page of a place (web/src/config/paths.ts's guestPlace). */
export const guestPlacePath = ({ cityId, placeKey }: SitemapPlace): string =>
  `/guest-place/${segments(cityId, placeKey)}`;

/** The guest page of a deal (web/src/config/paths.ts's guestDeal). */
export const guestDealPath = ({ bankId, dealId, cityId }: SitemapDeal): string =>
  `/guest-deal/${segments(bankId, dealId, cityId)}`;

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/**
 * The sitemap (sitemaps.org 0.9): the public static pages, then each place's and each deal's guest
 * page, as absolute URLs against `origin`, each listed once.
 */
export function sitemapXml(
  origin: string,
  pages: { readonly places: readonly SitemapPlace[]; readonly deals: readonly SitemapDeal[] },
): string {
  const paths = [
    ...PUBLIC_STATIC_PATHS,
    ...pages.places.map(guestPlacePath),
    ...pages.deals.map(guestDealPath),
  ];
  const urls = [...new Set(paths)].map(
    (path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The places and deals the sitemap lists: active places (Places/{cityId}_{placeKey}) and active
 * deals (Banks/{bankId}/Cities/{cityId}/Deals/{dealId}), at most the limits of each. Only the
 * `active` field is read; the ids come from the document paths. Plain reads in id order, which
 * need no index.
 */
export async function readSitemapPages(
  db: Firestore,
  limits: { readonly places: number; readonly deals: number } = {
    places: SITEMAP_PLACE_LIMIT,
    deals: SITEMAP_DEAL_LIMIT,
  },
): Promise<{ places: SitemapPlace[]; deals: SitemapDeal[] }> {
  const [placeDocs, dealDocs] = await Promise.all([
    db.collection(placeEntity.path()).select('active').limit(limits.places).get(),
    db.collectionGroup(dealEntity.collectionId).select('active').limit(limits.deals).get(),
  ]);
  const places: SitemapPlace[] = [];
  for (const doc of placeDocs.docs) {
    if (doc.get('active') === false) continue;
    // City ids hold no underscore (shared/src/places.ts's placeDocId).
    const split = doc.id.indexOf('_');
    if (split <= 0 || split === doc.id.length - 1) continue;
    places.push({ cityId: doc.id.slice(0, split), placeKey: doc.id.slice(split + 1) });
  }
  const deals: SitemapDeal[] = [];
  for (const doc of dealDocs.docs) {
    if (doc.get('active') === false) continue;
    const ids = dealEntity.idsOf(doc.ref.path);
    if (ids === null) continue;
    deals.push({ bankId: ids.bankId, dealId: ids.dealId, cityId: ids.cityId });
  }
  return { places, deals };
}
