import { type Deal, normalizeDeal } from '@deals/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type Mock, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealCard } from '@/components/deal-card';
import { renderWithProviders, signedIn, signedOut } from '@/testing/render';
import { writeFavourite } from './favourites-api';
import { GUEST_FAVOURITE_ALERT, useFavourites } from './use-favourites';

// Unit level: the Firestore module is replaced, so no SDK, network or emulator is involved.
interface FirestoreFake {
  userDoc: Record<string, unknown> | null;
  runTransaction: Mock<
    (db: unknown, run: (transaction: unknown) => Promise<void>) => Promise<void>
  >;
}
const firestore: FirestoreFake = vi.hoisted(() => ({
  userDoc: { UserFavouriteDeals: [] },
  runTransaction: vi.fn(),
}));

vi.mock('@/lib/firebase', () => ({ loadFirebase: () => Promise.resolve({ db: { fake: true } }) }));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  runTransaction: firestore.runTransaction,
}));
// The user document's listener answers once with the fake document.
vi.mock('rxfire/firestore', async () => {
  const { answeringOnce, snapshot } = await import('@/testing/fake-doc-listener');
  return answeringOnce(() => snapshot(firestore.userDoc));
});

const deal: Deal = normalizeDeal(
  {
    title: 'KFC',
    discount: '25% off',
    offers: [{ title: 'Dine in', card_type: [{ cardName: 'HBL Platinum' }] }],
  },
  { bankId: 'Hbl', cityId: 'Lahore', dealId: 'kfc-gulberg-001' },
);

function FavouriteCard() {
  const { isFavourite, isLoading, toggle } = useFavourites();
  // The card waits for the user document: a click before it arrives has nothing to patch.
  if (isLoading) return null;
  return (
    <DealCard
      deal={deal}
      onOpen={() => undefined}
      favourite={{ isFavourite: isFavourite(deal), onToggle: toggle }}
    />
  );
}

function fakeTransaction(stored: Record<string, unknown> | null) {
  const writes: { op: string; data: Record<string, unknown> }[] = [];
  const transaction = {
    get: () =>
      Promise.resolve({
        exists: () => stored !== null,
        get: (field: string) => stored?.[field],
      }),
    update: (_ref: unknown, data: Record<string, unknown>) => writes.push({ op: 'update', data }),
    set: (_ref: unknown, data: Record<string, unknown>) => writes.push({ op: 'set', data }),
  };
  firestore.runTransaction.mockImplementation((_db: unknown, run: (t: unknown) => Promise<void>) =>
    run(transaction),
  );
  return writes;
}

beforeEach(() => {
  firestore.userDoc = { UserFavouriteDeals: [] };
  firestore.runTransaction.mockReset();
});

