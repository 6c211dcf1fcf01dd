/** The about page, paragraph by paragraph; `<strong>` marks each feature's bold lead-in. */
export const about = {
  title: 'About',
  heading: 'About Card Deals',
  lead: 'Every bank in Pakistan runs discounts for its cardholders: 20% off at a burger place in Lahore, a free dessert in Karachi, a weekend offer at a salon in Islamabad. The offers are real, but they are scattered across dozens of bank websites, PDFs and text messages, and most people never find the ones that apply to the cards already in their wallet.',
  whatHeading: 'What the app does',
  what: {
    onePlace:
      '<strong>One place for every deal.</strong> We gather the deals of {{banks}} partner banks, city by city, so you can browse restaurants, shops, entertainment and health offers without visiting each bank.',
    yourCards:
      '<strong>Deals for your cards.</strong> Tell us which banks and cards you have, and your home page shows only the deals you can actually use, in Lahore, Karachi or Islamabad.',
    counter:
      '<strong>Everything you need at the counter.</strong> Each deal lists its offers, the cards it accepts, its branches with directions and distance, and the terms, so there are no surprises when you pay.',
    ratings:
      "<strong>Honest ratings.</strong> Members review the deals they use. Each review is scored automatically and the deal's rating updates live; a deal nobody has reviewed shows no rating rather than an invented one.",
    compare:
      '<strong>Compare banks.</strong> The statistics page shows which banks and cards carry the most offers, by category, to help you choose your next card.',
  },
  whoHeading: 'Who we are',
  who: 'We are a small team of developers in Pakistan who got tired of missing discounts. The app is independent: banks do not pay to appear, and we do not sell your data. Deals are provided by the banks and merchants, who decide their terms; always check the terms on the deal page before you pay.',
  dataHeading: 'Your account and your data',
  data: 'Your account holds your name, e-mail address, the cards you chose and your favourite deals, and nothing else. You can change your password or delete your account, with all of it, at any time from Settings.',
  browse: 'Browse deals',
  contact: 'Contact Us',
} as const;
