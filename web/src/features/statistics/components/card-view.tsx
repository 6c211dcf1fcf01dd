import {
  type Bank,
  type CardRow,
  type Category,
  type Deal,
  STATISTICS_CATEGORY_BUTTONS,
  truncateDescription,
  DESCRIPTION_TRUNCATE,
} from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { DealCard, dealPageHref, useOpenDeal } from '@/components/deal-card';
import { EmptyState, ErrorState, RetryButton } from '@/components/feedback';

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
  const { t } = useTranslation('statistics');
  const openDeal = useOpenDeal();
  // The buttons' names: Health reads Health & Beauty on this page.
  const label = t(`categoryButton.${category}`);
  return (
    <div className="stack statistics-level">
      <div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onBack}
          aria-label={t('cardView.backLabel', { bank: bank.bankName })}
        >
          {t('cardView.back')}
        </Button>
      </div>
      <header className="statistics-header">
        <h1>{card.displayName}</h1>
        <p className="muted">{bank.bankName}</p>
      </header>
      <div className="category-buttons" role="group" aria-label={t('cardView.category')}>
        {STATISTICS_CATEGORY_BUTTONS.map((button) => (
          <button
            key={button.category}
            type="button"
            className={`btn btn--sm ${button.category === category ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={button.category === category}
            onClick={() => onCategoryChange(button.category)}
          >
            {t(`categoryButton.${button.category}`)}
          </button>
        ))}
      </div>
      <section className="stack" aria-labelledby="card-deals-heading">
        <h2 id="card-deals-heading">{t('cardView.dealsHeading', { category: label })}</h2>
        {error ? (
          <ErrorState title={error} action={<RetryButton onClick={onRetry} />} />
        ) : loading || !deals ? (
          <div className="statistics-loading" role="status">
            <span className="spinner spinner--sm" aria-hidden="true">
              <span className="spinner__ring" />
            </span>
            <span>{t('cardView.loading')}</span>
          </div>
        ) : deals.length === 0 ? (
          <EmptyState title={t('cardView.empty', { category: label })}>
            {t('cardView.emptyDetail')}
          </EmptyState>
        ) : (
          <ul className="deal-grid" aria-label={t('cardView.dealsHeading', { category: label })}>
            {deals.map((deal) => {
              const favourite = isFavourite(deal);
              return (
                <li key={deal.id} className="deal-grid__item">
                  <DealCard
                    deal={deal}
                    formatDescription={cutDescription}
                    badgeFallback={t('cardView.discountBadge')}
                    href={dealPageHref(deal, true)}
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
