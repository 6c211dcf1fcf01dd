import type { BankSummary } from '../api/cards-api';
import { type CardSelection, countCards } from '../selection';

/** The live summary of what is chosen. */
export function SelectedCardsPanel({
  selection,
  banks,
}: {
  selection: CardSelection;
  banks: readonly BankSummary[];
}) {
  const total = countCards(selection);
  const nameOf = (id: string) => banks.find((bank) => bank.id === id)?.bankName ?? id;
  return (
    <aside className="selected-panel card" aria-labelledby="selected-panel-title">
      <h2 id="selected-panel-title">Your selection</h2>
      <p aria-live="polite" className="muted">
        {selection.banks.length} {selection.banks.length === 1 ? 'bank' : 'banks'}, {total}{' '}
        {total === 1 ? 'card' : 'cards'} selected
      </p>
      {selection.banks.length === 0 ? (
        <p className="muted">Choose a bank to start.</p>
      ) : (
        <ul className="plain-list selected-panel__banks">
          {selection.banks.map((bankId) => {
            const cards = selection.cards[bankId] ?? [];
            return (
              <li key={bankId}>
                <p className="selected-panel__bank">{nameOf(bankId)}</p>
                {cards.length === 0 ? (
                  <p className="muted small">No cards selected</p>
                ) : (
                  <ul className="plain-list row">
                    {cards.map((cardName) => (
                      <li key={cardName} className="chip">
                        {cardName}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
