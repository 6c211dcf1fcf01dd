import {
  addDaysIso,
  normalizeDeal,
  pakistanDate,
  placesFromDeals,
  type PlaceDoc,
  type TillAggregate,
} from '@deals/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { DealCard } from '@/components/deal-card/deal-card';
import { PlaceTile } from '@/components/place-tile/place-tile';
import { TillLine, tillLineContent } from './till-line';

vi.mock('@/lib/firebase', () => ({ loadFirebase: () => Promise.resolve({ db: {} }) }));
vi.mock('@/lib/banks/banks-query', () => ({
  fetchBankNames: vi.fn().mockResolvedValue([]),
}));

const TODAY = '2026-11-27';
const day = (yes: number, reports: Partial<Record<string, number>> = {}) => ({
  yes,
  ended: 0,
  'branch-not-taking-part': 0,
  'card-refused': 0,
  'smaller-discount': 0,
  other: 0,
  ...reports,
});
const till = (
  days: TillAggregate['days'],
  lastConfirmed: string | null = null,
  reported = false,
): TillAggregate => ({ days, lastConfirmed, reported });

describe('the till line', () => {
  it('says how many members it worked for this month and when last', () => {
    renderWithProviders(
      <TillLine
        till={till({ '2026-11-25': day(7), '2026-11-10': day(5) }, '2026-11-25')}
        today={TODAY}
      />,
    );
    expect(
      screen.getByText('Worked for 12 members this month · last 2 days ago'),
    ).toBeInTheDocument();
  });

  it('says "last today" and the singular', () => {
    renderWithProviders(<TillLine till={till({ [TODAY]: day(1) }, TODAY)} today={TODAY} />);
    expect(screen.getByText('Worked for 1 member this month · last today')).toBeInTheDocument();
  });

  it('lets reports that outnumber confirmations speak, by their most named reason', () => {
    renderWithProviders(
      <TillLine till={till({ [TODAY]: day(1, { ended: 3, 'card-refused': 1 }) })} today={TODAY} />,
    );
    expect(screen.getByText('3 members say it has ended')).toBeInTheDocument();
    expect(screen.queryByText('Reported not working')).not.toBeInTheDocument();
  });

  it('shows the mark on a reported deal', () => {
    renderWithProviders(
      <TillLine
        till={till({ [TODAY]: day(0, { 'card-refused': 3 }) }, null, true)}
        today={TODAY}
      />,
    );
    expect(screen.getByText('Reported not working')).toBeInTheDocument();
    expect(screen.getByText('3 members say their card was refused')).toBeInTheDocument();
  });

  it('renders nothing without answers, or with answers older than 30 days', () => {
    const { container } = renderWithProviders(<TillLine till={undefined} today={TODAY} />);
    expect(container.querySelector('.till-line')).toBeNull();
    expect(tillLineContent(till({ '2026-10-01': day(4) }, '2026-10-01'), TODAY)).toEqual({
      kind: 'none',
    });
  });

  it('is in Urdu for an Urdu reader', async () => {
    await act(() => loadLanguage('ur'));
    renderWithProviders(<TillLine till={till({ [TODAY]: day(0, { ended: 3 }) })} today={TODAY} />);
    expect(screen.getByText('3 ممبرز کہتے ہیں کہ یہ ختم ہو چکی ہے')).toBeInTheDocument();
  });

  it('is on the deal card', () => {
    const today = pakistanDate(Date.now());
    const deal = normalizeDeal(
      {
        title: 'KFC',
        discount: '20% off',
        till: {
          days: { [addDaysIso(today, -2)]: { yes: 12 } },
          lastConfirmed: addDaysIso(today, -2),
        },
      },
      { bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc' },
    );
    renderWithProviders(<DealCard deal={deal} onOpen={vi.fn()} />);
    expect(
      screen.getByText('Worked for 12 members this month · last 2 days ago'),
    ).toBeInTheDocument();
  });

  it("is on the place tile, summed over the place's deals, with the mark of a reported one", () => {
    const today = pakistanDate(Date.now());
    const ref = (bankId: string, deal: Record<string, unknown>) => ({
      bankId,
      cityId: 'Lahore',
      dealId: 'kfc',
      deal: { title: 'KFC', discount: '20% off', ...deal },
    });
    const place = placesFromDeals([
      ref('Hbl', { till: { days: { [today]: { 'card-refused': 3 } }, reported: true } }),
      ref('Mcb', { till: { days: { [today]: { yes: 1 } }, lastConfirmed: today } }),
    ]).get('Lahore_kfc') as PlaceDoc;
    renderWithProviders(<PlaceTile place={place} onOpen={vi.fn()} />);
    expect(screen.getByText('Reported not working')).toBeInTheDocument();
    expect(screen.getByText('3 members say their card was refused')).toBeInTheDocument();
  });

  it('is not on a place tile without answers', () => {
    const place = placesFromDeals([
      { bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc', deal: { title: 'KFC' } },
    ]).get('Lahore_kfc') as PlaceDoc;
    renderWithProviders(<PlaceTile place={place} onOpen={vi.fn()} />);
    expect(screen.queryByText(/members? (say|says)|Worked for/)).toBeNull();
  });
});
