import { describe, expect, it } from 'vitest';
import { nextPlaceCursor, placeListFilters } from './place-grid.js';

describe('the place grid query', () => {
  it('filters on current places of the city, and the category when one is chosen', () => {
    expect(placeListFilters({ cityId: 'Lahore', category: null })).toEqual([
      ['active', true],
      ['city_id', 'Lahore'],
    ]);
    expect(placeListFilters({ cityId: 'Karachi', category: 'Food' })).toEqual([
      ['active', true],
      ['city_id', 'Karachi'],
      ['categoryId', 'Food'],
    ]);
  });

  it('continues after the last place of a full page, and stops after a short one', () => {
    const last = { id: 'Lahore_kfc', score: 12.5 };
    expect(nextPlaceCursor(last, 24, 24)).toEqual({ score: 12.5, id: 'Lahore_kfc' });
    expect(nextPlaceCursor(last, 23, 24)).toBeNull();
    expect(nextPlaceCursor(undefined, 24, 24)).toBeNull();
    expect(nextPlaceCursor({ id: 'Lahore_x', score: 'high' }, 2, 2)).toEqual({
      score: 0,
      id: 'Lahore_x',
    });
  });
});
