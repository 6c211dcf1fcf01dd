import type { BrandIndexEntry } from '@deals/shared';

/** A brand index entry named `name`: Food, one bank, one deal, no tokens or picture unless given. */
export const brandEntry = (
  name: string,
  overrides: Partial<BrandIndexEntry> = {},
): BrandIndexEntry => ({
  key: name.toLowerCase(),
  name,
  nameLower: name.toLowerCase(),
  tokens: [],
  imageUrl: '',
  categoryId: 'Food',
  bankCount: 1,
  dealCount: 1,
  banks: {},
  ...overrides,
});

/**
 * KFC at two banks: HBL with two deals (Lahore 30% off, Karachi 15% off) and MCB with one whose
 * discount is blank, so a screen shows both a percentage and the special-offer fallback.
 */
export const kfc: BrandIndexEntry = {
  key: 'kfc',
  name: 'KFC',
  nameLower: 'kfc',
  tokens: ['k', 'kf', 'kfc'],
  imageUrl: '',
  categoryId: 'Food',
  bankCount: 2,
  dealCount: 3,
  banks: {
    Hbl: {
      bankId: 'Hbl',
      dealCount: 2,
      bestDiscount: 'Up to 30% off',
      bestDiscountPercent: 30,
      deals: [
        {
          dealId: 'kfc-1',
          cityId: 'Lahore',
          title: 'KFC',
          discount: '30% off',
          discountPercent: 30,
          categoryId: 'Food',
          cardNames: ['HBL Platinum', 'HBL Gold'],
          imageUrl: '',
        },
        {
          dealId: 'kfc-2',
          cityId: 'Karachi',
          title: 'KFC',
          discount: '15% off',
          discountPercent: 15,
          categoryId: 'Food',
          cardNames: ['HBL Gold'],
          imageUrl: '',
        },
      ],
    },
    Mcb: {
      bankId: 'Mcb',
      dealCount: 1,
      bestDiscount: '',
      bestDiscountPercent: null,
      deals: [
        {
          dealId: 'kfc-3',
          cityId: 'Lahore',
          title: 'KFC',
          discount: '',
          discountPercent: null,
          categoryId: 'Food',
          cardNames: ['MCB Visa'],
          imageUrl: '',
        },
      ],
    },
  },
};
