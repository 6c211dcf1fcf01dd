import { type FavouriteEntry, SPECIAL_OFFER, parseFavouriteId } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmptyState, SkeletonList } from '@/components/feedback';
import { paths } from '@/config/paths';
import { useFavourites } from '@/lib/favourites/use-favourites';
import { type Formatters, useFormat } from '@/lib/i18n/format';
import { en } from '@/locales/en';

/** What the favourites list says when it is empty. */
export const NO_FAVOURITES = en.settings.favourites.empty;

function dealHref(entry: FavouriteEntry): string | null {
  const parts = parseFavouriteId(entry.dealId);
  if (!parts) {
    console.error('Invalid deal ID format', entry.dealId);
    return null;
  }
  return paths.deal.getHref({ bankId: parts.bankId, dealId: parts.dealPart, cityId: parts.cityId });
}

const formatAdded = (iso: string, format: Formatters): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : format.date(date, { day: 'numeric', month: 'short', year: 'numeric' });
};

/** The member's favourite deals, live from their user document, each with Remove. */
export function FavouritesList() {
  const { t } = useTranslation('settings');
  const format = useFormat();
  const { favourites, isLoading, removeEntry } = useFavourites();
  if (isLoading) return <SkeletonList rows={2} label={t('favourites.loading')} />;
  if (favourites.length === 0) return <EmptyState title={t('favourites.empty')} />;
  // The stored stand-in for a deal without a title or discount is English; shown translated.
  const orOffer = (text: string) =>
    text === '' || text === SPECIAL_OFFER ? t('favourites.specialOffer') : text;
  return (
    <ul className="plain-list favourites-list">
      {favourites.map((entry) => {
        const href = dealHref(entry);
        const title = orOffer(entry.title);
        const added = formatAdded(entry.addedDate, format);
        return (
          <li key={entry.dealId} className="favourites-list__item">
            <div className="favourites-list__text">
              {href ? (
                <Link to={href} className="favourites-list__title">
                  {title}
                </Link>
              ) : (
                <span className="favourites-list__title">{title}</span>
              )}
              <span className="chip">{orOffer(entry.discount)}</span>
              {entry.cardNames.length > 0 ? (
                <span className="muted small">{entry.cardNames.join(', ')}</span>
              ) : null}
              {added ? (
                <span className="muted small">{t('favourites.added', { date: added })}</span>
              ) : null}
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => removeEntry(entry)}
              aria-label={t('favourites.removeLabel', { title })}
            >
              {t('favourites.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
