import { dealEntity } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { changedFavourites, favouriteDealPaths } from './favourite-deals.js';

describe('favouriteDealPaths', () => {
  it('resolves favourite ids to deal paths, with or without dashes in the deal id', () => {
    const user = {
      UserFavouriteDeals: [
        { dealId: 'Hbl-Lahore-d1', title: 'x' },
        { dealId: 'Mcb-Karachi-pizza-hut-2024-01' },
        'BankAlFalah-Islamabad-d9',
      ],
    };
    expect([...favouriteDealPaths(user, 'u1')].sort()).toEqual([
      dealEntity.docPath({ bankId: 'BankAlFalah', cityId: 'Islamabad', dealId: 'd9' }),
      dealEntity.docPath({ bankId: 'Hbl', cityId: 'Lahore', dealId: 'd1' }),
      dealEntity.docPath({ bankId: 'Mcb', cityId: 'Karachi', dealId: 'pizza-hut-2024-01' }),
    ]);
  });

  it('skips ids that cannot name a deal', () => {
    expect(
      favouriteDealPaths(
        { UserFavouriteDeals: [{ dealId: 'd1' }, { dealId: 'Hbl-d1' }, { nope: 1 }] },
        'u1',
      ).size,
    ).toBe(0);
    expect(favouriteDealPaths(null, 'u1').size).toBe(0);
  });
});

describe('changedFavourites', () => {
  it('lists added and removed deals, not unchanged ones', () => {
    expect(changedFavourites(new Set(['a', 'b']), new Set(['b', 'c']))).toEqual(['a', 'c']);
    expect(changedFavourites(new Set(['a']), new Set(['a']))).toEqual([]);
  });
});
