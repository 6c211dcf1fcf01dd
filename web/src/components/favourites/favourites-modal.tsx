import { type FavouriteEntry, SPECIAL_OFFER, parseFavouriteId } from '@deals/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BankBadge } from '@/components/bank-badge/bank-badge';
import { EmptyState } from '@/components/feedback';
import { Modal } from '@/components/modal';
import { SkeletonList } from '@/components/feedback';
import { paths } from '@/config/paths';
import './favourites.css';

export const NO_FAVOURITES_TEXT =
  "You don't have any favorite deals yet. Browse deals and click the heart icon to add favorites.";

const formatAdded = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-PK', { year: 'numeric', month: 'short', day: 'numeric' });
};

export interface FavouritesModalProps {
  open: boolean;
  onClose: () => void;
  favourites: readonly FavouriteEntry[];
  loading?: boolean;
  onRemove: (entry: FavouriteEntry) => void;
}

/**
 * "Your Favorite Deals": each saved deal with its discount, cards, added date and Remove.
 * Opening an entry goes to /deal/{bankId}/{dealPart}/{cityId} from the parts of its id; ids with
 * fewer than 5 parts are logged as invalid and not opened.
 */
export function FavouritesModal({
  open,
  onClose,
  favourites,
  loading = false,
  onRemove,
}: FavouritesModalProps) {
  const navigate = useNavigate();
  const [cards, setCards] = useState<readonly string[] | null>(null);

  const openEntry = (entry: FavouriteEntry) => {
    const parts = parseFavouriteId(entry.dealId);
    if (!parts) {
      console.error('Invalid deal ID format', entry.dealId);
      return;
    }
    onClose();
    void navigate(
      paths.deal.getHref({ bankId: parts.bankId, dealId: parts.dealPart, cityId: parts.cityId }),
    );
  };

  return (
    <>
      <Modal open={open && cards === null} onClose={onClose} title="Your Favorite Deals" size="md">
        {loading ? (
          <SkeletonList rows={3} label="Loading favorites" />
        ) : favourites.length === 0 ? (
          <EmptyState title={NO_FAVOURITES_TEXT} />
        ) : (
          <ul className="favourites-list">
            {favourites.map((entry) => {
              const cardLine =
                entry.cardNames.length > 0 ? entry.cardNames.join(', ') : 'All cards';
              const added = formatAdded(entry.addedDate);
              const bankId = parseFavouriteId(entry.dealId)?.bankId;
              return (
                <li key={entry.dealId} className="favourites-item">
                  <button
                    type="button"
                    className="favourites-item__open"
                    onClick={() => openEntry(entry)}
                  >
                    <span className="favourites-item__title">{entry.title || SPECIAL_OFFER}</span>
                    {bankId ? <BankBadge bankId={bankId} /> : null}
                    <span className="favourites-item__discount">
                      {entry.discount || SPECIAL_OFFER}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="favourites-item__cards"
                    aria-label={`Cards for ${entry.title || SPECIAL_OFFER}: ${cardLine}`}
                    onClick={() => setCards(entry.cardNames)}
                  >
                    {cardLine}
                  </button>
                  {added ? <span className="favourites-item__added">Added {added}</span> : null}
                  <button
                    type="button"
                    className="btn btn--danger btn--sm favourites-item__remove"
                    aria-label={`Remove ${entry.title || SPECIAL_OFFER}`}
                    onClick={() => onRemove(entry)}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Modal>
      <Modal
        open={open && cards !== null}
        onClose={() => setCards(null)}
        title="Discounted Cards"
        size="sm"
      >
        {cards && cards.length > 0 ? (
          <ul className="plain-list">
            {cards.map((card) => (
              <li key={card}>{card}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">This deal is available on all cards of the bank.</p>
        )}
      </Modal>
    </>
  );
}
