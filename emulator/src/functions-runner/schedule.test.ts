import { describe, expect, it } from 'vitest';
import { localTime, parseSchedule, toCron } from './schedule.js';

const at = (iso: string, tz?: string) => localTime(new Date(iso), tz);

describe('schedules of scheduled functions', () => {
  it('reads the App Engine forms onSchedule accepts', () => {
    expect(toCron('every 5 minutes')).toBe('*/5 * * * *');
    expect(toCron('every 2 hours')).toBe('0 */2 * * *');
    expect(toCron('every day 00:05')).toBe('5 0 * * *');
    expect(toCron('5 0 * * *')).toBe('5 0 * * *');
  });

  it('fires a daily job at its minute in its own time zone', () => {
    const daily = parseSchedule('every day 00:05');
    // 00:05 in Karachi (UTC+5) is 19:05 UTC the day before.
    expect(daily.matches(at('2026-11-22T19:05:00Z', 'Asia/Karachi'))).toBe(true);
    expect(daily.matches(at('2026-11-22T19:06:00Z', 'Asia/Karachi'))).toBe(false);
    expect(daily.matches(at('2026-11-23T00:05:00Z', 'Asia/Karachi'))).toBe(false);
    expect(daily.matches(at('2026-11-23T00:05:00Z'))).toBe(true);
  });

  it('understands steps, ranges, lists and weekdays', () => {
    const weekdaysMorning = parseSchedule('0,30 9-11 * * 1-5');
    expect(weekdaysMorning.matches(at('2026-11-23T09:30:00Z'))).toBe(true); // Monday
    expect(weekdaysMorning.matches(at('2026-11-22T09:30:00Z'))).toBe(false); // Sunday
    expect(weekdaysMorning.matches(at('2026-11-23T12:00:00Z'))).toBe(false);
    expect(parseSchedule('*/15 * * * *').matches(at('2026-11-23T10:45:00Z'))).toBe(true);
    expect(parseSchedule('0 0 * * 7').matches(at('2026-11-22T00:00:00Z'))).toBe(true);
  });

  it('refuses a schedule it cannot run, saying which', () => {
    expect(() => parseSchedule('every blue moon')).toThrow(
      /Unsupported schedule "every blue moon"/,
    );
    expect(() => parseSchedule('61 * * * *')).toThrow(/out of range/);
  });
});
