import { MAX_STARS } from '@deals/shared';

/** Whole stars out of 5, with the number for assistive technology. */
export function StarRating({ stars }: { stars: number }) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(stars)));
  return (
    <span className="stars" role="img" aria-label={`${filled} out of ${MAX_STARS} stars`}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={index < filled ? 'stars__star stars__star--on' : 'stars__star'}
        >
          ★
        </span>
      ))}
    </span>
  );
}
