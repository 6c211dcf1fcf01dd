/** The statistics page: bank comparison, a bank's cards and one card's deals. */
export const statistics = {
  page: {
    title: 'Compare Bank Cards',
    bankCards: '{{bank}} Cards',
    loading: 'Loading statistics...',
    loadFailed: 'Failed to load banks data',
    offlineHint:
      "You're offline. The statistics will load by themselves when your connection is back, or press Retry.",
    bankNotFound: 'Bank not found',
    cardNotFound: 'Card not found',
    goBack: 'Go Back',
    unknownError: 'Unknown error',
    // Between the names of a list (banks, chart figures).
    separator: ', ',
  },
  comparison: {
    subtitle: 'Choose the best card based on your preference',
    city: 'City',
    heading: 'Bank Analytics Comparison',
    fellBack: 'No {{city}} figures yet for {{banks}}; showing {{fallback}}.',
    noBanks: 'No banks to compare yet.',
    distributionHeading: 'Deals Distribution by Bank',
    loadingChart: 'Loading chart',
    insight:
      'Banks with higher Food & Lifestyle deals typically offer better savings on daily expenses.',
  },
  bankRow: {
    offers: 'Total Offers Available:',
    locations: 'Unique locations:',
    branches: 'Branches:',
    youHold_one: 'You hold 1 card',
    youHold_other: 'You hold {{count}} cards',
  },
  bestCards: {
    heading: 'Your best card per category in {{city}}',
    failed: 'Your card comparison is not available right now.',
    counting: 'Counting the deals on your cards...',
    winner_one: '({{bank}}, 1 deal)',
    winner_other: '({{bank}}, {{count}} deals)',
    none: 'None of your cards has deals here yet',
  },
  bankView: {
    back: '← Back',
    backLabel: 'Back to all banks',
    dealsIn: 'Deals in {{city}}',
    noCards: 'No cards available for this bank',
    yourCard: 'Your card',
    dealCount: 'Number of Deals:',
    viewDeals: 'View Card Deals',
    viewDealsLabel: 'View Card Deals: {{card}}',
  },
  cardView: {
    back: '← Back',
    backLabel: 'Back to {{bank}} cards',
    category: 'Category',
    dealsHeading: '{{category}} Deals',
    loading: 'Loading deals...',
    empty: 'No {{category}} deals available for this card.',
    emptyDetail: 'Try selecting a different category to see more deals.',
    discountBadge: 'Discount',
  },
  // Card tiers other than Standard are words of the card's own name and stay as named.
  cardTier: {
    Standard: 'Standard',
  },
  cardType: {
    Debit: 'Debit',
    Credit: 'Credit',
  },
  // The card view's category buttons (Health reads Health & Beauty there).
  categoryButton: {
    Food: 'Food',
    Entertainment: 'Entertainment',
    Lifestyle: 'Lifestyle',
    Health: 'Health & Beauty',
  },
  // The chart's series (Health reads Health & Fitness there).
  series: {
    Food: 'Food',
    Entertainment: 'Entertainment',
    Lifestyle: 'Lifestyle',
    Health: 'Health & Fitness',
  },
} as const;
