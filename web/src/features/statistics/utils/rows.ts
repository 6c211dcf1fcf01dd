/**
 * Rows of the statistics page from Bank and
 * Analytics documents, plus the member's own cards.
 */
import {
  type AnalyticsDoc,
  type Bank,
  type CardRow,
  type UserCard,
  cardId,
  sameBank,
  toCardRow,
} from '@deals/shared';

/** A bank row: the bank's name, image, rating and deal count in the city. */
export interface BankRow {
  bankID: string;
  bankName: string;
  bankImage: string;
  branchTotal: number;
  offersCount: number;
  ratings: number;
  cards: Bank['cards'];
  uniqueLocations: number;
  totalDealsScraped: number;
}

export function toBankRow(bank: Bank, analytics: AnalyticsDoc | null): BankRow {
  return {
    bankID: bank.id,
    bankName: bank.bankName,
    bankImage: bank.bankImage,
    branchTotal: analytics?.branches_count ?? 0,
    offersCount: analytics?.offers_count ?? 0,
    ratings: bank.ratings,
    cards: bank.cards,
    uniqueLocations: analytics?.unique_locations_count ?? 0,
    totalDealsScraped: analytics?.total_deals_scraped ?? 0,
  };
}

/** Deals of one card from `deals_by_card_type`, whose keys are card names in any casing. */
export function cardDealCount(analytics: AnalyticsDoc | null, cardName: string): number {
  if (!analytics) return 0;
  const wanted = cardName.trim().toLowerCase();
  let total = 0;
  for (const [name, count] of Object.entries(analytics.deals_by_card_type)) {
    if (name.trim().toLowerCase() === wanted && Number.isFinite(count)) total += count;
  }
  return total;
}

/** The bank's card rows in the bank's order, each with its deal count in the city. */
export function cardRows(bank: Bank, analytics: AnalyticsDoc | null): CardRow[] {
  return bank.cards.map((card) =>
    toCardRow(card, bank.bankName, cardDealCount(analytics, card.cardName)),
  );
}

/** The row of a card addressed by its cardID (the URL keeps the id, not the name). */
export function findCardRow(rows: readonly CardRow[], id: string): CardRow | undefined {
  return rows.find((row) => row.cardID === id);
}

/** True when the member holds this card of this bank (names compared case-insensitively). */
export function isOwnCard(
  userCards: readonly UserCard[],
  bank: Pick<Bank, 'id' | 'bankName'>,
  cardName: string,
): boolean {
  const id = cardId(cardName.trim());
  return userCards.some(
    (card) =>
      (sameBank(card.bank, bank.id) || sameBank(card.bank, bank.bankName)) &&
      cardId(card.cardName.trim()) === id,
  );
}

/** The member's cards that belong to one of these banks, with the bank they belong to. */
export function ownCardsByBank(
  userCards: readonly UserCard[],
  banks: readonly Bank[],
): { bank: Bank; cardName: string }[] {
  const out: { bank: Bank; cardName: string }[] = [];
  for (const card of userCards) {
    const bank = banks.find((b) => sameBank(card.bank, b.id) || sameBank(card.bank, b.bankName));
    if (bank) out.push({ bank, cardName: card.cardName });
  }
  return out;
}

/** One category's winner among the member's cards. */
export interface BestCard {
  bankId: string;
  bankName: string;
  cardName: string;
  count: number;
}

/** Per category, the member's card with the most deals; null when none of them has any. */
export function bestCardPerCategory<C extends string>(
  counts: readonly {
    bankId: string;
    bankName: string;
    cardName: string;
    category: C;
    count: number;
  }[],
  categories: readonly C[],
): Record<C, BestCard | null> {
  const out = {} as Record<C, BestCard | null>;
  for (const category of categories) {
    let best: BestCard | null = null;
    for (const entry of counts) {
      if (entry.category !== category || entry.count <= 0) continue;
      if (!best || entry.count > best.count) {
        best = {
          bankId: entry.bankId,
          bankName: entry.bankName,
          cardName: entry.cardName,
          count: entry.count,
        };
      }
    }
    out[category] = best;
  }
  return out;
}
