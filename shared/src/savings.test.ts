import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDeal } from './normalize.js';
import {
  type DealTerms,
  bestOwnSaving,
  formatDays,
  freshnessOn,
  freshnessText,
  formatPkr,
  MAX_BILL_PKR,
  parseBill,
  rankCardsForBill,
  reasonText,
  savingFor,
  sortByOwnSaving,
  weekdayOf,
} from './savings.js';
import { refusedReportsOf } from './till-checks.js';
import { EMPTY_TILL, type TillAggregate } from './till-summary.js';

const terms = (overrides: Partial<DealTerms> = {}): DealTerms => ({
  discountPercent: 20,
  capPkr: null,
  minBillPkr: null,
  validDays: [],
  validFrom: null,
  validTill: null,
  ...overrides,
});

// 2026-11-23 is a Monday; 2026-11-27 a Friday.
const MONDAY = '2026-11-23';

/** A deal's till counts with "my card was refused" reports on MONDAY naming these cards. */
const tillOf = (refusals: { card: string; n: number }[]): TillAggregate => ({
  ...EMPTY_TILL,
  days: {
    [MONDAY]: {
      yes: 0,
      ended: 0,
      'branch-not-taking-part': 0,
      'card-refused': refusals.reduce((n, r) => n + r.n, 0),
      'smaller-discount': 0,
      other: 0,
      cards: Object.fromEntries(refusals.map((r) => [r.card, r.n])),
    },
  },
});
const FRIDAY = '2026-11-27';

describe('formatPkr', () => {
  it('writes a rupee amount rounded, unsigned at zero', () => {
    expect(formatPkr(2499.5)).toBe('PKR 2,500');
    expect(formatPkr(-0.2)).toBe('PKR 0');
  });
});

describe('parseBill', () => {
  const amount = (pkr: number) => ({ kind: 'amount', pkr });

  it.each([
    ['5000', 5000],
    ['5,000', 5000],
    ['1,50,000', 150000],
    ['5000.75', 5000.75],
    ['1,500.50', 1500.5],
    ['5000.', 5000],
    ['  Rs 5,000 ', 5000],
    ['Rs.5000', 5000],
    ['PKR 2500', 2500],
    ['5000 روپے', 5000],
    ['۵۰۰۰', 5000],
    ['٥٠٠٠٫٥', 5000.5],
    ['۱٬۲۵۰', 1250],
  ])('reads %j as PKR %d', (text, pkr) => {
    expect(parseBill(text)).toEqual(amount(pkr));
  });

  it('is empty for nothing but spaces or a currency word', () => {
    expect(parseBill('')).toEqual({ kind: 'empty' });
    expect(parseBill('   ')).toEqual({ kind: 'empty' });
    expect(parseBill('Rs ')).toEqual({ kind: 'empty' });
  });

  it.each(['-500', '1e4', '5k', '5.000.5', '5,,000', ',500', '0', '0.00', 'abc', '+500', '.5'])(
    'refuses %j rather than guessing',
    (text) => {
      expect(parseBill(text)).toEqual({ kind: 'invalid' });
    },
  );

  it('refuses a bill above the largest it prices', () => {
    expect(parseBill(String(MAX_BILL_PKR))).toEqual(amount(MAX_BILL_PKR));
    expect(parseBill(String(MAX_BILL_PKR + 1))).toEqual({ kind: 'tooLarge' });
    expect(parseBill('9'.repeat(40))).toEqual({ kind: 'tooLarge' });
  });

  it('never lets a card save more than the bill read', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 100 }), (text, discountPercent) => {
        const bill = parseBill(text);
        if (bill.kind !== 'amount') return;
        const saving = savingFor(terms({ discountPercent }), bill.pkr, MONDAY);
        expect(saving.savedPkr).toBeLessThanOrEqual(bill.pkr);
      }),
    );
  });
});

describe('weekdays', () => {
  it('names weekdays', () => {
    expect(weekdayOf(MONDAY)).toBe('Mon');
    expect(weekdayOf(FRIDAY)).toBe('Fri');
    expect(weekdayOf('2026-11-29')).toBe('Sun');
  });

  it('writes day ranges the way deal pages do', () => {
    expect(formatDays(['Fri', 'Sat', 'Sun'])).toBe('Fri-Sun');
    expect(formatDays(['Mon', 'Tue', 'Wed', 'Thu'])).toBe('Mon-Thu');
    expect(formatDays(['Sat', 'Sun'])).toBe('Sat, Sun');
    expect(formatDays(['Mon', 'Wed'])).toBe('Mon, Wed');
  });
});

