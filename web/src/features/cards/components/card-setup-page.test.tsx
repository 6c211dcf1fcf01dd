import { bankEntity, userEntity } from '@deals/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { loadLanguage } from '@/lib/i18n/i18n';
import { renderWithProviders, signedIn, signedOut } from '@/testing/render';
import { CARD_SAVE_TIMEOUT_MS } from '../api/cards-api';
import { CardSetupPage } from './card-setup-page';

interface RawBank {
  bankName: string;
  bankImage?: string;
  cards?: Record<string, { cardName: string; cardImage: string }>;
}

interface FakeFirestore {
  banks: Record<string, RawBank>;
  failBanks: boolean;
  failCards: Set<string>;
  failSave: boolean;
  userCards: unknown[] | null;
  setDoc: ReturnType<typeof vi.fn>;
  updateDoc: ReturnType<typeof vi.fn>;
}

const fake = vi.hoisted((): FakeFirestore => ({
  banks: {},
  failBanks: false,
  failCards: new Set<string>(),
  failSave: false,
  userCards: null,
  setDoc: vi.fn(),
  updateDoc: vi.fn(),
}));

vi.mock('@/lib/firebase', () => ({ loadFirebase: () => Promise.resolve({ db: {} }) }));
vi.mock('firebase/firestore', () => {
  const ref = (_db: unknown, ...path: string[]) => ({ path: path.join('/') });
  const snapshot = (data: object | undefined) => ({
    exists: () => data !== undefined,
    data: () => data,
    get: (field: string): unknown => (data as Record<string, unknown> | undefined)?.[field],
    metadata: { fromCache: false },
  });
  return {
    collection: ref,
    doc: ref,
    getDocs: vi.fn(() => {
      if (fake.failBanks)
        return Promise.reject(Object.assign(new Error('unavailable'), { code: 'unavailable' }));
      return Promise.resolve({
        docs: Object.entries(fake.banks).map(([id, data]) => ({ id, data: () => data })),
      });
    }),
    getDoc: vi.fn(({ path }: { path: string }) => {
      const id = bankEntity.idsOf(path)?.bankId;
      if (id !== undefined) {
        if (fake.failCards.has(id)) {
          return Promise.reject(new Error('Could not reach Cloud Firestore backend'));
        }
        return Promise.resolve(snapshot(fake.banks[id]));
      }
      return Promise.resolve(snapshot(fake.userCards ? { UserCards: fake.userCards } : undefined));
    }),
    setDoc: fake.setDoc,
    updateDoc: fake.updateDoc,
  };
});
// The user document's listener answers once with the member's cards (or no document).
vi.mock('rxfire/firestore', async () => {
  const { answeringOnce, snapshot } = await import('@/testing/fake-doc-listener');
  return answeringOnce(() =>
    snapshot(fake.userCards ? { UID: 'user-1', Name: 'Ayesha', UserCards: fake.userCards } : null),
  );
});

const card = (cardName: string) => ({ cardName, cardImage: `/cards/${cardName}.png` });

function renderPage(preloadedState = signedIn()) {
  return renderWithProviders(<CardSetupPage afterSignUp={false} />, {
    route: paths.cardInfo.getHref(),
    preloadedState,
    routes: [{ path: paths.home.path, element: <h1>Home page</h1> }],
  });
}

beforeEach(() => {
  fake.banks = {
    Hbl: { bankName: 'HBL', cards: { a: card('HBL Platinum Credit'), b: card('HBL Debit') } },
    Mcb: { bankName: 'MCB', cards: {} },
    Ubl: { bankName: 'UBL', cards: { c: card('UBL Visa Gold') } },
  };
  fake.failBanks = false;
  fake.failCards = new Set();
  fake.failSave = false;
  fake.userCards = null;
  // As the SDK's writes: a promise, settled once the server takes the write.
  fake.setDoc.mockReset().mockResolvedValue(undefined);
  fake.updateDoc.mockReset().mockResolvedValue(undefined);
});

