/** Brand search: the modal and page that find a brand across every bank, and its detail. */
export const brandSearch = {
  panel: {
    loading: 'Searching this place for you ...',
    error: 'Something went wrong. Try again.',
    empty: 'No results found. Try searching with different keywords.',
    noRecent: 'No recent searches. Start typing to search for brands or places.',
    recent: 'Recent Searches',
    clearAll: 'Clear All',
    brands: 'Brands',
    availableIn: 'Available in {{count}} bank(s)',
    inputLabel: 'Search brands',
    clear: 'Clear search',
    /** The input's placeholder: before the index names example brands, then with two of them. */
    placeholder: 'Search brands or places',
    placeholderNamed: 'Search brands like {{names}}',
  },
  modal: {
    title: 'Search brands',
  },
  detail: {
    deals_one: '{{count}} deal',
    deals_other: '{{count}} deals',
    tapHint: 'Tap to see cards',
    cards: 'Cards',
    availableAcross: 'Available deals across {{count}} bank(s)',
  },
  routes: {
    searchTitle: 'Brand search',
    searchHeading: 'Search brands',
    detailTitle: 'Brand detail',
    loadingBrand: 'Loading brand',
  },
} as const;
