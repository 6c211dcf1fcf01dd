/** The landing page: the hero, its claims, the app badges and the trending places. */
export const landing = {
  trending: 'Trending Discounts',
  hero: {
    title: "Every card's deal, now in <highlight>your hands</highlight>",
    lead: 'Unlock exclusive discounts on the bank cards you already carry, with just a tap. Restaurants, shopping, entertainment and wellness across Lahore, Karachi and Islamabad.',
    happyUsers: 'Happy users',
    activeDeals: 'Active deals',
    partnerBanks: 'Partner banks',
  },
  badges: {
    install: 'Install the app',
    mobileApp: 'Mobile app',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    newTab: '{{label}} (opens in a new tab)',
    /** The words drawn on the badges above the store's name. */
    appStoreLine: 'Download on the',
    googlePlayLine: 'GET IT ON',
  },
} as const;
