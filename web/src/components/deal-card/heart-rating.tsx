import { formatRating, ratingHearts } from '@deals/shared';

/**
 * Heart rating: a filled heart per whole unit, a half heart for a fraction, the number to
 * one decimal. Callers render it only for deals with reviews.
 */
export function HeartRating({ rating }: { rating: number }) {
  const { full, half } = ratingHearts(rating);
  const value = formatRating(rating);
  return (
    <span className="heart-rating" role="img" aria-label={`Rated ${value} out of 5`}>
      <span aria-hidden="true" className="heart-rating__hearts">
        {'♥'.repeat(full)}
        {half ? <span className="heart-rating__half">♥</span> : null}
      </span>
      <span aria-hidden="true" className="heart-rating__value">
        {value}
      </span>
    </span>
  );
}