describe('savingFor', () => {
  it('applies the percentage to the bill', () => {
    expect(savingFor(terms(), 4_000, MONDAY)).toEqual({
      applies: true,
      savedPkr: 800,
      capped: false,
    });
  });

  it('stops at the cap per transaction', () => {
    expect(savingFor(terms({ capPkr: 500 }), 4_000, MONDAY)).toEqual({
      applies: true,
      savedPkr: 500,
      capped: true,
    });
  });

  it('refuses a bill under the minimum, saying so', () => {
    const saving = savingFor(terms({ minBillPkr: 3_000 }), 2_500, MONDAY);
    expect(saving.applies).toBe(false);
    if (!saving.applies) expect(reasonText(saving.reason)).toBe('minimum bill PKR 3,000');
  });

  it('refuses a day the deal is not valid on', () => {
    const weekend = terms({ validDays: ['Fri', 'Sat', 'Sun'] });
    const monday = savingFor(weekend, 4_000, MONDAY);
    expect(monday.applies).toBe(false);
    if (!monday.applies) expect(reasonText(monday.reason)).toBe('Fri-Sun only');
    expect(savingFor(weekend, 4_000, FRIDAY).applies).toBe(true);
  });

  it('refuses an expired deal with its end date, and one that has not started', () => {
    const expired = savingFor(terms({ validTill: '2026-11-12' }), 4_000, MONDAY);
    if (expired.applies) throw new Error('an expired deal applied');
    expect(reasonText(expired.reason)).toBe('expired 12 Nov');
    const early = savingFor(terms({ validFrom: '2026-12-01' }), 4_000, MONDAY);
    if (early.applies) throw new Error('a future deal applied');
    expect(reasonText(early.reason)).toBe('starts 1 Dec');
  });

  it('counts the last valid day as valid', () => {
    expect(savingFor(terms({ validTill: MONDAY }), 1_000, MONDAY).applies).toBe(true);
  });

  const arbTerms = fc.record({
    discountPercent: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
    capPkr: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
    minBillPkr: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
    validDays: fc.subarray(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']),
    validFrom: fc.option(fc.constantFrom('2026-01-01', '2026-11-20', '2026-12-01'), { nil: null }),
    validTill: fc.option(fc.constantFrom('2026-11-01', '2026-11-25', '2027-06-30'), { nil: null }),
  });
  const arbDay = fc
    .integer({ min: 0, max: 400 })
    .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const arbBill = fc.integer({ min: 0, max: 100_000 });

  it('never saves more than the cap or the bill, nor less than nothing', () => {
    fc.assert(
      fc.property(arbTerms, arbBill, arbDay, (t, bill, day) => {
        const saving = savingFor(t, bill, day);
        expect(saving.savedPkr).toBeGreaterThanOrEqual(0);
        expect(saving.savedPkr).toBeLessThanOrEqual(bill);
        if (t.capPkr !== null) expect(saving.savedPkr).toBeLessThanOrEqual(t.capPkr);
      }),
    );
  });

  it('never applies on a day the deal is invalid, nor outside its dates, nor under its minimum', () => {
    fc.assert(
      fc.property(arbTerms, arbBill, arbDay, (t, bill, day) => {
        if (!savingFor(t, bill, day).applies) return;
        if (t.validDays.length > 0) expect(t.validDays).toContain(weekdayOf(day));
        if (t.validTill !== null) expect(day <= t.validTill).toBe(true);
        if (t.validFrom !== null) expect(day >= t.validFrom).toBe(true);
        if (t.minBillPkr !== null) expect(bill).toBeGreaterThanOrEqual(t.minBillPkr);
      }),
    );
  });
});

describe('freshness labels', () => {
  it('says valid today, not valid today with the days, or expired with the date', () => {
    expect(freshnessText(freshnessOn(terms(), MONDAY))).toBe('Valid today');
    expect(freshnessText(freshnessOn(terms({ validDays: ['Fri', 'Sat', 'Sun'] }), MONDAY))).toBe(
      'Not valid today (Fri-Sun only)',
    );
    expect(freshnessText(freshnessOn(terms({ validTill: '2026-11-12' }), MONDAY))).toBe(
      'Expired on 12 Nov 2026',
    );
  });
});

describe('rankCardsForBill', () => {
  const deal = (dealId: string, bankId: string, raw: Record<string, unknown>) =>
    normalizeDeal(raw, { bankId, cityId: 'Lahore', dealId });

  const hbl = deal('d1', 'Hbl', {
    title: 'Pizza Piazza',
    discount: '30% off',
    max_discount_pkr: 1_000,
    offers: [{ card_type: [{ cardName: 'HBL Gold' }, { cardName: 'HBL Platinum' }] }],
  });
  const mcb = deal('d2', 'Mcb', {
    title: 'Pizza Piazza',
    discount: '20% off',
    offers: [{ card_type: [{ cardName: 'MCB Classic' }] }],
  });
  const ubl = deal('d3', 'Ubl', {
    title: 'Pizza Piazza',
    discount: '50% off',
    min_bill_pkr: 10_000,
    offers: [{ card_type: [{ cardName: 'UBL Visa' }] }],
  });

  it('ranks by rupees saved and puts cards that do not apply last, with their reason', () => {
    const ranked = rankCardsForBill([hbl, mcb, ubl], 8_000, MONDAY);
    expect(ranked.map((r) => [r.cardName, r.saving.savedPkr])).toEqual([
      ['MCB Classic', 1_600],
      ['HBL Gold', 1_000],
      ['HBL Platinum', 1_000],
      ['UBL Visa', 0],
    ]);
    const last = ranked.at(-1)?.saving;
    if (!last || last.applies) throw new Error('UBL should not apply');
    expect(reasonText(last.reason)).toBe('minimum bill PKR 10,000');
  });

  it('marks the member’s own cards and puts them first on a tie', () => {
    const ranked = rankCardsForBill([hbl], 8_000, MONDAY, new Set(['hbl platinum']));
    expect(ranked[0]).toMatchObject({ cardName: 'HBL Platinum', own: true });
    expect(ranked[1]).toMatchObject({ cardName: 'HBL Gold', own: false });
  });

  it('ranks a card members reported refused after the applying cards nobody reported', () => {
    const refused = { ...mcb, till: tillOf([{ card: 'mcb classic', n: 2 }]) };
    const ranked = rankCardsForBill([hbl, refused, ubl], 8_000, MONDAY, new Set(), (d, card) =>
      refusedReportsOf(d, card, MONDAY),
    );
    expect(ranked.map((r) => [r.cardName, r.refusedReports])).toEqual([
      ['HBL Gold', 0],
      ['HBL Platinum', 0],
      ['MCB Classic', 2],
      ['UBL Visa', 0],
    ]);
    // Without reports (or another card's), the ranking is by rupees.
    const other = { ...mcb, till: tillOf([{ card: 'hbl gold', n: 1 }]) };
    const plain = rankCardsForBill([hbl, other], 8_000, MONDAY, new Set(), (d, card) =>
      refusedReportsOf(d, card, MONDAY),
    );
    expect(plain[0]).toMatchObject({ cardName: 'MCB Classic', refusedReports: 0 });
  });

  it('uses an offer’s own end date for the cards it names', () => {
    const ended = deal('d4', 'Hbl', {
      title: 'Pizza Piazza',
      discount: '30% off',
      offers: [
        { valid_till: '2026-11-01', card_type: [{ cardName: 'HBL Gold' }] },
        { valid_till: '2027-01-01', card_type: [{ cardName: 'HBL Platinum' }] },
      ],
    });
    const ranked = rankCardsForBill([ended], 1_000, MONDAY);
    expect(ranked.map((r) => [r.cardName, r.saving.applies])).toEqual([
      ['HBL Platinum', true],
      ['HBL Gold', false],
    ]);
  });

  it('prices a deal for a member’s own cards on a typical bill', () => {
    expect(bestOwnSaving(hbl, new Set(['hbl gold']), MONDAY).savedPkr).toBe(1_000);
    expect(bestOwnSaving(ubl, new Set(), MONDAY).applies).toBe(false);
  });
});

describe('sortByOwnSaving', () => {
  const deal = (dealId: string, raw: Record<string, unknown>) =>
    normalizeDeal(
      { title: dealId, offers: [{ card_type: [{ cardName: 'HBL Gold' }] }], ...raw },
      { bankId: 'Hbl', cityId: 'Lahore', dealId },
    );

  it('puts what saves most on a typical bill today first, deals that do not apply today last', () => {
    const small = deal('small', { discount: '10% off' });
    const capped = deal('capped', { discount: '50% off', max_discount_pkr: 300 });
    const big = deal('big', { discount: '25% off' });
    const weekend = deal('weekend', { discount: '60% off', valid_days: ['Sat', 'Sun'] });
    const sorted = sortByOwnSaving([small, weekend, capped, big], new Set(['hbl gold']), MONDAY);
    // On PKR 5,000: big 1,250, small 500, capped 300; the weekend deal does not apply on Monday.
    expect(sorted.map((d) => d.dealId)).toEqual(['big', 'small', 'capped', 'weekend']);
  });
});
