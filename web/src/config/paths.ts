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

/** A deal's route under `/prefix`: the deal's bank, id and city, in that order. */
const dealRoute = (prefix: string) => ({
  path: `/${prefix}/:bankId/:dealId/:cityId`,
  getHref: ({ bankId, dealId, cityId }: DealRouteParams): string =>
    `/${prefix}/${encodeURIComponent(bankId)}/${encodeURIComponent(dealId)}/${encodeURIComponent(cityId)}`,
});

/** The two identifiers that address one place: its city and its place key. */
export interface PlaceRouteParams {
  cityId: string;
  placeKey: string;
}

/** A place's route under `/prefix`: its city, then its place key. */
const placeRoute = (prefix: string) => ({
  path: `/${prefix}/:cityId/:placeKey`,
  getHref: ({ cityId, placeKey }: PlaceRouteParams): string =>
    `/${prefix}/${encodeURIComponent(cityId)}/${encodeURIComponent(placeKey)}`,
});

/** A route whose address has no parameters. */
const fixed = (path: string) => ({ path, getHref: () => path });

export const paths = {
  landing: fixed('/'),
  landingAlias: fixed('/LandingPage'),
  signup: fixed('/signup'),
  login: fixed('/login'),
  /** An old login address still linked from outside; it forwards to /login. */
  legacyLogin: fixed('/LogInPage'),
  verifyEmail: {
    path: '/verify-email',
    getHref: (oobCode?: string) =>
      oobCode ? `/verify-email?oobCode=${encodeURIComponent(oobCode)}` : '/verify-email',
  },
  cardInfoAfterSignUp: fixed('/CardInfoPageAfterSignUp'),
  home: fixed('/HomePageLoggedIn'),
  cardInfo: fixed('/CardInfoPage'),
  statistics: fixed('/StatisticsPage'),
  settings: fixed('/SettingsPage'),
  about: fixed('/AboutSection'),
  contact: fixed('/ContactForm'),
  deal: dealRoute('deal'),
  guestDeal: dealRoute('guest-deal'),
  branches: dealRoute('branches'),
  /** Every bank's offers at one place (member view; guests are sent to guestPlace). */
  place: placeRoute('place'),
  guestPlace: placeRoute('guest-place'),
  brandSearch: fixed('/brand-search'),
  brandDetail: fixed('/brand-detail'),
  /** Legacy link; replaced by the static page at `privacyPolicy`. */
  privacyPolicyRedirect: fixed('/privacypolicy'),
  privacyPolicy: fixed('/privacy-policy'),
  terms: fixed('/terms'),
  /** Deal management for accounts with the admin custom claim. */
  admin: fixed('/admin'),
  /** A member's in-app notifications. */
  notifications: fixed('/notifications'),
} as const;

export type PathKey = keyof typeof paths;
