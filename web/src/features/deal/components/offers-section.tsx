import type { Offer } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { CardTags } from '@/components/card-tags/card-tags';
import { useDiscountBadge } from '@/components/deal-card/discount-badge';
import { useDealFormat } from '../utils/deal-format';

interface OffersSectionProps {
  offers: readonly Offer[];
  /** The deal's discount text: the label of offers whose own title names no percentage. */
  dealDiscount: string;
  /** Card names of the deal, shown when it has no offer entries at all. */
  dealCardNames: readonly string[];
}

/** The deal's offers: title, "N% off", valid-till date and the eligible cards. */
export function OffersSection({ offers, dealDiscount, dealCardNames }: OffersSectionProps) {
  const { t } = useTranslation('deal');
  const format = useDealFormat();
  // The deal page's "N% off" label follows the badge's rule.
  const discountLabel = useDiscountBadge();
  const fallbackLabel = discountLabel(dealDiscount);
  return (
    <section className="deal-section" aria-labelledby="deal-offers-heading">
      <h2 id="deal-offers-heading">{t('offers.title')}</h2>
      {offers.length === 0 ? (
        <div className="offer card">
          {fallbackLabel ? <p className="offer__discount">{fallbackLabel}</p> : null}
          <CardTags cards={dealCardNames.map((cardName) => ({ cardName }))} />
        </div>
      ) : (
        <ul className="plain-list stack">
          {offers.map((offer) => {
            const label = discountLabel(offer.title) || fallbackLabel;
            return (
              <li key={offer.id} className="offer card">
                {offer.title ? (
                  <h3 className="offer__title">
                    <bdi>{offer.title}</bdi>
                  </h3>
                ) : null}
                <div className="row">
                  {label ? <span className="offer__discount">{label}</span> : null}
                  {offer.validTill ? (
                    <span className="muted">
                      {t('offers.validTill', { date: format.date(offer.validTill) })}
                    </span>
                  ) : null}
                </div>
                <CardTags cards={offer.cardTypes} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
