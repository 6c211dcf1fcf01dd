import { ratingHearts } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { useFormat } from '@/lib/i18n/format';

/**
 * Heart rating: a filled heart per whole unit, a half heart for a fraction, the number to
 * one decimal. Callers render it only for deals with reviews.
 */
export function HeartRating({ rating }: { rating: number }) {
  const { full, half } = ratingHearts(rating);
  const { t } = useTranslation('common');
  const format = useFormat();
  // One decimal, as the deal pages show ratings ("4.5").
  const value = format.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="heart-rating" role="img" aria-label={t('heartRating.label', { value })}>
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
