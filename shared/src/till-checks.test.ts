import { describe, expect, it } from 'vitest';
import { FUNCTION_OWNED_FIELDS } from './ledgers.js';
import {
  applyTillCount,
  mergeTill,
  nextReportedMark,
  parseTillAnswerId,
  readTill,
  refusedCardKey,
  sameTillCount,
  tillAnswerId,
  tillCountOf,
  validateTillAnswer,
  type TillCount,
} from './till-checks.js';
import {
  daysBetween,
  EMPTY_TILL,
  reportsOutweigh,
  tillSummary,
  type TillAggregate,
} from './till-summary.js';

const TODAY = '2026-11-27';
const yes = (day = TODAY): TillCount => ({ day, worked: true, reason: null });
const no = (reason: TillCount['reason'] = 'ended', day = TODAY): TillCount => ({
  day,
  worked: false,
  reason,
});
const add = (agg: TillAggregate, ...counts: TillCount[]): TillAggregate =>
  counts.reduce((a, c) => applyTillCount(a, null, c, TODAY), agg);

describe('a till answer', () => {
  it('is Yes, or No with a known reason', () => {
    expect(validateTillAnswer({ worked: true })).toEqual({ ok: true, answer: { worked: true } });
    expect(validateTillAnswer({ worked: false, reason: 'card-refused', card: ' Visa ' })).toEqual({
      ok: true,
      answer: { worked: false, reason: 'card-refused', card: 'Visa' },
    });
    expect(validateTillAnswer({ worked: false }).ok).toBe(false);
    expect(validateTillAnswer({ worked: false, reason: 'bored' }).ok).toBe(false);
    expect(validateTillAnswer({ worked: 'yes' }).ok).toBe(false);
    expect(validateTillAnswer(null).ok).toBe(false);
  });

  it('takes a bounded note only with "other", where it is required', () => {
    expect(validateTillAnswer({ worked: false, reason: 'other' }).ok).toBe(false);
    expect(validateTillAnswer({ worked: false, reason: 'other', note: ' … ' }).ok).toBe(false);
    expect(validateTillAnswer({ worked: false, reason: 'other', note: 'x'.repeat(201) }).ok).toBe(
      false,
    );
    expect(validateTillAnswer({ worked: false, reason: 'other', note: 'Only on Mondays' })).toEqual(
      { ok: true, answer: { worked: false, reason: 'other', note: 'Only on Mondays' } },
    );
    expect(validateTillAnswer({ worked: false, reason: 'ended', note: 'hi' }).ok).toBe(false);
    expect(validateTillAnswer({ worked: true, note: 'hi' }).ok).toBe(false);
  });

  it('bounds the branch and card and refuses unknown fields', () => {
    expect(validateTillAnswer({ worked: true, branch: 'b'.repeat(201) }).ok).toBe(false);
    expect(validateTillAnswer({ worked: true, card: 'c'.repeat(101) }).ok).toBe(false);
    expect(validateTillAnswer({ worked: true, branch: '  ' })).toEqual({
      ok: true,
      answer: { worked: true },
    });
    expect(validateTillAnswer({ worked: true, uid: 'someone' }).ok).toBe(false);
  });

  it('has one id per member per Pakistan day', () => {
    // 20:00 UTC on the 26th is 01:00 on the 27th in Pakistan.
    const late = Date.parse('2026-11-26T20:00:00Z');
    expect(tillAnswerId('u1', late)).toBe('u1_2026-11-27');
    expect(tillAnswerId('u1', Date.parse('2026-11-26T18:59:59Z'))).toBe('u1_2026-11-26');
    expect(parseTillAnswerId('u_1_2026-11-27')).toEqual({ uid: 'u_1', day: '2026-11-27' });
    expect(parseTillAnswerId('u1')).toBeNull();
  });

  it('counts what a stored answer says, nothing for a bad shape', () => {
    expect(tillCountOf({ day: TODAY, worked: true, reason: 'ended' })).toEqual(yes());
    expect(tillCountOf({ day: TODAY, worked: false, reason: 'smaller-discount' })).toEqual(
      no('smaller-discount'),
    );
    expect(tillCountOf({ day: TODAY, worked: false })).toBeNull();
    expect(tillCountOf({ worked: true })).toBeNull();
    expect(sameTillCount(yes(), yes())).toBe(true);
    expect(sameTillCount(yes(), no())).toBe(false);
    expect(sameTillCount(null, null)).toBe(true);
  });
});