describe('favourite toggle on a deal card', () => {
  it('shows the deal as saved at once, before the write finishes', async () => {
    firestore.runTransaction.mockReturnValue(new Promise(() => undefined));
    const { user } = renderWithProviders(<FavouriteCard />, { preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
  });

  it('rolls back and says so when the write fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail: (error: Error) => void = () => undefined;
    firestore.runTransaction.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    const { user } = renderWithProviders(<FavouriteCard />, { preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    await act(async () => {
      fail(Object.assign(new Error('denied'), { code: 'permission-denied' }));
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument(),
    );
    expect(await screen.findByText(/Could not update your favorites/)).toBeInTheDocument();
  });

  it('rolls back only the failed deal when two quick toggles both fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const other = normalizeDeal(
      { title: 'Pizza Hut', discount: '10% off' },
      { bankId: 'Mcb', cityId: 'Karachi', dealId: 'pizza-hut-002' },
    );
    function TwoCards() {
      const { isFavourite, isLoading, toggle } = useFavourites();
      if (isLoading) return null;
      return (
        <>
          {[deal, other].map((d) => (
            <section key={d.dealId} aria-label={d.title}>
              <DealCard
                deal={d}
                onOpen={() => undefined}
                favourite={{ isFavourite: isFavourite(d), onToggle: toggle }}
              />
            </section>
          ))}
        </>
      );
    }
    const fails: ((error: Error) => void)[] = [];
    firestore.runTransaction.mockImplementation(
      () => new Promise((_resolve, reject) => fails.push(reject)),
    );
    const { user } = renderWithProviders(<TwoCards />, { preloadedState: signedIn() });
    const kfc = await screen.findByRole('region', { name: 'KFC' });
    const pizza = screen.getByRole('region', { name: 'Pizza Hut' });
    await user.click(within(kfc).getByRole('button', { name: 'Add to favorites' }));
    await user.click(within(pizza).getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(fails).toHaveLength(2));
    const offline = () => Object.assign(new Error('offline'), { code: 'unavailable' });
    await act(async () => {
      fails[0]?.(offline());
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(within(kfc).getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument(),
    );
    // The second deal's change, made after the first click, survives the first rollback.
    expect(
      within(pizza).getByRole('button', { name: 'Remove from favorites' }),
    ).toBeInTheDocument();
    await act(async () => {
      fails[1]?.(offline());
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(within(pizza).getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument(),
    );
    expect(within(kfc).getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
  });

  it('puts back, in its place, the entry a failed removal took out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const saved = (dealId: string, title: string) => ({
      dealId,
      title,
      discount: '',
      addedDate: '2026-01-01T00:00:00.000Z',
      cardNames: [],
    });
    firestore.userDoc = {
      UserFavouriteDeals: [
        saved('Mcb-Karachi-pizza-hut-002', 'Pizza Hut'),
        saved('Hbl-Lahore-kfc-gulberg-001', 'KFC'),
        saved('Ubl-Lahore-kababjees-003', 'Kababjees'),
      ],
    };
    let fail: (error: Error) => void = () => undefined;
    firestore.runTransaction.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    function Listed() {
      const { favourites, toggle } = useFavourites();
      return (
        <>
          <button type="button" onClick={() => toggle(deal)}>
            Toggle KFC
          </button>
          <p data-testid="listed">{favourites.map((f) => f.title).join(', ')}</p>
        </>
      );
    }
    const { user } = renderWithProviders(<Listed />, { preloadedState: signedIn() });
    await waitFor(() =>
      expect(screen.getByTestId('listed')).toHaveTextContent('Pizza Hut, KFC, Kababjees'),
    );
    await user.click(screen.getByRole('button', { name: 'Toggle KFC' }));
    expect(screen.getByTestId('listed')).toHaveTextContent('Pizza Hut, Kababjees');
    await act(async () => {
      fail(Object.assign(new Error('denied'), { code: 'permission-denied' }));
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(screen.getByTestId('listed')).toHaveTextContent('Pizza Hut, KFC, Kababjees'),
    );
  });

  it('removes a saved deal optimistically', async () => {
    firestore.userDoc = {
      UserFavouriteDeals: [
        {
          dealId: 'Hbl-Lahore-kfc-gulberg-001',
          title: 'KFC',
          discount: '25% off',
          addedDate: '2026-01-01T00:00:00.000Z',
          cardNames: [],
        },
      ],
    };
    firestore.runTransaction.mockReturnValue(new Promise(() => undefined));
    const { user } = renderWithProviders(<FavouriteCard />, { preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Remove from favorites' }));
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
  });

  it('tells a guest to sign up or log in, in a toast, instead of saving', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    function Probe() {
      const { toggle } = useFavourites();
      return (
        <button type="button" onClick={() => toggle(deal)}>
          Save
        </button>
      );
    }
    const { user } = renderWithProviders(<Probe />, { preloadedState: signedOut });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent(GUEST_FAVOURITE_ALERT);
    expect(alert).not.toHaveBeenCalled();
    expect(firestore.runTransaction).not.toHaveBeenCalled();
  });
});

describe('writeFavourite', () => {
  it('adds one entry with the {bank}-{city}-{deal} id and the deal card names', async () => {
    const writes = fakeTransaction({ UserFavouriteDeals: [] });
    await writeFavourite({} as never, { uid: 'u1', deal, add: true });
    expect(writes).toHaveLength(1);
    const list = writes[0]?.data.UserFavouriteDeals as {
      dealId: string;
      cardNames: string[];
      title: string;
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      dealId: 'Hbl-Lahore-kfc-gulberg-001',
      title: 'KFC',
      cardNames: ['HBL Platinum'],
    });
  });

  it('does not duplicate an entry saved twice', async () => {
    const writes = fakeTransaction({
      UserFavouriteDeals: [
        {
          dealId: 'Hbl-Lahore-kfc-gulberg-001',
          title: 'KFC',
          discount: '',
          addedDate: '',
          cardNames: [],
        },
      ],
    });
    await writeFavourite({} as never, { uid: 'u1', deal, add: true });
    expect(writes[0]?.data.UserFavouriteDeals).toHaveLength(1);
  });

  it('removes every stored form of the deal and keeps the others untouched', async () => {
    const other = { dealId: 'Mcb-Karachi-pizza-hut-002', title: 'Pizza Hut', extra: 'kept' };
    const writes = fakeTransaction({
      UserFavouriteDeals: [
        { dealId: 'Hbl-Lahore-kfc-gulberg-001' },
        { dealId: 'deal-HBL-kfc-gulberg-001' },
        other,
      ],
    });
    await writeFavourite({} as never, { uid: 'u1', deal, add: false });
    expect(writes[0]?.data.UserFavouriteDeals).toEqual([other]);
  });

  it('writes back an old entry without a deal id exactly as stored', async () => {
    const legacy = { title: 'From an old client' };
    const writes = fakeTransaction({ UserFavouriteDeals: [legacy] });
    await writeFavourite({} as never, { uid: 'u1', deal, add: true });
    const list = writes[0]?.data.UserFavouriteDeals as unknown[];
    expect(list[0]).toEqual(legacy);
    expect(list).toHaveLength(2);
  });

  it('creates the list when the user document does not exist yet', async () => {
    const writes = fakeTransaction(null);
    await writeFavourite({} as never, { uid: 'u1', deal, add: true });
    expect(writes[0]?.op).toBe('set');
  });
});
