import { describe, expect, it } from 'vitest';
import { auditAction, changedAdminFields } from './audit-plan.js';

const NOW = Date.parse('2026-11-27T08:00:00Z');
const deal = (extra: Record<string, unknown> = {}) => ({
  title: 'KFC',
  discount: '20% off',
  valid_till: '2026-12-31',
  ...extra,
});
const reported = (on: boolean) => ({ till: { days: {}, lastConfirmed: null, reported: on } });

describe('the audit of a deal write', () => {
  it('names create, update, expire and delete', () => {
    expect(auditAction(null, deal(), NOW)).toBe('create');
    expect(auditAction(deal(), null, NOW)).toBe('delete');
    expect(auditAction(deal(), deal({ title: 'KFC Gulberg' }), NOW)).toBe('update');
    expect(auditAction(deal(), deal({ valid_till: '2026-11-26' }), NOW)).toBe('expire');
  });

  it('names the dismissal of a "reported not working" mark', () => {
    expect(auditAction(deal(reported(true)), deal(reported(false)), NOW)).toBe('dismiss-report');
    expect(auditAction(deal(reported(false)), deal(reported(false)), NOW)).toBe('update');
    // Expiring a reported deal is an expiry.
    expect(
      auditAction(deal(reported(true)), deal({ ...reported(true), valid_till: '2026-11-26' }), NOW),
    ).toBe('expire');
  });

  it('leaves the function-owned till counts out of the changed fields', () => {
    expect(changedAdminFields(deal(reported(true)), deal(reported(false)))).toEqual([]);
  });
});
