/**
 * What a deal's "did it work at the till?" aggregate says (till-checks.ts keeps it from members'
 * answers): its shape, one bucket per Pakistan day of the last 30 days, and the counts a deal
 * shows as of a day. Every reader (functions, the app's tiles and deal pages) derives "today"
 * from the buckets with these pure functions, so the window slides by itself.
 */

/** Why a deal did not work at the till. */
export const TILL_REASONS = [
  'ended',
  'branch-not-taking-part',
  'card-refused',
  'smaller-discount',
  'other',
] as const;
export type TillReason = (typeof TILL_REASONS)[number];

/** Counts cover the last 30 Pakistan days, today included. */
export const TILL_WINDOW_DAYS = 30;
/** The "reported not working" rule looks at the last 7 Pakistan days, today included... */
export const TILL_REPORT_WINDOW_DAYS = 7;
/** ...and needs at least this many reports, more than the confirmations. */
export const TILL_REPORT_MIN = 3;

/**
 * One Pakistan day's answers: confirmations and reports by reason, and (when any "my card was
 * refused" named a card) those reports by card key.
 */
export type TillDay = { readonly yes: number } & { readonly [R in TillReason]: number } & {
  readonly cards?: Readonly<Record<string, number>>;
};

/**
 * The aggregate stored on a deal as `till` (functions write it; an admin's dismissal sets
 * `reported` to false and `dismissedAt`).
 */
export interface TillAggregate {
  /** Day buckets of the last {@link TILL_WINDOW_DAYS} days, keyed by ISO date. */
  readonly days: Readonly<Record<string, TillDay>>;
  /** The last day a member confirmed it worked (may be older than the window); null if never. */
  readonly lastConfirmed: string | null;
  /** Marked "reported not working". */
  readonly reported: boolean;
}

/** A day with no answers. */
export const emptyTillDay = (): TillDay => ({
  yes: 0,
  ended: 0,
  'branch-not-taking-part': 0,
  'card-refused': 0,
  'smaller-discount': 0,
  other: 0,
});

export const EMPTY_TILL: TillAggregate = { days: {}, lastConfirmed: null, reported: false };

/** Every answer a day counts: confirmations and reports. */
export function tillDayTotal(d: TillDay): number {
  return d.yes + TILL_REASONS.reduce((n, reason) => n + d[reason], 0);
}

/** The first day of the window of `size` days ending today (alerts.ts' addDaysIso, which this
 *  module cannot import: alerts.ts reads deals through normalize.ts, which reads till-checks.ts). */
export function tillWindowStart(today: string, size: number): string {
  const t = Date.parse(`${today}T00:00:00Z`) + (1 - size) * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The counts a deal shows, as of `today` (Pakistan date). */
export interface TillSummary {
  /** Confirmations in the last 30 days. */
  readonly confirmations: number;
  /** Reports in the last 30 days. */
  readonly reports: number;
  readonly reportsByReason: Readonly<Record<TillReason, number>>;
  readonly lastConfirmed: string | null;
  /** Confirmations and reports in the last 7 days (the mark's rule). */
  readonly recentConfirmations: number;
  readonly recentReports: number;
  /** "My card was refused" reports in the last 30 days by the card they name (till-checks.ts refusedCardKey). */
  readonly refusedCards: Readonly<Record<string, number>>;
}

/** The summary of an aggregate as of `today`. */
export function tillSummary(agg: TillAggregate, today: string): TillSummary {
  const start30 = tillWindowStart(today, TILL_WINDOW_DAYS);
  const start7 = tillWindowStart(today, TILL_REPORT_WINDOW_DAYS);
  const byReason = { ...emptyTillDay() } as Record<TillReason | 'yes', number>;
  let recentConfirmations = 0;
  let recentReports = 0;
  const refusedCards: Record<string, number> = {};
  for (const [day, bucket] of Object.entries(agg.days)) {
    if (day < start30 || day > today) continue;
    for (const key of ['yes', ...TILL_REASONS] as const) byReason[key] += bucket[key];
    for (const [card, n] of Object.entries(bucket.cards ?? {}))
      refusedCards[card] = (refusedCards[card] ?? 0) + n;
    if (day >= start7) {
      recentConfirmations += bucket.yes;
      recentReports += tillDayTotal(bucket) - bucket.yes;
    }
  }
  const { yes, ...reportsByReason } = byReason;
  return {
    confirmations: yes,
    reports: TILL_REASONS.reduce((n, reason) => n + reportsByReason[reason], 0),
    reportsByReason,
    lastConfirmed: agg.lastConfirmed,
    recentConfirmations,
    recentReports,
    refusedCards,
  };
}

/** The rule: over the last 7 days, at least 3 reports, and more reports than confirmations. */
export function reportsOutweigh(agg: TillAggregate, today: string): boolean {
  const s = tillSummary(agg, today);
  return s.recentReports >= TILL_REPORT_MIN && s.recentReports > s.recentConfirmations;
}

/** Whole days from `day` to `today` (ISO dates), never negative. */
export function daysBetween(day: string, today: string): number {
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / 86_400_000)) : 0;
}
