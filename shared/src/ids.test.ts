import { describe, expect, it } from 'vitest';
import {
  isFirestoreDocId,
  utf8ByteLength,
  bankDisplayName,
  compositeDealId,
  isValidDealId,
  offerId,
  sameBank,
  slugify,
  toStoredBankId,
} from './index.js';

describe('identifiers', () => {
  it('builds offer ids as offers-{key}-{index}-card-{n}', () => {
    expect(offerId('offer1', 0, 3)).toBe('offers-offer1-0-card-3');
  });

  it('builds the composite deal id bank-city-deal', () => {
    expect(compositeDealId({ bankId: 'Mcb', cityId: 'Karachi', dealId: 'abc' })).toBe(
      'Mcb-Karachi-abc',
    );
  });

  it('accepts deal ids with 5 or more dash parts only', () => {
    expect(isValidDealId('a-b-c-d-e')).toBe(true);
    expect(isValidDealId('Hbl-Lahore-food-cafe-0001')).toBe(true);
    expect(isValidDealId('a-b-c-d')).toBe(false);
    expect(isValidDealId('')).toBe(false);
    expect(isValidDealId(42)).toBe(false);
  });

  it('maps HBL, MCB and Bank Al Falah to their stored ids', () => {
    const names = ['HBL', 'MCB', 'Bank Al Falah', 'Bank Alfalah'];
    expect(names.map(toStoredBankId)).toEqual(['Hbl', 'Mcb', 'BankAlFalah', 'BankAlFalah']);
  });

  it('passes unknown bank names through unchanged', () => {
    // Names that are properties of every object are names like any other.
    const names = ['Some New Bank', 'constructor', '__proto__'];
    expect(names.map(toStoredBankId)).toEqual(names);
  });

  it('matches banks case-insensitively and across aliases', () => {
    expect(sameBank('hbl', 'HBL')).toBe(true);
    expect(sameBank('Hbl', 'HBL')).toBe(true);
    expect(sameBank('Bank Al Falah', 'BankAlFalah')).toBe(true);
    expect(sameBank('Meezan Bank', 'meezan')).toBe(true);
    expect(sameBank('Hbl', 'Mcb')).toBe(false);
  });

  it('shows a bank by the bankName of its Banks document, whatever spelling it is stored under', () => {
    const banks = [
      { id: 'Hbl', bankName: 'HBL' },
      { id: 'DubaiIslamic', bankName: 'Dubai Islamic Bank' },
      { id: 'BankAlFalah', bankName: 'Bank Alfalah' },
    ];
    expect(bankDisplayName('Hbl', banks)).toBe('HBL');
    expect(bankDisplayName('DubaiIslamic', banks)).toBe('Dubai Islamic Bank');
    expect(bankDisplayName('BankAlFalah', banks)).toBe('Bank Alfalah');
    expect(bankDisplayName('Bank Al Falah', banks)).toBe('Bank Alfalah');
  });

  it.each([
    ['Hbl', 'HBL'],
    ['DubaiIslamic', 'Dubai Islamic Bank'],
    ['JsBank', 'JS Bank'],
    ['js', 'JS Bank'],
    ['BankOfPunjab', 'Bank of Punjab'],
    ['BankIslami', 'BankIslami'],
    ['Meezan Bank', 'Meezan Bank'],
    ['HBL', 'HBL'],
  ])(
    'names the known bank %s as it writes its name, %s, when no Banks document is at hand',
    (bank, name) => {
      expect(bankDisplayName(bank)).toBe(name);
    },
  );

  it('names a known bank as it writes its name when the Banks documents at hand are of other banks', () => {
    expect(bankDisplayName('BankAlFalah', [{ id: 'Mcb', bankName: 'MCB' }])).toBe('Bank Alfalah');
  });

  it('spells out an unknown bank id instead of showing it raw', () => {
    expect(bankDisplayName('NewCityBank')).toBe('New City Bank');
    expect(bankDisplayName('Xyz')).toBe('XYZ');
    expect(bankDisplayName('constructor')).toBe('constructor');
  });

  it('slugifies names for document ids', () => {
    expect(slugify('Frost & Fudge Creamery')).toBe('frost-and-fudge-creamery');
    expect(slugify('  Café Olé! ')).toBe('cafe-ole');
  });
});

describe('isFirestoreDocId', () => {
  it('accepts what Firestore accepts as a document id', () => {
    for (const id of ['food-1', 'Cafe Aylanto', '_x_', '__x', 'x__', 'کیفے', 'a'.repeat(1500)]) {
      expect(isFirestoreDocId(id), id.slice(0, 20)).toBe(true);
    }
  });

  it('refuses empty, dot, slash, reserved and over-long ids (counted in UTF-8 bytes)', () => {
    for (const id of [
      '',
      '.',
      '..',
      'a/b',
      '/',
      '__x__',
      '____',
      'a'.repeat(1501),
      'ک'.repeat(751),
    ]) {
      expect(isFirestoreDocId(id), id.slice(0, 20)).toBe(false);
    }
    expect(utf8ByteLength('aک€😀')).toBe(1 + 2 + 3 + 4);
  });
});
