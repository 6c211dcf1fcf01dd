import { gridPlace, pakistanDate, placesFromDeals, type PlaceDoc } from '@deals/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PlaceTile } from './place-tile';

vi.mock('@/lib/firebase', () => ({ loadFirebase: () => Promise.resolve({ db: {} }) }));
vi.mock('@/lib/banks/banks-query', () => ({
  fetchBankNames: vi.fn().mockResolvedValue([]),
}));

/** A tile's markup without the ids React generates, which differ between two renders. */
const markup = (container: HTMLElement) => container.innerHTML.replace(/_r_\w+_/g, 'id');

describe('a place tile from the copy a grid page carries (gridPlace)', () => {
  it('is drawn exactly as from the whole place', () => {
    const today = pakistanDate(Date.now());
    const ref = (bankId: string, dealId: string, deal: Record<string, unknown>) => ({
      bankId,
      cityId: 'Lahore',
      dealId,
      deal: { title: 'KFC', categoryId: 'Food', imageUrl: '/demo/kfc.webp', ...deal },
    });
    const place = placesFromDeals([
      ref('Hbl', 'kfc-1', { discount: '20% off', rating: 4.5, reviewCount: 3 }),
      ref('Mcb', 'kfc-2', {
        discount: '35% off',
        cardNames: ['MCB Gold'],
        till: { days: { [today]: { yes: 2 } }, lastConfirmed: today },
      }),
    ]).get('Lahore_kfc') as PlaceDoc;
    expect(place.banks.length).toBe(2);
    const whole = renderWithProviders(<PlaceTile place={place} onOpen={vi.fn()} href="/p" />);
    const html = markup(whole.container);
    whole.unmount();
    const copy = renderWithProviders(
      <PlaceTile place={gridPlace(place)} onOpen={vi.fn()} href="/p" />,
    );
    expect(markup(copy.container)).toBe(html);
    expect(html).toContain('2 banks');
    expect(html).toContain('up to 35% off');
  });
});
