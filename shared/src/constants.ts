/**
 * Business constants, named once so web, functions and
 * the admin CLI cannot drift apart.
 */

/** Cities deals are listed for, in display order. */
export const CITIES = ['Lahore', 'Karachi', 'Islamabad'] as const;
/** A city name from {@link CITIES}. */
export type KnownCity = (typeof CITIES)[number];
/** The city selected when none was chosen. */
export const DEFAULT_CITY = 'Lahore' as const;

/** Canonical deal categories. */
export const CATEGORIES = ['Food', 'Lifestyle', 'Health', 'Entertainment'] as const;
/** A canonical deal category. */
export type Category = (typeof CATEGORIES)[number];
/** Category filter value meaning "no filter". */
export const ALL_CATEGORIES = 'All Categories' as const;
/** Category filter options on the landing and home pages, in display order. */
export const CATEGORY_FILTER_OPTIONS = [
  ALL_CATEGORIES,
  'Food',
  'Lifestyle',
  'Health',
  'Entertainment',
] as const;
/** Category used when a deal has none or an unknown one. */
export const DEFAULT_CATEGORY: Category = 'Food';
/** Series of the statistics chart with their labels and colours. */
export const STATISTICS_SERIES = [
  { category: 'Food', label: 'Food', color: 'blue' },
  { category: 'Entertainment', label: 'Entertainment', color: 'yellow' },
  { category: 'Lifestyle', label: 'Lifestyle', color: 'teal' },
  { category: 'Health', label: 'Health & Fitness', color: 'purple' },
] as const satisfies readonly { category: Category; label: string; color: string }[];
/** Category buttons of the statistics card view, with the canonical category each means. */
export const STATISTICS_CATEGORY_BUTTONS = [
  { label: 'Food', category: 'Food' },
  { label: 'Entertainment', category: 'Entertainment' },
  { label: 'Lifestyle', category: 'Lifestyle' },
  { label: 'Health & Beauty', category: 'Health' },
] as const satisfies readonly { label: string; category: Category }[];
/** Default category of the statistics card view. */
export const STATISTICS_DEFAULT_CATEGORY: Category = 'Food';

/** Card filter value meaning "no card filter". */
export const ALL_CARDS = 'All Cards' as const;
/** Bank used for generic deals when no card is selected. */
export const FALLBACK_BANK = 'HBL' as const;

/** Discount filter thresholds in percent. */
export const DISCOUNT_THRESHOLDS = [10, 20, 30, 40, 50] as const;
/** Rating filter thresholds. */
export const RATING_THRESHOLDS = [4.5, 4.0, 3.5, 3.0] as const;

/** Deals per page query. */
export const PAGE_SIZE = 50;
/** New unique deals in a landing page fetch from which more pages are assumed. */
export const MORE_PAGES_MIN_NEW_DEALS = 25;
/** Per-bank limit of the cross-bank search. */
export const PER_BANK_SEARCH_LIMIT = 20;
/** Minimum trimmed length of a server-side deal search. */
export const SEARCH_MIN_CHARS = 3;
/** Minimum trimmed length of a brand search. */
export const BRAND_SEARCH_MIN_CHARS = 2;
/** Debounce of the brand search input in ms. */
export const BRAND_SEARCH_DEBOUNCE_MS = 600;
/** Recent brand searches kept. */
export const RECENT_SEARCHES_MAX = 8;

/** Validity of the saved landing state in ms: 30 minutes. */
export const LANDING_STATE_TTL_MS = 1_800_000;
/** Landing state autosave period in ms. */
export const LANDING_STATE_AUTOSAVE_MS = 30_000;
/** Period at which hero visibility is forced, in ms. */
export const HERO_VISIBILITY_INTERVAL_MS = 100;
/** How long hero visibility is forced, in ms. */
export const HERO_VISIBILITY_DURATION_MS = 5_000;
/** Bank card fetch time-out in ms. */
export const CARD_FETCH_TIMEOUT_MS = 5_000;
/** Infinite-scroll sentinel root margin in px. */
export const SCROLL_SENTINEL_MARGIN_PX = 20;

/** Rating of a bank whose document gives none. */
export const DEFAULT_BANK_RATING = 4.0;
/** Description truncation length on statistics deal cards. */
export const DESCRIPTION_TRUNCATE = 50;

