import { pakistanDate, type Deal } from '@deals/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { BankBadge } from '@/components/bank-badge/bank-badge';
import { CardTags } from '@/components/card-tags/card-tags';
import { DistanceText } from '@/components/browse-grid/distance-text';
import { TillLine } from '@/components/till-line/till-line';
import { useDiscountBadge } from './discount-badge';
import { CardMedia, CardMeta, CardSkeleton, CardTitle } from './card-parts';
import './deal-card.css';

export interface DealCardFavourite {
  isFavourite: boolean;
  onToggle: (deal: Deal) => void;
}

export interface DealCardProps {
  deal: Deal;
  onOpen: (deal: Deal) => void;
  /** The deal page's address: the title is then a link to it (see CardTitle). */
  href?: string | null;
  /** The heart button; guests get one too, which asks them to sign up. */
  favourite?: DealCardFavourite;
  /** Cuts the description (the statistics page shows 50 characters plus ...). */
  formatDescription?: (description: string) => string;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Badge text when the discount names no percentage: the shared card shows none, the
   * statistics card view shows "Discount".
   */
  badgeFallback?: string;
  /** Distance to the deal's nearest branch ("near me"), shown when set. */
  distanceKm?: number | null;
}

/**
 * The shared deal card. The title is the card's one control (a link where the deal page has an
 * address) and its hit area covers the whole card, so the card opens with a click anywhere or
 * Enter, while the favourite button
 * and the cards' "+N more" stay separate controls that never open the deal. It names whose deal
 * it is: the bank (logo and display name) and the cards it is for.
 */
export function DealCard({
  deal,
  onOpen,
  href = null,
  favourite,
  formatDescription,
  headingLevel = 'h3',
  badgeFallback = '',
  distanceKm = null,
}: DealCardProps) {
  const { t } = useTranslation('common');
  const discountBadge = useDiscountBadge();
  const titleId = useId();
  // Pakistan's date, fixed for the card's life: the till counts are counted by its days.
  const [today] = useState(() => pakistanDate(Date.now()));
  const badge = discountBadge(deal.discount) || badgeFallback;
  // No reviews, no rating: a deal is never given an invented 4.5.
  const rating =
    deal.reviewCount > 0 && deal.rating !== null && Number.isFinite(deal.rating)
      ? deal.rating
      : null;
  const description = formatDescription ? formatDescription(deal.description) : deal.description;
  return (
    <article className="deal-card" aria-labelledby={titleId} data-testid="deal-card">
      <CardMedia imageUrl={deal.imageUrl} badge={badge || null} />
      <div className="deal-card__body">
        <CardTitle
          as={headingLevel}
          id={titleId}
          title={deal.title}
          href={href}
          onOpen={() => onOpen(deal)}
        />
        <BankBadge bankId={deal.bankId} className="deal-card__bank" />
        {description ? (
          <p className="deal-card__description" dir="auto">
            {description}
          </p>
        ) : null}
        {deal.cardNames.length > 0 ? (
          <div className="deal-card__cards">
            <CardTags
              compact
              label={t('dealCard.cardsFor', { title: deal.title })}
              cards={deal.cardNames.map((cardName) => ({ cardName }))}
            />
          </div>
        ) : null}
        {distanceKm !== null ? <DistanceText km={distanceKm} /> : null}
        <CardMeta rating={rating} categoryId={deal.categoryId} />
        <TillLine till={deal.till} today={today} className="deal-card__till" />
      </div>
      {favourite ? (
        <button
          type="button"
          className={`deal-card__favourite${favourite.isFavourite ? ' deal-card__favourite--on' : ''}`}
          aria-label={
            favourite.isFavourite ? t('dealCard.removeFavourite') : t('dealCard.addFavourite')
          }
          aria-pressed={favourite.isFavourite}
          onClick={(event) => {
            event.stopPropagation();
            favourite.onToggle(deal);
          }}
        >
          <span aria-hidden="true">{favourite.isFavourite ? '♥' : '♡'}</span>
        </button>
      ) : null}
    </article>
  );
}

const DEAL_CARD_LINES = [
  { height: '1.1rem', width: '70%' },
  { height: '0.9rem', width: '90%' },
  { height: '0.9rem', width: '40%' },
];

/** A card-shaped placeholder while a page of deals loads. */
export function DealCardSkeleton() {
  return <CardSkeleton lines={DEAL_CARD_LINES} />;
}
