/** Card row derivations of the statistics page. */
import type { CardCategory, CardRow } from './types.js';

/** Tier words, highest first; the first one a card name contains wins. */
export const CARD_TIER_WORDS = [
  'Gold',
  'Platinum',
  'World',
  'Elite',
  'Green',
  'Titanium',
  'Konnect',
  'Premium',
  'Sapphire',
] as const satisfies readonly CardCategory[];

/** cardID: the card name lower-cased with spaces replaced by hyphens. */
export function cardId(cardName: string): string {
  return cardName.toLowerCase().replace(/ /g, '-');
}

/** cardCategory: the first tier word the name contains (case-insensitive), else Standard. */
export function cardCategory(cardName: string): CardCategory {
  const lower = cardName.toLowerCase();
  return CARD_TIER_WORDS.find((w) => lower.includes(w.toLowerCase())) ?? 'Standard';
}

/** cardType: Debit when the name contains "debit", otherwise Credit. */
export function cardType(cardName: string): 'Debit' | 'Credit' {
  return /debit/i.test(cardName) ? 'Debit' : 'Credit';
}

/**
 * Display name: drop a leading bank word (any word of the bank name) and prefix the bank
 * name, so "Platinum" and "HBL Platinum" both read "HBL Platinum".
 */
export function cardDisplayName(cardName: string, bankName: string): string {
  const name = cardName.trim();
  const bank = bankName.trim();
  if (bank === '') return name;
  if (name.toLowerCase().startsWith(bank.toLowerCase())) return name;
  const bankWords = new Set(bank.toLowerCase().split(/\s+/));
  const [lead = '', ...others] = name.split(/\s+/);
  const rest = bankWords.has(lead.toLowerCase()) ? others.join(' ') : name;
  return rest === '' ? bank : `${bank} ${rest}`;
}

/** The statistics card row of one card of a bank. */
export function toCardRow(
  card: { readonly cardName: string; readonly cardImage?: string | null },
  bankName: string,
  dealCount = 0,
): CardRow {
  return {
    cardID: cardId(card.cardName),
    cardName: card.cardName,
    cardImage: card.cardImage ?? '',
    cardCategory: cardCategory(card.cardName),
    cardType: cardType(card.cardName),
    dealCount,
    bank: bankName,
    originalCardName: card.cardName,
    displayName: cardDisplayName(card.cardName, bankName),
  };
}
