/**
 * "Did it work at the till?": a member's answer on a deal (it worked, or it did not and why), one
 * per member per deal per Pakistan day, and how functions count those answers into the aggregate
 * kept on the deal. The aggregate's shape and what it says as of a day are till-summary.ts (the
 * part a deal's tile needs).
 */
import { pakistanDate } from './pakistan-date.js';
import { hasVisibleText, textLength } from './text.js';
import {
  EMPTY_TILL,
  TILL_REASONS,
  TILL_WINDOW_DAYS,
  emptyTillDay,
  reportsOutweigh,
  tillDayTotal,
  tillSummary,
  tillWindowStart,
  type TillAggregate,
  type TillDay,
  type TillReason,
} from './till-summary.js';

/** Bounds of an answer's texts, in code points (the rules repeat them). */
export const TILL_NOTE_MAX = 200;
export const TILL_BRANCH_MAX = 200;
export const TILL_CARD_MAX = 100;

/** A member's answer as the app writes it (the document adds uid, day and answeredAt). */
export type TillAnswer =
  | {
      readonly worked: true;
      readonly branch?: string;
      readonly card?: string;
    }
  | {
      readonly worked: false;
      readonly reason: TillReason;
      /** Only with reason 'other', where it is required. */
      readonly note?: string;
      readonly branch?: string;
      readonly card?: string;
    };

export type TillAnswerCheck =
  | { readonly ok: true; readonly answer: TillAnswer }
  | { readonly ok: false; readonly error: string };

const isReason = (v: unknown): v is TillReason =>
  typeof v === 'string' && (TILL_REASONS as readonly string[]).includes(v);

function optionalText(
  raw: Record<string, unknown>,
  key: string,
  max: number,
): { ok: true; value: string | undefined } | { ok: false; error: string } {
  const v = raw[key];
  if (v === undefined) return { ok: true, value: undefined };
  if (typeof v !== 'string') return { ok: false, error: `${key} must be text` };
  const trimmed = v.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  if (textLength(trimmed) > max)
    return { ok: false, error: `${key} is longer than ${max} characters` };
  return { ok: true, value: trimmed };
}

/**
 * Checks an answer (the fields a client sends): Yes, or No with a known reason; a note only with
 * "other", where it is required and bounded; an optional branch and card, bounded. Texts are
 * trimmed; blank optional texts are left out. Never throws.
 */
export function validateTillAnswer(raw: unknown): TillAnswerCheck {
  if (typeof raw !== 'object' || raw === null) return { ok: false, error: 'Answer missing' };
  const r = raw as Record<string, unknown>;
  const allowed = new Set(['worked', 'reason', 'note', 'branch', 'card']);
  const extra = Object.keys(r).find((k) => !allowed.has(k));
  if (extra !== undefined) return { ok: false, error: `Unknown field ${extra}` };
  if (typeof r.worked !== 'boolean') return { ok: false, error: 'Say whether the deal worked' };
  const branch = optionalText(r, 'branch', TILL_BRANCH_MAX);
  if (!branch.ok) return branch;
  const card = optionalText(r, 'card', TILL_CARD_MAX);
  if (!card.ok) return card;
  const where = {
    ...(branch.value === undefined ? {} : { branch: branch.value }),
    ...(card.value === undefined ? {} : { card: card.value }),
  };
  if (r.worked) {
    if (r.reason !== undefined || r.note !== undefined)
      return { ok: false, error: 'A deal that worked takes no reason' };
    return { ok: true, answer: { worked: true, ...where } };
  }
  if (!isReason(r.reason)) return { ok: false, error: 'Choose why it did not work' };
  if (r.reason !== 'other') {
    if (r.note !== undefined) return { ok: false, error: 'Only "other" takes a note' };
    return { ok: true, answer: { worked: false, reason: r.reason, ...where } };
  }
  const note = optionalText(r, 'note', TILL_NOTE_MAX);
  if (!note.ok) return note;
  if (note.value === undefined || !hasVisibleText(note.value))
    return { ok: false, error: 'Say in a few words what went wrong' };
  return { ok: true, answer: { worked: false, reason: 'other', note: note.value, ...where } };
}

