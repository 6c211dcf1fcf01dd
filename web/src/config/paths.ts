/**
 * Every route of the app, in one typed object. Components build URLs through
 * `getHref` so no path string is spelled twice.
 */

/** The three identifiers that address one deal document. */
export interface DealRouteParams {
  bankId: string;
  dealId: string;
  cityId: string;
}

const dealHref =
  (prefix: string) =>
  ({ bankId, dealId, cityId }: DealRouteParams): string =>
    `/${prefix}/${encodeURIComponent(bankId)}/${encodeURIComponent(dealId)}/${encodeURIComponent(cityId)}`;

/** The two identifiers that address one place: its city and its place key. */
export interface PlaceRouteParams {
  cityId: string;
  placeKey: string;
}

const placeHref =
  (prefix: string) =>
  ({ cityId, placeKey }: PlaceRouteParams): string =>
    `/${prefix}/${encodeURIComponent(cityId)}/${encodeURIComponent(placeKey)}`;

export const paths = {
  landing: { path: '/', getHref: () => '/' },
  landingAlias: { path: '/LandingPage', getHref: () => '/LandingPage' },
  signup: { path: '/signup', getHref: () => '/signup' },
  login: { path: '/login', getHref: () => '/login' },
  /** An old login address still linked from outside; it forwards to /login. */
  legacyLogin: { path: '/LogInPage', getHref: () => '/LogInPage' },
  verifyEmail: {
    path: '/verify-email',
    getHref: (oobCode?: string) =>
      oobCode ? `/verify-email?oobCode=${encodeURIComponent(oobCode)}` : '/verify-email',
  },
  cardInfoAfterSignUp: {
    path: '/CardInfoPageAfterSignUp',
    getHref: () => '/CardInfoPageAfterSignUp',
  },
  home: { path: '/HomePageLoggedIn', getHref: () => '/HomePageLoggedIn' },
  cardInfo: { path: '/CardInfoPage', getHref: () => '/CardInfoPage' },
  statistics: { path: '/StatisticsPage', getHref: () => '/StatisticsPage' },
  settings: { path: '/SettingsPage', getHref: () => '/SettingsPage' },
  about: { path: '/AboutSection', getHref: () => '/AboutSection' },
  contact: { path: '/ContactForm', getHref: () => '/ContactForm' },
  deal: { path: '/deal/:bankId/:dealId/:cityId', getHref: dealHref('deal') },
  guestDeal: { path: '/guest-deal/:bankId/:dealId/:cityId', getHref: dealHref('guest-deal') },
  branches: { path: '/branches/:bankId/:dealId/:cityId', getHref: dealHref('branches') },
  /** Every bank's offers at one place (member view; guests are sent to guestPlace). */
  place: { path: '/place/:cityId/:placeKey', getHref: placeHref('place') },
  guestPlace: { path: '/guest-place/:cityId/:placeKey', getHref: placeHref('guest-place') },
  brandSearch: { path: '/brand-search', getHref: () => '/brand-search' },
  brandDetail: { path: '/brand-detail', getHref: () => '/brand-detail' },
  /** Legacy link; replaced by the static page at `privacyPolicy`. */
  privacyPolicyRedirect: { path: '/privacypolicy', getHref: () => '/privacypolicy' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  /** Deal management for accounts with the admin custom claim. */
  admin: { path: '/admin', getHref: () => '/admin' },
  /** A member's in-app notifications. */
  notifications: { path: '/notifications', getHref: () => '/notifications' },
} as const;

export type PathKey = keyof typeof paths;
