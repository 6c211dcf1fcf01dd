import { DEFAULT_CARD_NAME, PLACEHOLDER_CARD_IMAGE } from '@deals/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { FallbackImage } from '@/components/fallback-image';
import { Spinner } from '@/components/spinner';
import { useFormat } from '@/lib/i18n/format';
import { useMessage } from '@/lib/i18n/use-message';
import { en } from '@/locales/en';
import { useGetBankCardsQuery } from '@/lib/banks/banks-api';
import type { BankSummary } from '../api/cards-api';
import { DisclosureButton } from '@/components/disclosure-button';

/** The texts for a bank whose cards could not be read. */
export const CARDS_FAILED = en.cards.dropdown.failed;
export const NO_CARDS = en.cards.dropdown.noCards;

const DEFAULT_CARD = {
  id: 'default-card',
  cardName: DEFAULT_CARD_NAME,
  cardImage: PLACEHOLDER_CARD_IMAGE,
};

/**
 * One selected bank's cards: a disclosure with a checkbox per card. Cards load when the bank is
 * chosen; a failed load offers the placeholder Default Card so the bank can still be kept.
 */
export function CardDropdown({
  bank,
  chosen,
  onToggle,
}: {
  bank: BankSummary;
  chosen: readonly string[];
  onToggle: (card: { cardName: string; cardImage: string }) => void;
}) {
  const { t } = useTranslation('cards');
  const message = useMessage();
  const format = useFormat();
  const panelId = useId();
  // The stand-in card keeps its English name in the data; people read it in their language.
  const cardLabel = (card: { id: string; cardName: string }) =>
    card.id === DEFAULT_CARD.id ? t('dropdown.defaultCard') : card.cardName;
  const [open, setOpen] = useState(true);
  const { data: cards, error, isLoading, isFetching, refetch } = useGetBankCardsQuery(bank.id);
  const options = error ? [DEFAULT_CARD] : (cards ?? []);

  return (
    <div className="card-dropdown">
      <DisclosureButton
        className="card-dropdown__toggle"
        expanded={open}
        onExpandedChange={setOpen}
        controls={panelId}
      >
        <img src={bank.bankImage} alt="" width={28} height={28} className="card-dropdown__logo" />
        <span>{t('dropdown.bankCards', { bank: bank.bankName })}</span>
        <span className="card-dropdown__count">
          {t('dropdown.selected', { n: format.number(chosen.length) })}
        </span>
      </DisclosureButton>
      {open ? (
        <div id={panelId} className="card-dropdown__panel">
          {isLoading ? (
            <Spinner size="sm" label={t('dropdown.loading', { bank: bank.bankName })} />
          ) : null}
          {error ? (
            <div className="card-dropdown__error" role="alert">
              <p>{t('dropdown.loadError', { reason: message(error.message ?? '') })}</p>
              <p>{t('dropdown.failed')}</p>
              <Button variant="link" onClick={() => void refetch()} disabled={isFetching}>
                {t('dropdown.retry')}
              </Button>
            </div>
          ) : null}
          {!isLoading && !error && options.length === 0 ? (
            <p className="muted">{t('dropdown.noCards')}</p>
          ) : null}
          {options.length > 0 ? (
            <fieldset className="card-dropdown__options stack stack--tight">
              <legend className="visually-hidden">
                {t('dropdown.bankCards', { bank: bank.bankName })}
              </legend>
              {options.map((card) => (
                <label key={card.id} className="card-option">
                  <input
                    type="checkbox"
                    checked={chosen.includes(card.cardName)}
                    onChange={() =>
                      onToggle({ cardName: card.cardName, cardImage: card.cardImage })
                    }
                  />
                  <FallbackImage
                    src={card.cardImage}
                    placeholder={PLACEHOLDER_CARD_IMAGE}
                    width={48}
                    height={30}
                    className="card-option__image"
                  />
                  <span>{cardLabel(card)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
