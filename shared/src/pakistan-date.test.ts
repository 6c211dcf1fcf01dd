import { describe, expect, it } from 'vitest';
import { pakistanDate } from './pakistan-date.js';

describe('pakistanDate', () => {
  it('turns an instant into the date in Pakistan (UTC+5)', () => {
    expect(pakistanDate(Date.parse('2026-11-22T19:30:00Z'))).toBe('2026-11-23');
    expect(pakistanDate(Date.parse('2026-11-22T18:59:00Z'))).toBe('2026-11-22');
  });

  it("keeps the date across Pakistan's midnight and at the end of a year", () => {
    expect(pakistanDate(Date.parse('2026-12-31T18:59:59Z'))).toBe('2026-12-31');
    expect(pakistanDate(Date.parse('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
  });
});
