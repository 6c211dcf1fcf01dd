/**
 * The deal list's actions around stand-ins for the two mutations; `admin-alerts.spec.ts` runs
 * expire, edit and delete against the local stack.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import {
  type DealDocumentRow,
  useDeleteDealMutation,
  useExpireDealMutation,
} from '@/lib/deals/deal-editing-api';
import { AdminDealList, type AdminDealListProps } from './admin-deal-list';

vi.mock('@/lib/deals/deal-editing-api', () => ({
  useExpireDealMutation: vi.fn(),
  useDeleteDealMutation: vi.fn(),
}));

const expireDeal = vi.fn();
const deleteDeal = vi.fn();
/** A mutation trigger's result, whose `unwrap()` settles as `outcome` does. */
const answering = (outcome: () => Promise<null>) => ({ unwrap: outcome });

beforeEach(() => {
  expireDeal.mockReset().mockReturnValue(answering(() => Promise.resolve(null)));
  deleteDeal.mockReset().mockReturnValue(answering(() => Promise.resolve(null)));
  vi.mocked(useExpireDealMutation).mockReturnValue([expireDeal, {}] as unknown as ReturnType<
    typeof useExpireDealMutation
  >);
  vi.mocked(useDeleteDealMutation).mockReturnValue([
    deleteDeal,
    { isLoading: false },
  ] as unknown as ReturnType<typeof useDeleteDealMutation>);
});

const zinger: DealDocumentRow = {
  dealId: 'food-zinger-hub',
  data: { title: 'Zinger Hub', discount: '20% off', updatedAt: 1000, active: true },
};
const untitled: DealDocumentRow = { dealId: 'food-old', data: { active: false } };

function renderList(props: Partial<AdminDealListProps> = {}) {
  const onEdit = vi.fn();
  const onFanOut = vi.fn();
  const view = renderWithProviders(
    <AdminDealList
      where={{ bankId: 'Hbl', cityId: 'Lahore' }}
      rows={[zinger, untitled]}
      loading={false}
      error={null}
      analytics={{ total_deals_scraped: 7, offers_count: 9, branches_count: 3 }}
      onEdit={onEdit}
      onFanOut={onFanOut}
      {...props}
    />,
  );
  return { ...view, onEdit, onFanOut };
}

describe('admin deal list', () => {
  it('names each deal by its title, or its id without one, and marks expired deals', () => {
    const { onEdit } = renderList();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Zinger Hub 20% off');
    expect(second).toHaveTextContent('food-old · expired');
    expect(within(second!).getByRole('button', { name: 'Expire food-old' })).toBeDisabled();
    within(first!).getByRole('button', { name: 'Edit Zinger Hub' }).click();
    expect(onEdit).toHaveBeenCalledWith(zinger);
  });

  it('asks before deleting: Keep it writes nothing, Delete removes and follows the fan-out', async () => {
    const { user, onFanOut } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Zinger Hub' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this deal?' });
    expect(dialog).toHaveTextContent('Zinger Hub leaves every list');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(deleteDeal).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Zinger Hub' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(deleteDeal).toHaveBeenCalledWith({
      bankId: 'Hbl',
      cityId: 'Lahore',
      dealId: 'food-zinger-hub',
    });
    await vi.waitFor(() =>
      expect(onFanOut).toHaveBeenCalledWith(
        expect.objectContaining({
          dealId: 'food-zinger-hub',
          action: 'deleted',
          updatedAtBefore: 1000,
          analyticsBefore: { deals: 7, offers: 9, branches: 3 },
          title: 'Zinger Hub',
        }),
      ),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says why an expire was refused, naming the deal, and follows no fan-out', async () => {
    expireDeal.mockReturnValue(
      answering(() =>
        Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })),
      ),
    );
    const { user, onFanOut } = renderList();
    await user.click(screen.getByRole('button', { name: 'Expire Zinger Hub' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not expire Zinger Hub: /);
    expect(onFanOut).not.toHaveBeenCalled();
  });

  it('says while it loads, when it could not read the deals, and when there are none', () => {
    const { rerender } = renderList({ loading: true });
    expect(screen.getByText('Loading deals').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(
      <AdminDealList
        where={{ bankId: 'Hbl', cityId: 'Lahore' }}
        rows={undefined}
        loading={false}
        error="You are offline."
        analytics={undefined}
        onEdit={vi.fn()}
        onFanOut={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not load the deals: You are offline.',
    );
  });

  it('says when the bank has no deals in the city', () => {
    renderList({ rows: [] });
    expect(screen.getByText('No deals for this bank in Lahore yet.')).toBeInTheDocument();
  });
});
