import { type Bank, type CardRow, PLACEHOLDER_CARD_IMAGE, type UserCard } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { FallbackImage } from '@/components/fallback-image';
import { useNames } from '@/lib/i18n/names';
import { isOwnCard } from '../utils/rows';

interface BankViewProps {
  bank: Bank;
  rows: readonly CardRow[];
  city: string;
  userCards: readonly UserCard[];
  onBack: () => void;
  onSelectCard: (cardID: string) => void;
}

/** Level 2: "{bank} Cards" with each card's deal count in the city. */
export function BankView({ bank, rows, city, userCards, onBack, onSelectCard }: BankViewProps) {
  const { t } = useTranslation('statistics');
  const names = useNames();
  // Tiers other than Standard are words of the card's name and are shown as named.
  const tier = (tierName: string) => (tierName === 'Standard' ? t('cardTier.Standard') : tierName);
  return (
    <div className="stack statistics-level">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} aria-label={t('bankView.backLabel')}>
          {t('bankView.back')}
        </Button>
      </div>
      <header className="statistics-header">
        <h1>{t('page.bankCards', { bank: bank.bankName })}</h1>
        <p className="muted">{t('bankView.dealsIn', { city: names.city(city) })}</p>
      </header>
      {rows.length === 0 ? (
        <p className="muted">{t('bankView.noCards')}</p>
      ) : (
        <ul className="plain-list stack stack--snug">
          {rows.map((row) => {
            const own = isOwnCard(userCards, bank, row.cardName);
            return (
              <li key={row.cardID} className={`card card-row${own ? ' card-row--own' : ''}`}>
                <FallbackImage
                  className="card-row__image"
                  src={row.cardImage}
                  placeholder={PLACEHOLDER_CARD_IMAGE}
                  width={72}
                  height={45}
                />
                <div className="card-row__text">
                  <h2 className="card-row__name">{row.displayName}</h2>
                  <p className="muted card-row__meta">
                    {tier(row.cardCategory)} · {t(`cardType.${row.cardType}`)}
                    {own ? (
                      <span className="chip card-row__own">{t('bankView.yourCard')}</span>
                    ) : null}
                  </p>
                  <p className="card-row__count">
                    {t('bankView.dealCount')} <strong>{row.dealCount}</strong>
                  </p>
                </div>
                <Button
                  size="sm"
                  onClick={() => onSelectCard(row.cardID)}
                  aria-label={t('bankView.viewDealsLabel', { card: row.displayName })}
                >
                  {t('bankView.viewDeals')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