describe('the till aggregate', () => {
  it('counts confirmations and reports by reason over the last 30 days', () => {
    const agg = add(
      EMPTY_TILL,
      yes(),
      yes('2026-11-20'),
      no('card-refused'),
      no('card-refused', '2026-11-10'),
      no('ended', '2026-10-29'), // the 30th day back: inside
    );
    const s = tillSummary(agg, TODAY);
    expect(s.confirmations).toBe(2);
    expect(s.reports).toBe(3);
    expect(s.reportsByReason['card-refused']).toBe(2);
    expect(s.reportsByReason.ended).toBe(1);
    expect(s.lastConfirmed).toBe(TODAY);
    expect(s.recentConfirmations).toBe(1);
    expect(s.recentReports).toBe(1);
    // Ten days later the older days have slid out.
    const later = tillSummary(agg, '2026-12-07');
    expect(later.confirmations).toBe(2);
    expect(later.reports).toBe(2);
    expect(tillSummary(agg, '2026-12-30').confirmations).toBe(0);
  });

  it('drops days before the window when it writes', () => {
    const old = add(EMPTY_TILL, yes('2026-10-01'));
    expect(Object.keys(applyTillCount(old, null, no(), TODAY).days)).toEqual([TODAY]);
    expect(applyTillCount(old, null, no(), TODAY).lastConfirmed).toBe('2026-10-01');
  });

  it('moves a changed answer and is exact whatever the order', () => {
    let agg = add(EMPTY_TILL, yes());
    agg = applyTillCount(agg, yes(), no('ended'), TODAY);
    expect(tillSummary(agg, TODAY)).toMatchObject({ confirmations: 0, reports: 1 });
    expect(agg.lastConfirmed).toBeNull();
    agg = applyTillCount(agg, no('ended'), null, TODAY);
    expect(agg.days).toEqual({});
    // Taking out what slid out of the window changes nothing.
    expect(applyTillCount(EMPTY_TILL, yes('2026-01-01'), null, TODAY)).toEqual(EMPTY_TILL);
  });

  it('keeps the last confirmation when an older one is taken back', () => {
    let agg = add(EMPTY_TILL, yes('2026-11-20'), yes());
    agg = applyTillCount(agg, yes('2026-11-20'), null, TODAY);
    expect(agg.lastConfirmed).toBe(TODAY);
    agg = applyTillCount(agg, yes(), null, TODAY);
    expect(agg.lastConfirmed).toBeNull();
  });

  it('reads stored data defensively', () => {
    expect(readTill(undefined)).toEqual(EMPTY_TILL);
    expect(
      readTill({
        days: { [TODAY]: { yes: 2, ended: -1, other: 'x' }, nope: { yes: 1 }, '2026-11-01': {} },
        lastConfirmed: 7,
        reported: 'yes',
      }),
    ).toEqual({
      days: {
        [TODAY]: {
          yes: 2,
          ended: 0,
          'branch-not-taking-part': 0,
          'card-refused': 0,
          'smaller-discount': 0,
          other: 0,
        },
      },
      lastConfirmed: null,
      reported: false,
    });
  });

  it('is function-owned on the deal', () => {
    expect(FUNCTION_OWNED_FIELDS).toContain('till');
  });
});

describe('reported not working', () => {
  it('needs at least 3 reports in 7 days, more than the confirmations', () => {
    const two = add(EMPTY_TILL, no(), no('card-refused'));
    expect(reportsOutweigh(two, TODAY)).toBe(false);
    const three = add(two, no('other'));
    expect(reportsOutweigh(three, TODAY)).toBe(true);
    expect(reportsOutweigh(add(three, yes(), yes(), yes()), TODAY)).toBe(false);
    expect(reportsOutweigh(add(three, yes(), yes()), TODAY)).toBe(true);
    // Reports 8 days old no longer count.
    const old = add(EMPTY_TILL, no('ended', '2026-11-19'), no('ended', '2026-11-19'), no());
    expect(reportsOutweigh(old, TODAY)).toBe(false);
    expect(reportsOutweigh(old, '2026-11-20')).toBe(false);
    expect(reportsOutweigh(old, '2026-11-27')).toBe(false);
    expect(reportsOutweigh(add(old, no('ended', '2026-11-22')), '2026-11-25')).toBe(true);
  });

  it('is set by a new report, cleared when the rule fails, and a dismissal stands', () => {
    const three = add(EMPTY_TILL, no(), no(), no());
    expect(nextReportedMark(false, three, TODAY, true)).toBe(true);
    // Dismissed (false) and a confirmation comes: still dismissed.
    expect(nextReportedMark(false, three, TODAY, false)).toBe(false);
    expect(nextReportedMark(true, three, TODAY, false)).toBe(true);
    expect(nextReportedMark(true, EMPTY_TILL, TODAY, true)).toBe(false);
  });

  it('says how many days ago', () => {
    expect(daysBetween('2026-11-25', TODAY)).toBe(2);
    expect(daysBetween(TODAY, TODAY)).toBe(0);
    expect(daysBetween('2026-12-01', TODAY)).toBe(0);
  });
});

