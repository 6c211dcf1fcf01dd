import {
  type Bank,
  type CardRow,
  type Category,
  type Deal,
  STATISTICS_CATEGORY_BUTTONS,
  truncateDescription,
  DESCRIPTION_TRUNCATE,
} from '@deals/shared';
import { Button } from '@/components/button';
import { DealCard, useOpenDeal } from '@/components/deal-card';
import { EmptyState, ErrorState } from '@/components/feedback';

export interface CardViewProps {
  bank: Bank;
  card: CardRow;
  category: Category;
  onCategoryChange: (category: Category) => void;
  onBack: () => void;
  deals: readonly Deal[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Whether the member has saved the deal (lib/favourites). */
  isFavourite: (deal: Deal) => boolean;
  /** Saves or removes the deal, whichever it is not. */
  onToggleFavourite: (deal: Deal) => void;
}

/** The label this page shows for a category (Health reads Health & Beauty). */
export function categoryLabel(category: Category): string {
  return (
    STATISTICS_CATEGORY_BUTTONS.find((button) => button.category === category)?.label ?? category
  );
}

/** Card view: the badge reads Discount when the deal's discount has no percentage. */
export const DISCOUNT_BADGE_FALLBACK = 'Discount';

const cutDescription = (description: string) =>
  truncateDescription(description, DESCRIPTION_TRUNCATE);

/** Level 3: one card's deals in the city, by category. */
export function CardView({
  bank,
  card,
  category,
  onCategoryChange,
  onBack,
  deals,
  loading,
  error,
  onRetry,
  isFavourite,
  onToggleFavourite,
}: CardViewProps) {
  const openDeal = useOpenDeal();
  const label = categoryLabel(category);
  return (
    <div className="stack statistics-level">
      <div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onBack}
          aria-label={`Back to ${bank.bankName} cards`}
        >
          ← Back
        </Button>
      </div>
      <header className="statistics-header">
        <h1>{card.displayName}</h1>
        <p className="muted">{bank.bankName}</p>
      </header>
      <div className="category-buttons" role="group" aria-label="Category">
        {STATISTICS_CATEGORY_BUTTONS.map((button) => (
          <button
            key={button.category}
            type="button"
            className={`btn btn--sm ${button.category === category ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={button.category === category}
            onClick={() => onCategoryChange(button.category)}
          >
            {button.label}
          </button>
        ))}
      </div>
      <section className="stack" aria-labelledby="card-deals-heading">
        <h2 id="card-deals-heading">{label} Deals</h2>
        {error ? (
          <ErrorState
            title={error}
            action={
              <Button variant="secondary" onClick={onRetry}>
                Retry
              </Button>
            }
          />
        ) : loading || !deals ? (
          <div className="statistics-loading" role="status">
            <span className="spinner spinner--sm" aria-hidden="true">
              <span className="spinner__ring" />
            </span>
            <span>Loading deals...</span>
          </div>
        ) : deals.length === 0 ? (
          <EmptyState title={`No ${label} deals available for this card.`}>
            Try selecting a different category to see more deals.
          </EmptyState>
        ) : (
          <ul className="deal-grid" aria-label={`${label} Deals`}>
            {deals.map((deal) => {
              const favourite = isFavourite(deal);
              return (
                <li key={deal.id} className="deal-grid__item">
                  <DealCard
                    deal={deal}
                    formatDescription={cutDescription}
                    badgeFallback={DISCOUNT_BADGE_FALLBACK}
                    onOpen={(opened) => openDeal(opened, { member: true, isFavorite: favourite })}
                    favourite={{ isFavourite: favourite, onToggle: onToggleFavourite }}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
