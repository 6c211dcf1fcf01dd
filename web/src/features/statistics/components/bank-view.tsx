import type { Bank, CardRow, UserCard } from '@deals/shared';
import { Button } from '@/components/button';
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
  return (
    <div className="stack statistics-level">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} aria-label="Back to all banks">
          ← Back
        </Button>
      </div>
      <header className="statistics-header">
        <h1>{bank.bankName} Cards</h1>
        <p className="muted">Deals in {city}</p>
      </header>
      {rows.length === 0 ? (
        <p className="muted">No cards available for this bank</p>
      ) : (
        <ul className="plain-list card-rows">
          {rows.map((row) => {
            const own = isOwnCard(userCards, bank, row.cardName);
            return (
              <li key={row.cardID} className={`card card-row${own ? ' card-row--own' : ''}`}>
                <img
                  className="card-row__image"
                  src={row.cardImage}
                  alt=""
                  width={72}
                  height={45}
                />
                <div className="card-row__text">
                  <h2 className="card-row__name">{row.displayName}</h2>
                  <p className="muted card-row__meta">
                    {row.cardCategory} · {row.cardType}
                    {own ? <span className="chip card-row__own">Your card</span> : null}
                  </p>
                  <p className="card-row__count">
                    Number of Deals: <strong>{row.dealCount}</strong>
                  </p>
                </div>
                <Button
                  size="sm"
                  onClick={() => onSelectCard(row.cardID)}
                  aria-label={`View Card Deals: ${row.displayName}`}
                >
                  View Card Deals
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