describe('refused cards', () => {
  const refused = (card: string, day = TODAY): TillCount => ({
    day,
    worked: false,
    reason: 'card-refused',
    card,
  });

  it('are counted under the card a "my card was refused" names, case and spaces aside', () => {
    expect(
      tillCountOf({ day: TODAY, worked: false, reason: 'card-refused', card: ' HBL Visa ' }),
    ).toEqual(refused('hbl visa'));
    // Only a refusal counts a card; a name Firestore would refuse as a map key is not counted.
    expect(tillCountOf({ day: TODAY, worked: false, reason: 'ended', card: 'HBL Visa' })).toEqual(
      no('ended'),
    );
    expect(refusedCardKey('__name__')).toBeNull();
    expect(refusedCardKey('   ')).toBeNull();
    expect(refusedCardKey('x'.repeat(101))).toBeNull();
    expect(sameTillCount(refused('a'), refused('b'))).toBe(false);
    expect(sameTillCount(refused('a'), no('card-refused'))).toBe(false);
  });

  it('move with the answers and show in the 30-day summary', () => {
    let agg = add(EMPTY_TILL, refused('hbl visa'), refused('hbl visa'), refused('meezan debit'));
    expect(agg.days[TODAY]?.cards).toEqual({ 'hbl visa': 2, 'meezan debit': 1 });
    expect(tillSummary(agg, TODAY).refusedCards).toEqual({ 'hbl visa': 2, 'meezan debit': 1 });
    // A member changes their answer the same day: the card's count moves with it.
    agg = applyTillCount(agg, refused('meezan debit'), yes(), TODAY);
    expect(agg.days[TODAY]?.cards).toEqual({ 'hbl visa': 2 });
    agg = applyTillCount(agg, refused('hbl visa'), null, TODAY);
    agg = applyTillCount(agg, refused('hbl visa'), null, TODAY);
    expect(agg.days[TODAY]?.cards).toBeUndefined();
    expect(tillSummary(agg, TODAY).refusedCards).toEqual({});
    // Older than 30 days: no longer in the summary.
    const old = add(EMPTY_TILL, refused('hbl visa', '2026-10-01'));
    expect(tillSummary(old, TODAY).refusedCards).toEqual({});
  });

  it('are read back from a stored aggregate, bad keys and counts dropped', () => {
    const stored = {
      days: { [TODAY]: { 'card-refused': 2, cards: { 'hbl visa': 2, __x__: 4, bad: -1 } } },
    };
    expect(readTill(stored).days[TODAY]?.cards).toEqual({ 'hbl visa': 2 });
    expect(
      readTill({ days: { [TODAY]: { ended: 1, cards: 'x' } } }).days[TODAY],
    ).not.toHaveProperty('cards');
  });
});

describe('several deals as one (a place)', () => {
  it('adds up the days, keeps the latest confirmation and the mark of any', () => {
    const a = add(EMPTY_TILL, yes('2026-11-20'), no('card-refused'));
    const b: TillAggregate = {
      ...add(EMPTY_TILL, yes('2026-11-25'), { ...no('card-refused'), card: 'visa' }),
      reported: true,
    };
    const merged = mergeTill([a, undefined, b]);
    expect(merged?.days[TODAY]).toMatchObject({ 'card-refused': 2, cards: { visa: 1 } });
    expect(merged?.days['2026-11-20']?.yes).toBe(1);
    expect(merged?.lastConfirmed).toBe('2026-11-25');
    expect(merged?.reported).toBe(true);
    expect(tillSummary(merged as TillAggregate, TODAY).confirmations).toBe(2);
    expect(mergeTill([a])?.reported).toBe(false);
    expect(mergeTill([undefined])).toBeUndefined();
    expect(mergeTill([])).toBeUndefined();
  });
});
