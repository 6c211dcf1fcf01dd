import {
  applyTillCount,
  nextReportedMark,
  sameTillCount,
  type TillAggregate,
  type TillCount,
} from '@deals/shared';

/** What counting one answer does to its deal's aggregate. */
export type TillPlan =
  | { readonly kind: 'none'; readonly why: 'already counted' }
  | {
      readonly kind: 'count';
      readonly agg: TillAggregate;
      /** The mark went from off to on with this answer: admins are told. */
      readonly marked: boolean;
      /** This answer is a report the ledger did not count as one before. */
      readonly newReport: boolean;
    };

/**
 * Plans counting an answer whose counted value (its ledger) is `counted` and whose stored value
 * is `next` (null = the answer is gone or unreadable), on the aggregate `base`, as of `today`.
 * The same answer counted again plans nothing, so a repeated event changes nothing.
 */
export function planTillCount(
  base: TillAggregate,
  counted: TillCount | null,
  next: TillCount | null,
  today: string,
): TillPlan {
  if (sameTillCount(counted, next)) return { kind: 'none', why: 'already counted' };
  const moved = applyTillCount(base, counted, next, today);
  const newReport = next !== null && !next.worked && !(counted !== null && !counted.worked);
  const reported = nextReportedMark(base.reported, moved, today, newReport);
  return {
    kind: 'count',
    agg: { ...moved, reported },
    marked: reported && !base.reported,
    newReport,
  };
}
