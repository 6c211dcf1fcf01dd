import { PLACEHOLDER_CARD_IMAGE, type UserCard } from '@deals/shared';
import { FallbackImage } from '@/components/fallback-image';
import { useTranslation } from '@/lib/i18n/react';
import { useBankNames } from '@/lib/banks/bank-names-api';

/** The member's cards as a horizontally scrolling, single-choice row. */
export function CardCarousel({
  cards,
  selected,
  onSelect,
}: {
  cards: readonly UserCard[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  // UserCards store the bank's id (card setup saves "Hbl", "DubaiIslamic"); people read its name.
  const { t } = useTranslation('home');
  const nameOf = useBankNames(cards.map((card) => card.bank));
  return (
    <div className="card-carousel" role="group" aria-label={t('yourCards')}>
      {cards.map((card, index) => (
        <button
          key={`${card.bank}-${card.cardName}`}
          type="button"
          className="card-carousel__card"
          aria-pressed={index === selected}
          onClick={() => onSelect(index)}
        >
          <FallbackImage
            className="card-carousel__image"
            src={card.cardImage}
            placeholder={PLACEHOLDER_CARD_IMAGE}
          />
          <span className="card-carousel__name">{card.cardName}</span>
          <span className="card-carousel__bank">{nameOf(card.bank)}</span>
        </button>
      ))}
    </div>
  );
}
