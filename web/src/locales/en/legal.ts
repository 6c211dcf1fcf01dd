/** The privacy policy and the terms, paragraph by paragraph. */
export const legal = {
  privacy: {
    title: 'Privacy Policy',
    storeHeading: 'What we store',
    store: {
      account: 'Your name and e-mail address, to run your account.',
      cards:
        'The banks and cards you choose (names only; never card numbers), to show you matching deals.',
      favourites: 'Your favourite deals and the reviews you write.',
      messages: 'Messages you send through the contact form, so we can answer them.',
    },
    locationHeading: 'Location',
    location:
      "If you allow it, your browser's location is used to show the distance to a deal's branches. It is used on your device and is not needed to use the app.",
    deviceHeading: 'On your device',
    device:
      "The app keeps a copy of your session and choices in your browser's local storage so pages open quickly. Logging out removes the session; deleting your account removes the rest.",
    deleteHeading: 'Deleting your data',
    delete:
      'Delete your account from Settings and your user record, cards and favourites are removed.',
  },
  terms: {
    title: 'Terms and Conditions',
    intro: 'By creating an account or using Card Deals you agree to these terms.',
    dealsHeading: 'The deals',
    deals:
      "Deals are offered by banks and merchants, not by us. We show them as the banks publish them, but a bank or merchant may change or end an offer at any time. The terms on the merchant's bill and the bank's own terms prevail over anything shown in the app.",
    accountHeading: 'Your account',
    account:
      'Keep your password to yourself and give a real e-mail address: we use it to verify your account and to reset your password. You may delete your account at any time from Settings.',
    reviewsHeading: 'Reviews',
    reviews:
      'Reviews must describe your own experience. Do not post personal data, abuse or advertising; we may remove reviews that do.',
    liabilityHeading: 'Liability',
    liability:
      'The app is provided as is. We are not responsible for the quality of goods or services bought from merchants, nor for a discount a merchant refuses; take disputes to the merchant or your bank.',
  },
} as const;
