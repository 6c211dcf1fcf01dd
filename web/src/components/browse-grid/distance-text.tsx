import { formatDistance } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { useFormat } from '@/lib/i18n/format';
import './browse-grid.css';

/**
 * "1.2 km" in the interface language, rounded as shared's formatDistance rounds: metres to the
 * nearest 10 under 1 km, one decimal under 100 km, whole kilometres beyond.
 */
export function useDistanceText(): (km: number) => string {
  const { t, i18n } = useTranslation('common');
  const format = useFormat();
  return (km) => {
    if (i18n.language === 'en' || !Number.isFinite(km) || km < 0) return formatDistance(km);
    if (km < 0.995)
      return t('distance.m', { value: format.number(Math.max(10, Math.round(km * 100) * 10)) });
    const digits = km < 99.95 ? 1 : 0;
    return t('distance.km', {
      value: format.number(km, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
  };
}

/** "1.2 km away" on a tile: the distance to its nearest branch, while "near me" is on. */
export function DistanceText({ km }: { km: number }) {
  const { t } = useTranslation('common');
  const distance = useDistanceText();
  return (
    <p className="distance" data-testid="distance">
      <svg className="distance__pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        />
      </svg>
      <span>{distance(km)}</span>
      <span className="visually-hidden">{t('distance.away')}</span>
    </p>
  );
}
