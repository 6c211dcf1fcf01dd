import { type PlaceDoc, type TillAggregate, placesFromDeals } from '@deals/shared';
import { describe, expect, it } from 'vitest';
import { liveTillOf } from './reported-places-api';

const TODAY = '2026-11-27';
const till = (reported: boolean, refused: number): TillAggregate => ({
  days: {
    [TODAY]: {
      yes: 0,
      ended: 0,
      'branch-not-taking-part': 0,
      'card-refused': refused,
      'smaller-discount': 0,
      other: 0,
    },
  },
  lastConfirmed: null,
  reported,
});
const place = (title: string, t?: TillAggregate): PlaceDoc => {
  const deal = { title, discount: '20% off', ...(t ? { till: t } : {}) };
  const places = placesFromDeals([{ bankId: 'Hbl', cityId: 'Lahore', dealId: 'd', deal }]);
  return [...places.values()][0] as PlaceDoc;
};

describe("a tile's live till counts", () => {
  it("are the place's own until the listener answers", () => {
    const kfc = place('KFC', till(true, 3));
    expect(liveTillOf(kfc, undefined)).toEqual(kfc.till);
  });

  it("take a marked place's fresh counts", () => {
    const read = place('KFC', till(false, 2));
    const marked = place('KFC', till(true, 3));
    expect(liveTillOf(read, [place('Hardees', till(true, 4)), marked])).toEqual(marked.till);
  });

  it('lose a mark that is no longer there, keeping the counts', () => {
    const read = place('KFC', till(true, 3));
    expect(liveTillOf(read, [])).toEqual({ ...read.till, reported: false });
    // Unmarked and not in the list: unchanged.
    const calm = place('KFC', till(false, 1));
    expect(liveTillOf(calm, [])).toBe(calm.till);
    expect(liveTillOf(place('KFC'), [])).toBeUndefined();
    // Read before any answer, marked and then dismissed while open: the counts the listener
    // last brought stay, without the mark.
    expect(liveTillOf(place('KFC'), [], till(true, 3))).toEqual(till(false, 3));
  });

  it('never lose a mark when the city has more marked places than are followed', () => {
    const read = place('KFC', till(true, 3));
    const many = Array.from({ length: 50 }, (_, i) => place(`Place ${i}`, till(true, 3)));
    expect(liveTillOf(read, many)).toEqual(read.till);
  });
});
