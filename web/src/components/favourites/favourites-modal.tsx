import { type FavouriteEntry, parseFavouriteId } from '@deals/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'react-router-dom';
import { BankBadge } from '@/components/bank-badge/bank-badge';
import { EmptyState } from '@/components/feedback';
import { Modal } from '@/components/modal';
import { isPlainClick } from '@/components/open-link';
import { SkeletonList } from '@/components/feedback';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/format';
import { common } from '@/locales/en/common';
import { MemberStyles } from '@/styles/member-styles';

export const NO_FAVOURITES_TEXT = common.favourites.empty;

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
  const { t } = useTranslation('common');
  const format = useFormat();
  const [cards, setCards] = useState<readonly string[] | null>(null);

  const formatAdded = (iso: string): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? ''
      : format.date(date, { year: 'numeric', month: 'short', day: 'numeric' });
  };
  const special = (text: string) => text || t('specialOffer');

  // An entry whose id names its deal is a link to the deal page (a new tab with Ctrl or Cmd); the
  // rare one whose id does not is a button that logs why it stays put.
  const hrefOf = (entry: FavouriteEntry): string | null => {
    const parts = parseFavouriteId(entry.dealId);
    return parts
      ? paths.deal.getHref({ bankId: parts.bankId, dealId: parts.dealPart, cityId: parts.cityId })
      : null;
  };

  return (
    <>
      <MemberStyles />
      <Modal
        open={open && cards === null}
        onClose={onClose}
        title={t('favourites.title')}
        size="md"
      >
        {loading ? (
          <SkeletonList rows={3} label={t('favourites.loading')} />
        ) : favourites.length === 0 ? (
          <EmptyState title={t('favourites.empty')} />
        ) : (
          <ul className="favourites-list">
            {favourites.map((entry) => {
              const cardLine =
                entry.cardNames.length > 0 ? entry.cardNames.join(', ') : t('favourites.allCards');
              const added = formatAdded(entry.addedDate);
              const bankId = parseFavouriteId(entry.dealId)?.bankId;
              const href = hrefOf(entry);
              const summary = (
                <>
                  <bdi className="favourites-item__title">{special(entry.title)}</bdi>
                  {bankId ? <BankBadge bankId={bankId} /> : null}
                  <bdi className="favourites-item__discount">{special(entry.discount)}</bdi>
                </>
              );
              return (
                <li key={entry.dealId} className="favourites-item">
                  {href ? (
                    <Link
                      to={href}
                      className="favourites-item__open"
                      onClick={(event) => {
                        // The app opens the deal here; a new tab leaves this list open.
                        if (isPlainClick(event)) onClose();
                      }}
                    >
                      {summary}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className="favourites-item__open"
                      onClick={() => console.error('Invalid deal ID format', entry.dealId)}
                    >
                      {summary}
                    </button>
                  )}
                  <button
                    type="button"
                    className="favourites-item__cards"
                    aria-label={t('favourites.cardsFor', {
                      title: special(entry.title),
                      cards: cardLine,
                    })}
                    onClick={() => setCards(entry.cardNames)}
                  >
                    {cardLine}
                  </button>
                  {added ? (
                    <span className="favourites-item__added">
                      {t('favourites.added', { date: added })}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn--danger-outline btn--sm favourites-item__remove"
                    aria-label={t('favourites.removeNamed', { title: special(entry.title) })}
                    onClick={() => onRemove(entry)}
                  >
                    {t('favourites.remove')}
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
        title={t('favourites.cardsTitle')}
        size="sm"
      >
        {cards && cards.length > 0 ? (
          <ul className="plain-list">
            {cards.map((card) => (
              <li key={card}>{card}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('favourites.allCardsOfBank')}</p>
        )}
      </Modal>
    </>
  );
}
