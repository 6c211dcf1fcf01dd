import { describe, expect, it } from 'vitest';
import { EMPTY_TILL, tillSummary, type TillAggregate, type TillCount } from '@deals/shared';
import { planTillCount } from './till-plan.js';

const TODAY = '2026-11-27';
const yes: TillCount = { day: TODAY, worked: true, reason: null };
const refused: TillCount = { day: TODAY, worked: false, reason: 'card-refused' };
const ended: TillCount = { day: TODAY, worked: false, reason: 'ended' };

function run(base: TillAggregate, counted: TillCount | null, next: TillCount | null) {
  const plan = planTillCount(base, counted, next, TODAY);
  return plan.kind === 'count' ? plan : null;
}

describe('counting a till answer', () => {
  it('plans nothing for an answer already counted as it is', () => {
    expect(planTillCount(EMPTY_TILL, yes, yes, TODAY)).toEqual({
      kind: 'none',
      why: 'already counted',
    });
    expect(planTillCount(EMPTY_TILL, null, null, TODAY).kind).toBe('none');
  });

  it('moves a changed answer by the difference', () => {
    const one = run(EMPTY_TILL, null, yes)!.agg;
    const changed = run(one, yes, refused)!;
    expect(tillSummary(changed.agg, TODAY)).toMatchObject({ confirmations: 0, reports: 1 });
    expect(changed.newReport).toBe(true);
    // A report changing reason is not a new report.
    expect(run(changed.agg, refused, ended)!.newReport).toBe(false);
  });

  it('marks the deal on the third report, once, and clears it when confirmations catch up', () => {
    let agg = EMPTY_TILL;
    const marks: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const p = run(agg, null, refused)!;
      marks.push(p.marked);
      agg = p.agg;
    }
    expect(marks).toEqual([false, false, true, false]);
    expect(agg.reported).toBe(true);
    for (let i = 0; i < 4; i++) agg = run(agg, null, yes)!.agg;
    expect(agg.reported).toBe(false);
  });

  it('leaves a dismissed deal unmarked until a new report comes', () => {
    let agg = EMPTY_TILL;
    for (let i = 0; i < 3; i++) agg = run(agg, null, refused)!.agg;
    const dismissed = { ...agg, reported: false };
    expect(run(dismissed, null, yes)!.agg.reported).toBe(false);
    const next = run(dismissed, null, ended)!;
    expect(next.agg.reported).toBe(true);
    expect(next.marked).toBe(true);
  });
});