/** The id of a member's answer on the Pakistan day of `nowMs`: `{uid}_{yyyy-mm-dd}`. */
export function tillAnswerId(uid: string, nowMs: number): string {
  return `${uid}_${pakistanDate(nowMs)}`;
}

/** The uid and day an answer id encodes; null when it is not such an id. */
export function parseTillAnswerId(id: string): { uid: string; day: string } | null {
  const m = /^(.+)_(\d{4}-\d{2}-\d{2})$/.exec(id);
  return m ? { uid: m[1] as string, day: m[2] as string } : null;
}

/** What one answer counts: its day, Yes or the reason of a No, and the card a refusal names. */
export interface TillCount {
  readonly day: string;
  readonly worked: boolean;
  /** null for Yes. */
  readonly reason: TillReason | null;
  /** The refused card's key ({@link refusedCardKey}), only on a "my card was refused" that names one. */
  readonly card?: string;
}

/**
 * The key a refused card is counted under: its name in lower case, trimmed and bounded. Null when
 * there is none, or when Firestore would refuse it as a map key (`__…__` is reserved).
 */
export function refusedCardKey(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const key = name.trim().toLowerCase();
  if (key === '' || textLength(key) > TILL_CARD_MAX || /^__.*__$/.test(key)) return null;
  return key;
}

/** What a stored answer (or ledger) document counts; null when it counts nothing (bad shape). */
export function tillCountOf(raw: unknown): TillCount | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(r.day)) return null;
  if (r.worked === true) return { day: r.day, worked: true, reason: null };
  if (r.worked === false && isReason(r.reason)) {
    const card = r.reason === 'card-refused' ? refusedCardKey(r.card) : null;
    return { day: r.day, worked: false, reason: r.reason, ...(card === null ? {} : { card }) };
  }
  return null;
}

/** Whether two counts are the same (both null included). */
export function sameTillCount(a: TillCount | null, b: TillCount | null): boolean {
  if (a === null || b === null) return a === b;
  return a.day === b.day && a.worked === b.worked && a.reason === b.reason && a.card === b.card;
}

const count = (v: unknown): number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0;
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Reads a deal's stored `till` field; missing or corrupt parts read as empty. Never throws. */
export function readTill(raw: unknown): TillAggregate {
  if (typeof raw !== 'object' || raw === null) return EMPTY_TILL;
  const r = raw as Record<string, unknown>;
  const days: Record<string, TillDay> = {};
  if (typeof r.days === 'object' && r.days !== null)
    for (const [day, bucket] of Object.entries(r.days as Record<string, unknown>)) {
      if (!isDay(day) || typeof bucket !== 'object' || bucket === null) continue;
      const b = bucket as Record<string, unknown>;
      const cards = readCards(b.cards);
      const parsed: TillDay = {
        yes: count(b.yes),
        ended: count(b.ended),
        'branch-not-taking-part': count(b['branch-not-taking-part']),
        'card-refused': count(b['card-refused']),
        'smaller-discount': count(b['smaller-discount']),
        other: count(b.other),
        ...(cards === null ? {} : { cards }),
      };
      if (tillDayTotal(parsed) > 0) days[day] = parsed;
    }
  return {
    days,
    lastConfirmed: isDay(r.lastConfirmed) ? r.lastConfirmed : null,
    reported: r.reported === true,
  };
}

/** A stored day's refusals by card: valid keys with positive counts; null when none. */
function readCards(raw: unknown): Record<string, number> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const out: Record<string, number> = {};
  for (const [key, n] of Object.entries(raw as Record<string, unknown>))
    if (refusedCardKey(key) === key && count(n) > 0) out[key] = count(n);
  return Object.keys(out).length > 0 ? out : null;
}

