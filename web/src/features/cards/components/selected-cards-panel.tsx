import { DEFAULT_CARD_NAME } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
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
  const { t } = useTranslation('cards');
  const total = countCards(selection);
  const nameOf = (id: string) => banks.find((bank) => bank.id === id)?.bankName ?? id;
  return (
    <aside className="selected-panel card" aria-labelledby="selected-panel-title">
      <h2 id="selected-panel-title">{t('panel.title')}</h2>
      <p aria-live="polite" className="muted">
        {t('panel.summary', {
          banks: t('panel.banks', { count: selection.banks.length }),
          cards: t('panel.cards', { count: total }),
        })}
      </p>
      {selection.banks.length === 0 ? (
        <p className="muted">{t('panel.chooseBank')}</p>
      ) : (
        <ul className="plain-list selected-panel__banks">
          {selection.banks.map((bankId) => {
            const cards = selection.cards[bankId] ?? [];
            return (
              <li key={bankId}>
                <p className="selected-panel__bank">{nameOf(bankId)}</p>
                {cards.length === 0 ? (
                  <p className="muted small">{t('panel.noCards')}</p>
                ) : (
                  <ul className="plain-list row">
                    {cards.map((cardName) => (
                      <li key={cardName} className="chip">
                        {cardName === DEFAULT_CARD_NAME ? t('dropdown.defaultCard') : cardName}
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
