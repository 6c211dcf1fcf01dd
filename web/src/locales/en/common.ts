/** Texts of the shared components and the names every screen shows for cities and categories. */
export const common = {
  language: {
    label: 'Language',
  },
  // Display names of the cities and categories kept in the data; the data keeps English ids.
  city: {
    Lahore: 'Lahore',
    Karachi: 'Karachi',
    Islamabad: 'Islamabad',
  },
  category: {
    'All Categories': 'All Categories',
    Food: 'Food',
    Lifestyle: 'Lifestyle',
    Health: 'Health',
    Entertainment: 'Entertainment',
  },
  /** Shown for a deal or offer whose title or discount is blank. */
  specialOffer: 'Special Offer',
  /** A discount badge from the first percentage of a discount text. */
  percentOff: '{{percent}}% off',
  /** An amount in rupees. */
  pkr: 'PKR {{amount}}',
  back: 'Back',
  retry: 'Retry',
  spinner: {
    loading: 'Loading',
    working: 'Working',
  },
  modal: {
    close: 'Close',
  },
  passwordField: {
    /** The label the one password field of a form carries; its toggle's text names it. */
    password: 'Password',
    show: 'Show password',
    hide: 'Hide password',
    /** A toggle's name holds the words it shows, then which field it is for. */
    showNamed: 'Show password ({{label}})',
    hideNamed: 'Hide password ({{label}})',
  },
  bankLogos: {
    label: 'Banks',
    more: 'and {{count}} more',
  },
  cardTags: {
    label: 'Eligible cards',
    fewer: 'Show fewer',
    more: '+{{count}} more',
  },
  heartRating: {
    label: 'Rated {{value}} out of 5',
  },
  distance: {
    km: '{{value}} km',
    m: '{{value}} m',
    away: ' away',
  },
  dealCard: {
    cardsFor: 'Cards for {{title}}',
    addFavourite: 'Add to favorites',
    removeFavourite: 'Remove from favorites',
  },
  // "Did it work at the till?" counts on deal cards and the deal page (issue 46).
  till: {
    worked_one: 'Worked for {{count}} member this month',
    worked_other: 'Worked for {{count}} members this month',
    lastToday: 'last today',
    lastDays_one: 'last {{count}} day ago',
    lastDays_other: 'last {{count}} days ago',
    reported: 'Reported not working',
    says: {
      ended_one: '{{count}} member says it has ended',
      ended_other: '{{count}} members say it has ended',
      'branch-not-taking-part_one': '{{count}} member says a branch is not taking part',
      'branch-not-taking-part_other': '{{count}} members say a branch is not taking part',
      'card-refused_one': '{{count}} member says their card was refused',
      'card-refused_other': '{{count}} members say their card was refused',
      'smaller-discount_one': '{{count}} member says the discount was smaller',
      'smaller-discount_other': '{{count}} members say the discount was smaller',
      other_one: '{{count}} member says it did not work',
      other_other: '{{count}} members say it did not work',
    },
  },
  grid: {
    loading: 'Loading...',
    loadingDeals: 'Loading deals...',
    loadingPlaces: 'Loading places...',
  },
  browse: {
    noItems: 'No deals found',
    noItemsHint: "Try adjusting your filters or search terms to find what you're looking for",
    noMatch: 'No deals match your filters',
    loadFailed: "We couldn't load deals right now.",
    loadFailedHint: 'Check your connection and try again.',
    offlineHint:
      "You're offline. Deals will load by themselves when your connection is back, or press Retry.",
    moreFailed: 'More deals could not be loaded.',
    nearTitle: 'Near you',
    noNear: 'Nothing near you in this city yet',
    noNearHint: 'Choose another city, or press Trending to see everything.',
    searchResults: 'Search Results for {{term}}',
    brandSearch: 'Search brands across all banks',
  },
  nearMe: {
    group: 'Order',
    trending: 'Trending',
    nearMe: 'Near me',
    locating: 'Finding your location...',
    denied:
      "Location is blocked for this site, so we can't sort by distance. To allow it, open the site settings (the icon left of the address bar), set Location to Allow, then press Near me again.",
    unavailable:
      "We couldn't get your location. Check that location (GPS) is on for this device, then press Near me again.",
  },
  placeTile: {
    upTo: 'up to {{percent}}% off',
    banks_one: '{{count}} bank',
    banks_other: '{{count}} banks',
  },
  followPlace: {
    logIn: 'Log in to follow places and hear about their new deals.',
    failed: 'Could not update this follow. Please try again.',
    unfollowed: 'You no longer follow {{name}}.',
    followed: 'You follow {{name}}: new and better deals will notify you.',
    following: 'Following {{name}}',
    follow: 'Follow {{name}}',
  },
  favourites: {
    title: 'Your Favorite Deals',
    loading: 'Loading favorites',
    empty:
      "You don't have any favorite deals yet. Browse deals and click the heart icon to add favorites.",
    allCards: 'All cards',
    cardsFor: 'Cards for {{title}}: {{cards}}',
    added: 'Added {{date}}',
    remove: 'Remove',
    removeNamed: 'Remove {{title}}',
    cardsTitle: 'Discounted Cards',
    allCardsOfBank: 'This deal is available on all cards of the bank.',
  },
  searchBox: {
    label: 'Search deals',
    placeholder: 'Search restaurants, brands or deals',
    clear: 'Clear search',
  },
  filters: {
    toolbar: 'Filters',
    favourites: 'Favorites',
    discount: 'Discount',
    ratings: 'Ratings',
    cities: 'Cities',
    categories: 'Categories',
    showAll: 'Show all',
    discountAtLeast: '{{value}}% or more',
    rating: 'Rating {{value}}',
    active: 'Active filters',
    clear: 'Clear filter {{label}}',
  },
} as const;