function bump(days: Map<string, TillDay>, c: TillCount, by: 1 | -1): void {
  const bucket = days.get(c.day);
  if (!bucket && by < 0) return; // already slid out of the window
  const key = c.worked ? 'yes' : (c.reason as TillReason);
  const { cards, ...kept } = bucket ?? emptyTillDay();
  const counts: Record<'yes' | TillReason, number> = { ...kept };
  counts[key] = Math.max(0, counts[key] + by);
  const card = c.card;
  const byCard: Record<string, number> =
    card === undefined
      ? { ...cards }
      : Object.fromEntries(
          Object.entries({ ...cards, [card]: (cards?.[card] ?? 0) + by }).filter(([, n]) => n > 0),
        );
  const next: TillDay = Object.keys(byCard).length > 0 ? { ...counts, cards: byCard } : counts;
  if (tillDayTotal(next) === 0) days.delete(c.day);
  else days.set(c.day, next);
}

/**
 * The aggregate after one answer's counted value goes from `counted` to `next` (null = not
 * counted), with days before the window dropped. The "reported" mark is left as it is: see
 * {@link nextReportedMark}.
 */
export function applyTillCount(
  agg: TillAggregate,
  counted: TillCount | null,
  next: TillCount | null,
  today: string,
): TillAggregate {
  const kept = new Map(Object.entries(agg.days));
  if (counted) bump(kept, counted, -1);
  if (next) bump(kept, next, 1);
  const start = tillWindowStart(today, TILL_WINDOW_DAYS);
  const days = Object.fromEntries([...kept].filter(([day]) => day >= start));
  let lastConfirmed = agg.lastConfirmed;
  if (next?.worked && (lastConfirmed === null || next.day > lastConfirmed))
    lastConfirmed = next.day;
  // The last confirmation was taken back (a same-day change of answer): the newest left counts.
  if (lastConfirmed !== null && lastConfirmed >= start && !(days[lastConfirmed]?.yes ?? 0)) {
    const confirmedDays = Object.keys(days)
      .filter((d) => (days[d]?.yes ?? 0) > 0)
      .sort();
    lastConfirmed = confirmedDays[confirmedDays.length - 1] ?? null;
  }
  return { days, lastConfirmed, reported: agg.reported };
}

/**
 * Several deals' aggregates as one (a place's tile): day buckets added up, the latest
 * confirmation, and marked when any of them is. Undefined when none has answers.
 */
export function mergeTill(aggs: readonly (TillAggregate | undefined)[]): TillAggregate | undefined {
  const present = aggs.filter((a): a is TillAggregate => a !== undefined);
  if (present.length === 0) return undefined;
  const days: Record<string, TillDay> = {};
  let lastConfirmed: string | null = null;
  for (const agg of present) {
    for (const [day, bucket] of Object.entries(agg.days)) {
      const { cards: had, ...kept } = days[day] ?? emptyTillDay();
      const sum: Record<'yes' | TillReason, number> = { ...kept };
      for (const key of ['yes', ...TILL_REASONS] as const) sum[key] += bucket[key];
      const cards: Record<string, number> = { ...had };
      for (const [card, n] of Object.entries(bucket.cards ?? {}))
        cards[card] = (cards[card] ?? 0) + n;
      days[day] = Object.keys(cards).length > 0 ? { ...sum, cards } : sum;
    }
    if (agg.lastConfirmed !== null && (lastConfirmed === null || agg.lastConfirmed > lastConfirmed))
      lastConfirmed = agg.lastConfirmed;
  }
  return { days, lastConfirmed, reported: present.some((a) => a.reported) };
}

/**
 * The "reported not working" mark after an answer is counted: cleared whenever the rule no longer
 * holds; set only by a new report while it holds, so an admin's dismissal stands until new
 * reports come.
 */
export function nextReportedMark(
  wasReported: boolean,
  agg: TillAggregate,
  today: string,
  newReport: boolean,
): boolean {
  if (!reportsOutweigh(agg, today)) return false;
  return wasReported || newReport;
}

/**
 * How many members said at the till, in the last 30 days, that `cardName` was refused for `deal`
 * (Best card for this bill ranks such a card lower and says so).
 */
export function refusedReportsOf(
  deal: { readonly till?: TillAggregate },
  cardName: string,
  today: string,
): number {
  const key = refusedCardKey(cardName);
  if (deal.till === undefined || key === null) return 0;
  return tillSummary(deal.till, today).refusedCards[key] ?? 0;
}

/** The Pakistan date of an instant; re-exported for callers of this module. */
export const tillDay = pakistanDate;
