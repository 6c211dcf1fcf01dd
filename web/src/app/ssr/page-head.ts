/**
 * The head of a server-rendered page: its title, description, canonical URL and the Open Graph
 * and Twitter tags that chat apps (WhatsApp first) and search engines read to preview a link.
 */
import {
  DEFAULT_CITY,
  PLACEHOLDER_DEAL_IMAGE,
  type PageSeed,
  type PlaceDoc,
  bankDisplayName,
  safeImageUrl,
} from '@deals/shared';
import type { TFunction } from '@/lib/i18n/translator';
import { paths } from '@/config/paths';

export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** Absolute. */
  readonly canonicalUrl: string;
  /** Absolute. */
  readonly imageUrl: string;
  /** `article` for a deal or a place, `website` for the landing. */
  readonly type: 'website' | 'article';
}

/** The site's share picture when a page has none of its own. */
const SITE_IMAGE = '/icons/icon-512.png';

/**
 * A picture of its own for a preview: one of `candidates` (best first) that is a picture at all,
 * neither empty nor the placeholder normalising gives a deal without one, and a safe address
 * (shared's safeImageUrl: an https: URL or our own path; javascript:, data:, http: and the like
 * are refused), made absolute against the public origin. The site's icon only when none is.
 */
const previewImage = (origin: string, ...candidates: readonly string[]): string => {
  for (const candidate of candidates) {
    const safe = safeImageUrl(candidate, '');
    if (safe === '' || safe === PLACEHOLDER_DEAL_IMAGE) continue;
    try {
      return new URL(safe, origin).href;
    } catch {
      // Not an address a URL parser takes: try the next one.
    }
  }
  return new URL(SITE_IMAGE, origin).href;
};

const absolute = (url: string, origin: string): string => new URL(url, origin).href;

/** The picture of a place's best deal: its best bank's best deal, as the place page shows it first. */
const bestDealImage = (place: PlaceDoc): string => {
  const bank = place.banks.find((b) => b.bankId === place.bestBankId) ?? place.banks[0];
  const deal = bank?.deals.find((d) => d.dealId === bank.bestDealId) ?? bank?.deals[0];
  return deal?.imageUrl ?? '';
};

/** The texts a head is written in: the deal namespace's translator and city display names. */
export interface HeadTexts {
  readonly t: TFunction<'deal'>;
  readonly cityName: (cityId: string) => string;
}

/**
 * The head for a seed, in the server's language (English). `origin` is the public origin links
 * are made absolute against.
 */
export function pageHead(seed: PageSeed, origin: string, { t, cityName }: HeadTexts): PageHead {
  // The site's own preview: the landing's, and a missing deal's or place's at its own address.
  const landing: PageHead = {
    title: t('preview.landingTitle'),
    description: t('preview.landingDescription', {
      city: cityName(seed.kind === 'landing' ? seed.args.cityId : DEFAULT_CITY),
    }),
    canonicalUrl: absolute(paths.landing.getHref(), origin),
    imageUrl: absolute(SITE_IMAGE, origin),
    type: 'website',
  };
  switch (seed.kind) {
    case 'landing':
      return landing;
    case 'place': {
      const { place } = seed;
      if (!place)
        return { ...landing, canonicalUrl: absolute(paths.guestPlace.getHref(seed.ref), origin) };
      return {
        title: t('preview.placeTitle', { title: place.title, discount: place.bestDiscount }),
        description: t('preview.placeDescription', {
          title: place.title,
          city: cityName(place.cityId),
          count: place.bankCount,
          discount: place.bestDiscount,
        }),
        canonicalUrl: absolute(paths.guestPlace.getHref(seed.ref), origin),
        imageUrl: previewImage(origin, bestDealImage(place), place.imageUrl),
        type: 'article',
      };
    }
    case 'deal': {
      const { deal } = seed;
      if (!deal)
        return { ...landing, canonicalUrl: absolute(paths.guestDeal.getHref(seed.params), origin) };
      const bank = bankDisplayName(deal.bankId, seed.banks);
      const values = {
        title: deal.title,
        discount: deal.discount,
        bank,
        city: cityName(deal.cityId),
      };
      return {
        title: t('preview.dealTitle', values),
        description: deal.description.trim() || t('preview.dealDescription', values),
        canonicalUrl: absolute(paths.guestDeal.getHref(seed.params), origin),
        imageUrl: previewImage(origin, deal.imageUrl),
        type: 'article',
      };
    }
  }
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as HTML: the <title> and the tags after it. */
export function renderHead(head: PageHead, siteName: string): string {
  const title = escapeAttribute(head.title);
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;
  return [
    `<title>${title}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(head.canonicalUrl)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:locale', 'en_PK'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
  ].join('\n    ');
}
