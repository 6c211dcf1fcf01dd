/** The member home: their cards and the deals the selected card unlocks. */
export const home = {
  title: 'Home',
  heading: 'Your card deals',
  loadingCards: 'Loading your cards',
  cardsFailed: "We couldn't load your cards.",
  cardsOffline: "You're offline, so your cards can't be loaded yet.",
  cardsOfflineHint: 'They will appear by themselves when your connection is back.',
  noCards: "You haven't selected any cards, so these are HBL's deals for all cards.",
  chooseCards: 'Choose your cards',
  loadFailed: "We couldn't load deals for this card.",
  dealsFor: 'Deals for {{card}}',
  genericDeals: '{{bank}} Deals for {{card}}',
  /** The generic card's name (shared's ALL_CARDS) as the title shows it. */
  allCards: 'All Cards',
  yourCards: 'Your cards',
  sort: {
    label: 'Sort',
    trending: 'Trending',
    best: 'Best for me today',
    near: 'Near me',
    /** Said while the grid loads the card's remaining deals to rank them all. */
    ranking: 'Loading all of this card’s deals to order them…',
    rankedAll_one: 'Ordered across this card’s {{count}} deal',
    rankedAll_other: 'Ordered across all {{count}} of this card’s deals',
    rankedFirst_one: 'Ordered across this card’s first {{count}} deal; more join as you scroll',
    rankedFirst_other: 'Ordered across this card’s first {{count}} deals; more join as you scroll',
  },
} as const;
