import { MAX_STARS } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';

/** Whole stars out of 5, with the number for assistive technology. */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useTranslation('deal');
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(stars)));
  return (
    <span
      className="stars"
      role="img"
      aria-label={t('stars.label', { filled: String(filled), max: String(MAX_STARS) })}
    >
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
