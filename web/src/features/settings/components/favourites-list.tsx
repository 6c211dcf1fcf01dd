import { type FavouriteEntry, SPECIAL_OFFER, parseFavouriteId } from '@deals/shared';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { EmptyState, SkeletonList } from '@/components/feedback';
import { paths } from '@/config/paths';
import { useFavourites } from '@/lib/favourites/use-favourites';

/** What the favourites list says when it is empty. */
export const NO_FAVOURITES =
  "You don't have any favorite deals yet. Browse deals and click the heart icon to add favorites.";

function dealHref(entry: FavouriteEntry): string | null {
  const parts = parseFavouriteId(entry.dealId);
  if (!parts) {
    console.error('Invalid deal ID format', entry.dealId);
    return null;
  }
  return paths.deal.getHref({ bankId: parts.bankId, dealId: parts.dealPart, cityId: parts.cityId });
}

const formatAdded = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-PK', { day: 'numeric', month: 'short', year: 'numeric' });
};

/** The member's favourite deals, live from their user document, each with Remove. */
export function FavouritesList() {
  const { favourites, isLoading, removeEntry } = useFavourites();
  if (isLoading) return <SkeletonList rows={2} label="Loading your favourites" />;
  if (favourites.length === 0) return <EmptyState title={NO_FAVOURITES} />;
  return (
    <ul className="plain-list favourites-list">
      {favourites.map((entry) => {
        const href = dealHref(entry);
        const title = entry.title || SPECIAL_OFFER;
        const added = formatAdded(entry.addedDate);
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
              <span className="chip">{entry.discount || SPECIAL_OFFER}</span>
              {entry.cardNames.length > 0 ? (
                <span className="muted small">{entry.cardNames.join(', ')}</span>
              ) : null}
              {added ? <span className="muted small">Added {added}</span> : null}
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => removeEntry(entry)}
              aria-label={`Remove ${title}`}
            >
              Remove
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
