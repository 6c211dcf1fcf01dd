/** Card setup: the banks and cards a member carries. */
export const cards = {
  pageTitle: {
    afterSignUp: 'Set up your cards',
    mine: 'My Cards',
  },
  page: {
    titleAfterSignUp: 'Welcome! Set up your cards',
    title: 'My Cards',
    intro:
      'Choose the banks you bank with, then the cards you carry. We will show you the deals that work with them.',
    logInToSave: '<login>Log in</login> to save your cards.',
    banks: 'Banks',
    loadingBanks: 'Loading banks',
    banksFailed: 'Failed to fetch banks. Please try again.',
    cards: 'Cards',
    submit: "Let's get the hunt begin!",
    notLoggedIn: 'User not logged in',
    saveFailed: 'Something went wrong while saving your card selections.',
    savedOnDevice:
      'Your cards are kept on this device and will be sent when the connection returns.',
    confirmTitle: 'No cards selected',
    cancel: 'Cancel',
    ok: 'OK',
  },
  dropdown: {
    bankCards: '{{bank}} cards',
    selected: '{{n}} selected',
    loading: 'Loading {{bank}} cards',
    loadError: 'Error loading cards: {{reason}}',
    failed: 'Failed to load bank cards. Please try again.',
    retry: 'Retry',
    noCards: 'No cards available for this bank',
    /** The stand-in card offered when a bank's cards could not be read. */
    defaultCard: 'Default Card',
  },
  panel: {
    title: 'Your selection',
    banks_one: '{{count}} bank',
    banks_other: '{{count}} banks',
    cards_one: '{{count}} card',
    cards_other: '{{count}} cards',
    summary: '{{banks}}, {{cards}} selected',
    chooseBank: 'Choose a bank to start.',
    noCards: 'No cards selected',
  },
} as const;
