import { validateCardSelection } from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/lib/session/auth-slice';
import { Button } from '@/components/button';
import { ErrorState, FormMessage, SkeletonList } from '@/components/feedback';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { writeUserCache } from '@/lib/storage/local-cache';
import { useGetBanksQuery } from '@/lib/banks/banks-api';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { useSaveUserCardsMutation } from '../api/cards-api';
import {
  type CardSelection,
  emptySelection,
  fromUserCards,
  toUserCards,
  toggleBank,
  toggleCard,
} from '../selection';
import { CardDropdown } from './card-dropdown';
import { SelectedCardsPanel } from './selected-cards-panel';

/** The error texts of this page. */
export const BANKS_FAILED = 'Failed to fetch banks. Please try again.';
export const NOT_LOGGED_IN = 'User not logged in';
export const SAVE_FAILED = 'Something went wrong while saving your card selections.';
export const CONFIRM_NO_CARDS_TITLE = 'No cards selected';

/** Card setup, shared by /CardInfoPage and /CardInfoPageAfterSignUp. */
export function CardSetupPage({ afterSignUp }: { afterSignUp: boolean }) {
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const banks = useGetBanksQuery(undefined);
  const userDoc = useGetUserDocQuery(user?.uid ?? skipToken);
  const [saveUserCards, saving] = useSaveUserCardsMutation();
  const [selection, setSelection] = useState<CardSelection>(emptySelection);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  // Until the user changes something, show what they saved before.
  const saved = userDoc.data?.UserCards;
  const shown = touched || !saved ? selection : fromUserCards(saved);

  const change = (next: (current: CardSelection) => CardSelection) => {
    setSelection(next(shown));
    setTouched(true);
    setError(null);
  };

  const save = async () => {
    setConfirmOpen(false);
    if (!user) {
      setError(NOT_LOGGED_IN);
      return;
    }
    try {
      await saveUserCards({
        uid: user.uid,
        email: user.email,
        name: user.displayName,
        cards: toUserCards(shown),
      }).unwrap();
      writeUserCache(user.uid, 'selectedBanks', shown.banks);
      writeUserCache(user.uid, 'selectedCards', shown.cards);
      writeUserCache(user.uid, 'cardImages', shown.images);
      await navigate(paths.home.getHref());
    } catch {
      setError(SAVE_FAILED);
    }
  };

  const onSubmit = () => {
    const check = validateCardSelection(shown.banks, shown.cards);
    if (check.error) {
      setError(check.error);
      return;
    }
    if (check.confirm) {
      setConfirmOpen(true);
      return;
    }
    void save();
  };

  const bankList = banks.data ?? [];
  const chosenBanks = shown.banks.flatMap((id) => bankList.find((bank) => bank.id === id) ?? []);

  return (
    <section className="page card-setup">
      <header className="card-setup__intro">
        <h1>{afterSignUp ? 'Welcome! Set up your cards' : 'My Cards'}</h1>
        <p className="muted">
          Choose the banks you bank with, then the cards you carry. We will show you the deals that
          work with them.
        </p>
        {!user ? (
          <FormMessage tone="info">
            <Link to={paths.login.getHref()}>Log in</Link> to save your cards.
          </FormMessage>
        ) : null}
      </header>

      <div className="card-setup__layout">
        <div className="stack">
          <section className="card stack" aria-labelledby="banks-title">
            <h2 id="banks-title">Banks</h2>
            {banks.isLoading ? <SkeletonList rows={4} label="Loading banks" /> : null}
            {banks.error ? (
              <ErrorState
                title={BANKS_FAILED}
                action={
                  <Button variant="secondary" onClick={() => void banks.refetch()}>
                    Retry
                  </Button>
                }
              />
            ) : null}
            {bankList.length > 0 ? (
              <ul className="plain-list bank-grid">
                {bankList.map((bank) => {
                  const selected = shown.banks.includes(bank.id);
                  return (
                    <li key={bank.id}>
                      <button
                        type="button"
                        className={`bank-option${selected ? ' bank-option--selected' : ''}`}
                        aria-pressed={selected}
                        onClick={() => change((current) => toggleBank(current, bank.id))}
                      >
                        <img src={bank.bankImage} alt="" width={40} height={40} />
                        <span>{bank.bankName}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </section>

          {chosenBanks.length > 0 ? (
            <section className="card stack" aria-labelledby="cards-title">
              <h2 id="cards-title">Cards</h2>
              {chosenBanks.map((bank) => (
                <CardDropdown
                  key={bank.id}
                  bank={bank}
                  chosen={shown.cards[bank.id] ?? []}
                  onToggle={(card) => change((current) => toggleCard(current, bank.id, card))}
                />
              ))}
            </section>
          ) : null}
        </div>

        <div className="stack card-setup__aside">
          <SelectedCardsPanel selection={shown} banks={bankList} />
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <Button size="lg" fullWidth onClick={onSubmit} loading={saving.isLoading}>
            Let&apos;s get the hunt begin!
          </Button>
        </div>
      </div>

      <Modal
        open={confirmOpen}
        title={CONFIRM_NO_CARDS_TITLE}
        role="alertdialog"
        size="sm"
        onClose={() => setConfirmOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => void save()}>OK</Button>
          </>
        }
      >
        <p>{validateCardSelection(shown.banks, shown.cards).confirm}</p>
      </Modal>
    </section>
  );
}
