import { pakistanDate } from '@deals/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedIn, aMember } from '@/testing/render';
import {
  type ReportedDeal,
  useDismissReportMutation,
  useExpireDealMutation,
  useGetReportedDealsQuery,
} from '@/lib/deals/deal-editing-api';
import { useGetReportNamesQuery } from '@/lib/till/till-ledger-api';
import { ReportedQueue } from './reported-queue';

vi.mock('@/lib/deals/deal-editing-api', () => ({
  useGetReportedDealsQuery: vi.fn(),
  useExpireDealMutation: vi.fn(),
  useDismissReportMutation: vi.fn(),
}));
vi.mock('@/lib/till/till-ledger-api', () => ({ useGetReportNamesQuery: vi.fn() }));

const today = pakistanDate(Date.now());
const kfc: ReportedDeal = {
  bankId: 'Hbl',
  cityId: 'Lahore',
  dealId: 'kfc',
  title: 'KFC',
  till: {
    days: {
      [today]: {
        yes: 1,
        ended: 0,
        'branch-not-taking-part': 0,
        'card-refused': 3,
        'smaller-discount': 0,
        other: 1,
      },
    },
    lastConfirmed: today,
    reported: true,
  },
  data: { title: 'KFC', discount: '20% off' },
};

function setup(rows: ReportedDeal[]) {
  const expire = vi.fn(() => ({ unwrap: () => Promise.resolve(null) }));
  const dismiss = vi.fn(() => ({ unwrap: () => Promise.resolve(null) }));
  vi.mocked(useGetReportedDealsQuery).mockReturnValue({
    data: rows,
    isLoading: false,
    isError: false,
  } as unknown as ReturnType<typeof useGetReportedDealsQuery>);
  vi.mocked(useExpireDealMutation).mockReturnValue([expire, {}] as unknown as ReturnType<
    typeof useExpireDealMutation
  >);
  vi.mocked(useDismissReportMutation).mockReturnValue([dismiss, {}] as unknown as ReturnType<
    typeof useDismissReportMutation
  >);
  vi.mocked(useGetReportNamesQuery).mockReturnValue({
    data: { branches: [{ name: 'Gulberg', count: 2 }], cards: [{ name: 'HBL Gold', count: 3 }] },
  } as unknown as ReturnType<typeof useGetReportNamesQuery>);
  const onEdit = vi.fn();
  const view = renderWithProviders(<ReportedQueue onEdit={onEdit} />, {
    preloadedState: signedIn(aMember({ uid: 'ops' })),
  });
  return { ...view, expire, dismiss, onEdit };
}

describe('the reported deals queue', () => {
  it('lists each reported deal with its counts and reasons', () => {
    setup([kfc]);
    const section = screen.getByRole('region', { name: 'Reported not working' });
    const item = within(section).getByText('KFC').closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Last 30 days: 4 reports, 1 confirmations');
    const reasons = within(item).getByRole('list', { name: 'Reasons' });
    expect(reasons).toHaveTextContent('Card refused: 3');
    expect(reasons).toHaveTextContent('Other: 1');
    expect(reasons).not.toHaveTextContent('Ended');
    expect(item).toHaveTextContent('Branches named: Gulberg (2) · Cards named: HBL Gold (3)');
  });

  it('expires, edits and dismisses in one click', async () => {
    const { user, expire, dismiss, onEdit } = setup([kfc]);
    const ids = { bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc' };
    await user.click(screen.getByRole('button', { name: 'Expire KFC' }));
    expect(expire).toHaveBeenCalledWith(ids);
    await user.click(screen.getByRole('button', { name: 'Edit KFC' }));
    expect(onEdit).toHaveBeenCalledWith(kfc);
    await user.click(screen.getByRole('button', { name: 'Dismiss the reports of KFC' }));
    expect(dismiss).toHaveBeenCalledWith(ids);
  });

  it('says when no deal is reported', () => {
    setup([]);
    expect(screen.getByText('No deal is reported not working.')).toBeInTheDocument();
  });
});
