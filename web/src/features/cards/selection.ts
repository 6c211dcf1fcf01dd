/**
 * The card-setup selection as plain data, and the pure steps that change it. Rules that are
 * product rules (validation, "deselecting a bank drops its cards") come from shared/.
 */
import { PLACEHOLDER_CARD_IMAGE, type UserCard, deselectBank } from '@deals/shared';

export interface CardSelection {
  /** Bank ids, in the order chosen. */
  banks: string[];
  /** Bank id → chosen card names. */
  cards: Record<string, readonly string[]>;
  /** `${bankId}-${cardName}` → card image, as the cardImages local cache keys them. */
  images: Record<string, string>;
}

export const emptySelection: CardSelection = { banks: [], cards: {}, images: {} };

export const imageKey = (bankId: string, cardName: string): string => `${bankId}-${cardName}`;

export function toggleBank(selection: CardSelection, bankId: string): CardSelection {
  if (selection.banks.includes(bankId)) {
    const { selectedBanks, selectedCards } = deselectBank(selection.banks, selection.cards, bankId);
    return { ...selection, banks: selectedBanks, cards: selectedCards };
  }
  return { ...selection, banks: [...selection.banks, bankId] };
}

export function toggleCard(
  selection: CardSelection,
  bankId: string,
  card: { cardName: string; cardImage: string },
): CardSelection {
  const current = selection.cards[bankId] ?? [];
  const chosen = current.includes(card.cardName)
    ? current.filter((name) => name !== card.cardName)
    : [...current, card.cardName];
  return {
    banks: selection.banks.includes(bankId) ? selection.banks : [...selection.banks, bankId],
    cards: { ...selection.cards, [bankId]: chosen },
    images: { ...selection.images, [imageKey(bankId, card.cardName)]: card.cardImage },
  };
}

/** The selection a user's saved cards describe. */
export function fromUserCards(cards: readonly UserCard[]): CardSelection {
  return cards.reduce<CardSelection>(
    (selection, card) =>
      toggleCard(selection, card.bank, { cardName: card.cardName, cardImage: card.cardImage }),
    emptySelection,
  );
}

/** Users/{uid}.UserCards for a selection, banks in the order chosen. */
export function toUserCards(selection: CardSelection): UserCard[] {
  return selection.banks.flatMap((bank) =>
    (selection.cards[bank] ?? []).map((cardName) => ({
      bank,
      cardName,
      cardImage: selection.images[imageKey(bank, cardName)] ?? PLACEHOLDER_CARD_IMAGE,
    })),
  );
}

export const countCards = (selection: CardSelection): number =>
  selection.banks.reduce((total, bank) => total + (selection.cards[bank]?.length ?? 0), 0);
