import { PLACEHOLDER_DEAL_IMAGE } from '@deals/shared';
import { useNames } from '@/lib/i18n/names';
import { FallbackImage } from '../fallback-image';
import { OpenLink } from '../open-link';
import { HeartRating } from './heart-rating';

/**
 * The parts the deal card and the place tile share (classes deal-card__*): the picture with its
 * discount badge, the title that opens the card, and the rating with the category.
 */
export function CardMedia({ imageUrl, badge }: { imageUrl: string; badge: string | null }) {
  return (
    <div className="deal-card__media">
      <FallbackImage
        className="deal-card__image"
        src={imageUrl}
        placeholder={PLACEHOLDER_DEAL_IMAGE}
        loading="lazy"
      />
      {badge !== null ? <span className="deal-card__badge">{badge}</span> : null}
    </div>
  );
}

/** The class of a card's one control, by which a grid finds it to give it focus back. */
export const CARD_OPENER_CLASS = 'deal-card__open';

/**
 * The card's one control; its hit area covers the whole card (see deal-card.css). With the page's
 * address it is a link (OpenLink), whose plain click runs `onOpen`: that keeps the grid to come
 * back to and opens the page in the app. Without an address (a card missing an id, a preview) it
 * is a button.
 */
export function CardTitle({
  as: Heading,
  id,
  title,
  href,
  onOpen,
}: {
  as: 'h2' | 'h3';
  id: string;
  title: string;
  href?: string | null | undefined;
  onOpen: () => void;
}) {
  return (
    <Heading className="deal-card__title" id={id}>
      <OpenLink href={href} className={CARD_OPENER_CLASS} onOpen={onOpen}>
        <bdi>{title}</bdi>
      </OpenLink>
    </Heading>
  );
}

/** The rating (only where there are reviews) and the category. */
export function CardMeta({ rating, categoryId }: { rating: number | null; categoryId: string }) {
  const names = useNames();
  return (
    <div className="deal-card__meta">
      {rating !== null ? <HeartRating rating={rating} /> : null}
      <span className="deal-card__category">{names.category(categoryId)}</span>
    </div>
  );
}

/** A card-shaped placeholder while a page loads: the picture and lines of the given sizes. */
export function CardSkeleton({ lines }: { lines: readonly { height: string; width: string }[] }) {
  return (
    <div className="deal-card deal-card--skeleton" aria-hidden="true">
      <span className="skeleton deal-card__media" />
      <div className="deal-card__body">
        {lines.map((size, index) => (
          <span key={index} className="skeleton" style={size} />
        ))}
      </div>
    </div>
  );
}
