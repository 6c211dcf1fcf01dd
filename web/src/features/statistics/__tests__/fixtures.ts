import {
  type AnalyticsDoc,
  type Bank,
  computeAnalytics,
  parseAnalytics,
  parseBank,
} from '@deals/shared';

const deal = (
  title: string,
  category: string,
  cards: string[],
  branches: { full_address: string }[] = [{ full_address: `${title}, Lahore` }],
) => ({
  title,
  category_id: category,
  discount: '20% off',
  offers: [{ title: `${title} offer`, card_type: cards.map((cardName) => ({ cardName })) }],
  branches,
});

/** HBL's Lahore analytics as the deal trigger computes it. */
export const hblLahore: AnalyticsDoc = computeAnalytics([
  deal(
    'Cafe Aylanto',
    'Food',
    ['HBL Platinum Credit Card', 'HBL Gold Credit Card'],
    [{ full_address: 'MM Alam Road' }, { full_address: 'DHA Phase 5' }],
  ),
  deal('Salt n Pepper', 'Food', ['HBL Platinum Credit Card']),
  deal('Cinepax', 'Entertainment', ['HBL Gold Credit Card']),
  deal('Outfitters', 'Lifestyle', ['HBL Classic Debit Card']),
  deal('Shapes Gym', 'Health & Fitness', ['HBL Platinum Credit Card']),
]);

/** A legacy, hand-written document: label keys, card names in other casing, no location counts. */
export const mcbLahore: AnalyticsDoc = parseAnalytics({
  deals_by_category: { Food: 3, 'Health & Beauty': 1, 'health & fitness': 1 },
  deals_by_card_type: { 'mcb gold credit card': 2 },
  total_deals_scraped: 5,
  offers_count: 7,
  branches_count: 9,
  unique_locations_count: 6,
});

export const hbl: Bank = parseBank(
  {
    bankName: 'HBL',
    bankImage: '/demo/banks/hbl.svg',
    cards: {
      platinum: { cardName: 'HBL Platinum Credit Card', cardImage: '/demo/cards/hbl-platinum.svg' },
      gold: { cardName: 'HBL Gold Credit Card', cardImage: '/demo/cards/hbl-gold.svg' },
      debit: { cardName: 'HBL Classic Debit Card', cardImage: '/demo/cards/hbl-debit.svg' },
    },
  },
  'Hbl',
);

export const mcb: Bank = parseBank(
  { bankName: 'MCB', cards: { gold: { cardName: 'MCB Gold Credit Card' } } },
  'Mcb',
);
