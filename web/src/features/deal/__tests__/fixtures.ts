import { type Deal, normalizeDeal } from '@deals/shared';
import type { ReviewView } from '../api/review-parsing';

/** A deal document shaped like the demo data: offers as a map, branches as a list. */
export const rawDeal = {
  title: 'Cafe Aylanto',
  description: 'Mediterranean dining in Gulberg',
  discount: 'Up to 25% off on the total bill',
  category_id: 'Food',
  terms_and_conditions: 'Valid on dine-in only. Not valid on public holidays.',
  offers: {
    a: {
      title: '25% off for Platinum cards',
      valid_till: '2026-12-31',
      card_type: [
        { cardName: 'HBL Platinum Credit Card' },
        { card_name: 'HBL Gold Credit Card' },
        { cardName: 'HBL Platinum Credit Card' },
        { cardName: 'HBL Fuelsaver' },
        { cardName: 'HBL Green Debit' },
        { cardName: 'HBL Titanium' },
        { cardName: 'HBL World' },
      ],
    },
    b: { title: 'Weekend brunch', card_type: [{ cardName: 'HBL Debit' }] },
  },
  branches: [
    {
      name: 'Gulberg',
      full_address: '12 MM Alam Road, Lahore',
      latitude: 31.5102,
      longitude: 74.3441,
    },
    { name: 'DHA', full_address: 'Phase 5, DHA, Lahore', latitude: 31.4697, longitude: 74.4089 },
    {
      name: 'Gulberg again',
      full_address: '12  mm alam road, lahore',
      latitude: 31.5102,
      longitude: 74.3441,
    },
    { name: 'Online', full_address: 'Delivery only' },
  ],
  reviewCount: 2,
  ratingSum: 8.6,
  avgSentiment: 4.3,
};

export const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'cafe-aylanto' };

export const aDeal = (overrides: Record<string, unknown> = {}): Deal =>
  normalizeDeal({ ...rawDeal, ...overrides }, ids);

export const aReview = (overrides: Partial<ReviewView> = {}): ReviewView => ({
  id: 'r1',
  userId: 'user-2',
  userName: 'Bilal',
  comment: 'Great food and quick service',
  createdAt: Date.UTC(2026, 10, 20),
  status: 'scored',
  sentimentScore: 4.4,
  error: null,
  ...overrides,
});
