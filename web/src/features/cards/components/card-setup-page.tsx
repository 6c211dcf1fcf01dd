import { validateCardSelection } from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/lib/session/auth-slice';
import { Button } from '@/components/button';
import { ErrorState, FormMessage, RetryButton, SkeletonList } from '@/components/feedback';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LinkedText } from '@/components/linked-text';
import { paths } from '@/config/paths';
import { writeUserCache } from '@/lib/storage/local-cache';
import { useGetBanksQuery } from '@/lib/banks/banks-api';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { useMessage } from '@/lib/i18n/use-message';
import { useToast } from '@/lib/toast';
import { en } from '@/locales/en';
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
import { MemberStyles } from '@/styles/member-styles';

/** The error texts of this page. */
export const BANKS_FAILED = en.cards.page.banksFailed;
export const NOT_LOGGED_IN = en.cards.page.notLoggedIn;
export const SAVE_FAILED = en.cards.page.saveFailed;
export const CONFIRM_NO_CARDS_TITLE = en.cards.page.confirmTitle;

/** This page's own failures, by the English each stands for. */
const PAGE_ERRORS = {
  [NOT_LOGGED_IN]: 'page.notLoggedIn',
  [SAVE_FAILED]: 'page.saveFailed',
} as const;

/** Card setup, shared by /CardInfoPage and /CardInfoPageAfterSignUp. */
export function CardSetupPage({ afterSignUp }: { afterSignUp: boolean }) {
  const { t } = useTranslation('cards');
  const message = useMessage();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const banks = useGetBanksQuery(undefined);
  const userDoc = useGetUserDocQuery(user?.uid ?? skipToken);
  const [saveUserCards, saving] = useSaveUserCardsMutation();
  const showToast = useToast();
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
      const outcome = await saveUserCards({
        uid: user.uid,
        email: user.email,
        name: user.displayName,
        cards: toUserCards(shown),
      }).unwrap();
      writeUserCache(user.uid, 'selectedBanks', shown.banks);
      writeUserCache(user.uid, 'selectedCards', shown.cards);
      writeUserCache(user.uid, 'cardImages', shown.images);
      // A save the server has not answered yet is kept on this device and sent when the
      // connection returns (see cards-api), and the cards already show everywhere here: the page
      // moves on as after a save, saying so in a toast, which outlasts the page it leaves.
      if (outcome === 'queued') showToast(t('page.savedOnDevice'));
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
      <MemberStyles />
      <header className="card-setup__intro">
        <h1>{afterSignUp ? t('page.titleAfterSignUp') : t('page.title')}</h1>
        <p className="muted">{t('page.intro')}</p>
        {!user ? (
          <FormMessage tone="info">
            <LinkedText t={t} i18nKey="page.logInToSave" links={{ login: paths.login.getHref() }} />
          </FormMessage>
        ) : null}
      </header>

      <div className="card-setup__layout">
        <div className="stack">
          <section className="card stack" aria-labelledby="banks-title">
            <h2 id="banks-title">{t('page.banks')}</h2>
            {banks.isLoading ? <SkeletonList rows={4} label={t('page.loadingBanks')} /> : null}
            {banks.error ? (
              <ErrorState
                title={t('page.banksFailed')}
                action={<RetryButton onClick={() => void banks.refetch()} />}
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
              <h2 id="cards-title">{t('page.cards')}</h2>
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
          {error ? (
            <FormMessage tone="error">
              {error in PAGE_ERRORS
                ? t(PAGE_ERRORS[error as keyof typeof PAGE_ERRORS])
                : message(error)}
            </FormMessage>
          ) : null}
          <Button size="lg" fullWidth onClick={onSubmit} loading={saving.isLoading}>
            {t('page.submit')}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirmOpen}
        title={t('page.confirmTitle')}
        cancelLabel={t('page.cancel')}
        confirmLabel={t('page.ok')}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => void save()}
      >
        <p>{message(validateCardSelection(shown.banks, shown.cards).confirm ?? '')}</p>
      </ConfirmDialog>
    </section>
  );
}