describe('card setup', () => {
  it('lists the banks from the Banks collection', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: 'HBL' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'MCB' })).toBeInTheDocument();
  });

  it('says so when the banks cannot be fetched', async () => {
    fake.failBanks = true;
    renderPage();
    expect(await screen.findByText('Failed to fetch banks. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows a chosen bank's cards and keeps the selected-cards panel live", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'HBL' }));
    await user.click(await screen.findByRole('checkbox', { name: 'HBL Platinum Credit' }));
    const panel = screen.getByRole('complementary', { name: 'Your selection' });
    expect(within(panel).getByText('HBL Platinum Credit')).toBeInTheDocument();
    expect(within(panel).getByText('1 bank, 1 card selected')).toBeInTheDocument();
  });

  it('says when a bank has no cards', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'MCB' }));
    expect(await screen.findByText('No cards available for this bank')).toBeInTheDocument();
  });

  it('offers the Default Card when a bank’s cards fail to load', async () => {
    fake.failCards.add('Ubl');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'UBL' }));
    expect(
      await screen.findByText('Error loading cards: Could not reach Cloud Firestore backend'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to load bank cards. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Default Card' })).toBeInTheDocument();
  });

  it('drops the cards of a bank that is deselected', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'HBL' }));
    await user.click(await screen.findByRole('checkbox', { name: 'HBL Debit' }));
    await user.click(screen.getByRole('button', { name: 'HBL' }));
    const panel = screen.getByRole('complementary', { name: 'Your selection' });
    expect(within(panel).queryByText('HBL Debit')).not.toBeInTheDocument();
    expect(within(panel).getByText('0 banks, 0 cards selected')).toBeInTheDocument();
  });

  it('requires at least one bank', async () => {
    const { user } = renderPage();
    await screen.findByRole('button', { name: 'HBL' });
    await user.click(screen.getByRole('button', { name: "Let's get the hunt begin!" }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select at least one bank before continuing',
    );
    expect(fake.setDoc).not.toHaveBeenCalled();
  });

  it('asks before saving a selection without cards, and can be cancelled', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'MCB' }));
    await user.click(screen.getByRole('button', { name: "Let's get the hunt begin!" }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      "You haven't selected any cards. Do you want to proceed anyway?",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.setDoc).not.toHaveBeenCalled();
  });

  it('saves UserCards and goes home', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'HBL' }));
    await user.click(await screen.findByRole('checkbox', { name: 'HBL Debit' }));
    await user.click(screen.getByRole('button', { name: "Let's get the hunt begin!" }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(fake.setDoc).toHaveBeenCalledWith(
      { path: userEntity.docPath({ uid: 'user-1' }) },
      expect.objectContaining({
        UID: 'user-1',
        UserCards: [{ bank: 'Hbl', cardName: 'HBL Debit', cardImage: '/cards/HBL Debit.png' }],
      }),
    );
    expect(JSON.parse(window.localStorage.getItem('user_user-1_selectedCards') ?? '{}')).toEqual({
      Hbl: ['HBL Debit'],
    });
  });

  it('starts from the cards saved before and updates them', async () => {
    fake.userCards = [
      { bank: 'Ubl', cardName: 'UBL Visa Gold', cardImage: '/cards/UBL Visa Gold.png' },
    ];
    const { user } = renderPage();
    expect(await screen.findByRole('checkbox', { name: 'UBL Visa Gold' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: "Let's get the hunt begin!" }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(fake.updateDoc).toHaveBeenCalledWith(
      { path: userEntity.docPath({ uid: 'user-1' }) },
      { UserCards: fake.userCards },
    );
  });

  it('moves on when the server does not answer the save, saying it is kept on this device', async () => {
    // Offline, the SDK's write never settles; the clock is faked to reach the save's time limit.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fake.userCards = [
        { bank: 'Ubl', cardName: 'UBL Visa Gold', cardImage: '/cards/UBL Visa Gold.png' },
      ];
      fake.updateDoc.mockReturnValue(new Promise(() => undefined));
      const { user } = renderPage();
      expect(await screen.findByRole('checkbox', { name: 'UBL Visa Gold' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: "Let's get the hunt begin!" }));
      await vi.waitFor(() => expect(fake.updateDoc).toHaveBeenCalled());
      await act(() => vi.advanceTimersByTimeAsync(CARD_SAVE_TIMEOUT_MS));
      expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your cards are kept on this device and will be sent when the connection returns.',
      );
      expect(JSON.parse(window.localStorage.getItem('user_user-1_selectedCards') ?? '{}')).toEqual({
        Ubl: ['UBL Visa Gold'],
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failed save', async () => {
    fake.setDoc.mockRejectedValue(new Error('permission-denied'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'HBL' }));
    await user.click(await screen.findByRole('checkbox', { name: 'HBL Debit' }));
    await user.click(screen.getByRole('button', { name: "Let's get the hunt begin!" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while saving your card selections.',
    );
  });

  it('refuses to save for a visitor who is not logged in', async () => {
    const { user } = renderPage(signedOut);
    await user.click(await screen.findByRole('button', { name: 'HBL' }));
    await user.click(await screen.findByRole('checkbox', { name: 'HBL Debit' }));
    await user.click(screen.getByRole('button', { name: "Let's get the hunt begin!" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not logged in');
  });
});

describe('card setup in Urdu', () => {
  it('shows the page, the selection and the validator’s message in Urdu', async () => {
    await act(() => loadLanguage('ur'));
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'میرے کارڈز' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'چلیں، ڈیلز کی تلاش شروع کریں!' });
    await screen.findByRole('button', { name: 'HBL' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'آگے بڑھنے سے پہلے کم از کم ایک بینک منتخب کریں',
    );
    await user.click(screen.getByRole('button', { name: 'HBL' }));
    await user.click(await screen.findByRole('checkbox', { name: 'HBL Debit' }));
    const panel = screen.getByRole('complementary', { name: 'آپ کا انتخاب' });
    expect(within(panel).getByText('1 بینک، 1 کارڈ منتخب')).toBeInTheDocument();
    expect(screen.getByText('HBL کے کارڈز', { selector: 'span' })).toBeInTheDocument();
  });

  it('explains a failed card load in Urdu and offers the stand-in card by its Urdu name', async () => {
    fake.failCards.add('Ubl');
    await act(() => loadLanguage('ur'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'UBL' }));
    expect(
      await screen.findByText('کارڈز لوڈ کرنے میں خرابی: Could not reach Cloud Firestore backend'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('بینک کے کارڈز لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'عام کارڈ' })).toBeInTheDocument();
  });
});
