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