/** Minimum new password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Minimum contact name length. */
export const CONTACT_NAME_MIN = 2;
/** Minimum contact message length. */
export const CONTACT_MESSAGE_MIN = 10;
/** Longest contact name, in characters (Unicode code points, as the rules count). */
export const CONTACT_NAME_MAX = 100;
/** Longest contact e-mail address, in characters (RFC 5321's path limit). */
export const CONTACT_EMAIL_MAX = 254;
/** Longest contact message, in characters (Unicode code points, as the rules count). */
export const CONTACT_MESSAGE_MAX = 5000;
/** Contact messages accepted per client IP, and per signed-in user, in one window (configurable on deploy). */
export const CONTACT_RATE_LIMIT = 5;
/** The contact rate-limit window in ms: one hour. */
export const CONTACT_RATE_WINDOW_MS = 3_600_000;
/** Contact form reset delay in ms. */
export const CONTACT_RESET_MS = 3_000;
/** Password reset modal auto-close delay in ms. */
export const RESET_MODAL_CLOSE_MS = 3_000;
/** Toast duration in ms. */
export const TOAST_MS = 2_000;
/** Delay before a deal is reloaded after a review, in ms. */
export const REVIEW_RELOAD_MS = 2_000;
/** Review (sentiment) request time-out in ms. */
export const REVIEW_REQUEST_TIMEOUT_MS = 10_000;
/**
 * Longest review comment, in characters. Characters are Unicode code points everywhere (form,
 * rules' `size()`, function), so an emoji counts once in every layer.
 */
export const REVIEW_COMMENT_MAX = 2000;
/**
 * Newest reviews a deal page lists: the browser's live query and the server's render of a guest
 * deal page read the same page, so a deal page costs one deal read plus one page of reviews.
 */
export const REVIEWS_PAGE_SIZE = 20;
/** Longest user or review author name, in characters (code points). */
export const USER_NAME_MAX = 100;
/** Most favourites one user may keep. */
export const FAVOURITES_MAX = 500;
/** Longest string field of a favourite entry (title, discount, id, date), in characters. */
export const FAVOURITE_TEXT_MAX = 300;
/** Most card names one favourite entry may carry. */
export const FAVOURITE_CARD_NAMES_MAX = 50;
/** Sentiment score used for a comment that has none. */
export const DEFAULT_SENTIMENT_SCORE = 5;
/** Highest star count of a review. */
export const MAX_STARS = 5;

/** Geolocation time-out for the branch list in ms. */
export const GEO_TIMEOUT_BRANCHES_MS = 5_000;
/** Geolocation time-out when saving the user location in ms. */
export const GEO_TIMEOUT_SAVE_MS = 10_000;
/** Earth radius used for distances, in km. */
export const EARTH_RADIUS_KM = 6371;

/** Lazy chunk load time-out in ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Bar widths of the statistics chart. */
export const CHART_BAR_WIDTHS = [0.7, 0.8] as const;
/** Height of the statistics chart in px. */
export const CHART_HEIGHT = 300;

/** Maximum distinct card tags shown per offer before "+N more". */
export const MAX_CARD_TAGS = 4;
/** Minimum dash-separated parts of an openable deal or favourite id. */
export const MIN_DEAL_ID_PARTS = 5;
/** Maximum initials shown for a user. */
export const MAX_INITIALS = 2;

/** Defaults of a raw deal's fields. */
export const DEAL_DEFAULTS = {
  title: 'Special Offer',
  discount: 'Up to 20% off',
  category: 'Food',
  branchName: 'Unknown Branch',
  coordinate: 0,
} as const;
/** Placeholder deal image shipped with the web app. */
export const PLACEHOLDER_DEAL_IMAGE = '/demo/placeholder-deal.svg';
/** Placeholder card image, used with {@link DEFAULT_CARD_NAME}. */
export const PLACEHOLDER_CARD_IMAGE = '/demo/cards/default-card.svg';
/** Placeholder card shown when a bank's cards fail to load or it has none. */
export const DEFAULT_CARD_NAME = 'Default Card';
/** Name stored for a user without one. */
export const DEFAULT_USER_NAME = 'User';
/** Discount label fallback of favourites and brand details. */
export const SPECIAL_OFFER = 'Special Offer';

/** Landing hero claims. */
export const HERO_CLAIMS = {
  happyUsers: '50K+',
  activeDeals: '1000+',
  partnerBanks: '15+',
} as const;

/** Local storage keys. */
export const STORAGE_KEYS = {
  user: 'user',
  userName: 'userName',
  userEmail: 'userEmail',
  isAuthenticated: 'isAuthenticated',
  currentUserId: 'currentUserId',
  selectedBanks: 'selectedBanks',
  selectedCards: 'selectedCards',
  cardImages: 'cardImages',
  favoriteDeals: 'favoriteDeals',
  singleFavouriteDealList: 'singleFavouriteDealList',
  recentBrandSearches: 'recent_brand_searches',
  landingPageState: 'landing_page_state',
  /** The app script whose start last found every page kept for offline usable (pwa/). */
  savedPagesCheckedFor: 'saved_pages_checked_for',
} as const;
/** Prefix of per-user local storage keys. */
export const userStorageKey = (uid: string, key: string): string => `user_${uid}_${key}`;

/** Local project id of the emulated stack. */
export const DEMO_PROJECT_ID = 'demo-deals';
/** Firestore batch write limit. */
export const MAX_BATCH_WRITES = 500;
