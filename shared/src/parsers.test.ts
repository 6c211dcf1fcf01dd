import { describe, expect, it } from 'vitest';
import {
  bankImagePath,
  parseBank,
  parseReview,
  parseStoredFavourites,
  parseUserDoc,
} from './index.js';

describe('document parsers', () => {
  /** A card as a Banks document stores it, under its id in the cards map. */
  const goldCard = {
    cardName: 'HBL Gold Credit Card',
    cardImage: '/g.svg',
    tier: 'Gold',
    kind: 'Credit',
  };

  it('reads a bank with its cards map and fallbacks', () => {
    expect(parseBank({ bankName: 'HBL', cards: { 'hbl-gold': goldCard } }, 'Hbl')).toEqual({
      id: 'Hbl',
      bankName: 'HBL',
      bankImage: '/demo/banks/hbl.webp',
      cardImage: '/demo/cards/default-card.svg',
      ratings: 4.0,
      cards: [{ id: 'hbl-gold', ...goldCard }],
    });
    expect(bankImagePath('BankAlFalah')).toBe('/demo/banks/bank-al-falah.webp');
  });

  it('reads a user document, Name defaulting to User and location from either field', () => {
    const user = parseUserDoc(
      {
        Email: 'a@b.pk',
        UserCards: [{ bank: 'Hbl', cardName: 'HBL Gold', image: '/g.svg' }, { bank: 'x' }],
        UserFavouriteDeals: [
          { dealId: 'Hbl-Lahore-food-a-0001', title: 'A', cardNames: ['HBL Gold', {}] },
          'junk-id',
          null,
        ],
        location: { latitude: 31.5, longitude: 74.3, timestamp: 5 },
      },
      'uid1',
    );
    expect(user.Name).toBe('User');
    expect(user.UID).toBe('uid1');
    expect(user.UserCards).toEqual([{ bank: 'Hbl', cardName: 'HBL Gold', cardImage: '/g.svg' }]);
    expect(user.UserFavouriteDeals.map((f) => f.dealId)).toEqual([
      'Hbl-Lahore-food-a-0001',
      'junk-id',
    ]);
    expect(user.UserFavouriteDeals[0]?.cardNames).toEqual(['HBL Gold']);
    expect(user.UserLocation).toEqual({ latitude: 31.5, longitude: 74.3, timestamp: 5 });
  });

  it("keeps a user document's language only when it is one the interface speaks", () => {
    expect(parseUserDoc({ Language: 'ur' }, 'u').Language).toBe('ur');
    expect(parseUserDoc({ Language: 'fr' }, 'u')).not.toHaveProperty('Language');
    expect(parseUserDoc({ Language: 7 }, 'u')).not.toHaveProperty('Language');
  });

  it('reads a review, unknown statuses as pending', () => {
    expect(
      parseReview(
        {
          comment: 'Nice',
          status: 'scored',
          sentimentScore: 4.2,
          createdAt: { seconds: 1, nanoseconds: 0 },
        },
        'r1',
      ),
    ).toMatchObject({
      id: 'r1',
      comment: 'Nice',
      status: 'scored',
      sentimentScore: 4.2,
      createdAt: 1000,
      userName: 'User',
    });
    expect(parseReview({ status: 'weird' }, 'r2').status).toBe('pending');
  });

  it('treats corrupt stored favourites as an empty list', () => {
    expect(parseStoredFavourites('{broken')).toEqual([]);
    expect(parseStoredFavourites('"x"')).toEqual([]);
    expect(parseStoredFavourites('["deal-Hbl-a", {"dealId": "b"}, 3, null, {}]')).toEqual([
      'deal-Hbl-a',
      'b',
      '3',
    ]);
    expect(parseStoredFavourites(null)).toEqual([]);
  });
});
