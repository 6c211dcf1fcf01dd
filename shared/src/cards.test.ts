import { describe, expect, it } from 'vitest';
import { cardCategory, cardDisplayName, cardId, cardType, toCardRow } from './index.js';

describe('card rows', () => {
  it('derives the card id from the name in lower case with hyphens', () => {
    expect(cardId('HBL Platinum Credit Card')).toBe('hbl-platinum-credit-card');
  });

  it.each([
    ['HBL Gold Credit Card', 'Gold'],
    ['Meezan Titanium Debit Card', 'Titanium'],
    ['JS Konnect Card', 'Konnect'],
    ['Sapphire Card', 'Sapphire'],
    ['HBL Classic Credit Card', 'Standard'],
  ])('recognises the tier words, Standard otherwise: %s is %s', (name, tier) => {
    expect(cardCategory(name)).toBe(tier);
  });

  it('is Debit when the name says debit, otherwise Credit', () => {
    expect(cardType('Meezan Visa Debit Card')).toBe('Debit');
    expect(cardType('HBL Gold Credit Card')).toBe('Credit');
    expect(cardType('Platinum')).toBe('Credit');
  });

  it('prefixes the bank name, dropping a leading bank word', () => {
    expect(cardDisplayName('Platinum Credit Card', 'HBL')).toBe('HBL Platinum Credit Card');
    expect(cardDisplayName('HBL Platinum Credit Card', 'HBL')).toBe('HBL Platinum Credit Card');
    expect(cardDisplayName('Alfalah Gold Credit Card', 'Bank Alfalah')).toBe(
      'Bank Alfalah Gold Credit Card',
    );
  });

  it('builds the whole statistics row', () => {
    expect(
      toCardRow({ cardName: 'MCB Platinum Debit Card', cardImage: '/c.svg' }, 'MCB', 7),
    ).toEqual({
      cardID: 'mcb-platinum-debit-card',
      cardName: 'MCB Platinum Debit Card',
      cardImage: '/c.svg',
      cardCategory: 'Platinum',
      cardType: 'Debit',
      dealCount: 7,
      bank: 'MCB',
      originalCardName: 'MCB Platinum Debit Card',
      displayName: 'MCB Platinum Debit Card',
    });
  });
});
