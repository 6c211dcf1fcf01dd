import { DEFAULT_CARD_NAME, PLACEHOLDER_CARD_IMAGE } from '@deals/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { type BankSummary, useGetBankCardsQuery } from '../api/cards-api';

/** The texts for a bank whose cards could not be read. */
export const CARDS_FAILED = 'Failed to load bank cards. Please try again.';
export const NO_CARDS = 'No cards available for this bank';

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
  const panelId = useId();
  const [open, setOpen] = useState(true);
  const { data: cards, error, isLoading, isFetching, refetch } = useGetBankCardsQuery(bank.id);
  const options = error ? [DEFAULT_CARD] : (cards ?? []);

  return (
    <div className="card-dropdown">
      <button
        type="button"
        className="card-dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <img src={bank.bankImage} alt="" width={28} height={28} className="card-dropdown__logo" />
        <span>{bank.bankName} cards</span>
        <span className="card-dropdown__count">{chosen.length} selected</span>
      </button>
      {open ? (
        <div id={panelId} className="card-dropdown__panel">
          {isLoading ? <Spinner size="sm" label={`Loading ${bank.bankName} cards`} /> : null}
          {error ? (
            <div className="card-dropdown__error" role="alert">
              <p>Error loading cards: {error.message}</p>
              <p>{CARDS_FAILED}</p>
              <Button variant="link" onClick={() => void refetch()} disabled={isFetching}>
                Retry
              </Button>
            </div>
          ) : null}
          {!isLoading && !error && options.length === 0 ? (
            <p className="muted">{NO_CARDS}</p>
          ) : null}
          {options.length > 0 ? (
            <fieldset className="card-dropdown__options">
              <legend className="visually-hidden">{bank.bankName} cards</legend>
              {options.map((card) => (
                <label key={card.id} className="card-option">
                  <input
                    type="checkbox"
                    checked={chosen.includes(card.cardName)}
                    onChange={() =>
                      onToggle({ cardName: card.cardName, cardImage: card.cardImage })
                    }
                  />
                  <img
                    src={card.cardImage}
                    alt=""
                    width={48}
                    height={30}
                    className="card-option__image"
                  />
                  <span>{card.cardName}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
