/**
 * When a scheduled function (firebase-functions v2 `onSchedule`) is due: Cloud Scheduler's
 * unix-cron expressions ("5 0 * * *") and the App Engine forms `onSchedule` also accepts
 * ("every 5 minutes", "every 2 hours", "every day 00:05"), evaluated in the function's time zone.
 */

/** A matcher over the local wall-clock time of one minute. */
export interface ScheduleMatcher {
  matches(parts: LocalTime): boolean;
}

/** Wall-clock fields of an instant in some time zone. */
export interface LocalTime {
  readonly minute: number;
  readonly hour: number;
  readonly dayOfMonth: number;
  readonly month: number;
  /** 0 = Sunday, as cron counts. */
  readonly dayOfWeek: number;
}

const RANGES = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
] as const;

/** The values one cron field allows, within [min, max]. */
function fieldValues(field: string, min: number, max: number): Set<number> {
  const out = new Set<number>();
  for (const part of field.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part.trim());
    if (!m) throw new Error(`Unsupported cron field "${field}"`);
    const step = m[4] ? Number(m[4]) : 1;
    const from = m[1] === '*' ? min : Number(m[2]);
    const to = m[1] === '*' ? max : m[3] ? Number(m[3]) : m[4] ? max : from;
    if (step < 1 || from < min || to > max || from > to)
      throw new Error(`Cron field "${field}" is out of range ${min}-${max}`);
    for (let v = from; v <= to; v += step) out.add(v);
  }
  return out;
}

/** Turns the App Engine forms into cron; cron passes through. */
export function toCron(schedule: string): string {
  const text = schedule.trim().toLowerCase();
  let m = /^every (\d+) minutes?$/.exec(text);
  if (m) return `*/${m[1]} * * * *`;
  m = /^every (\d+) hours?$/.exec(text);
  if (m) return `0 */${m[1]} * * *`;
  m = /^every (?:day|24 hours) (\d{1,2}):(\d{2})$/.exec(text);
  if (m) return `${Number(m[2])} ${Number(m[1])} * * *`;
  return schedule.trim();
}

/** Parses a schedule; throws with the reason for one it cannot run. */
export function parseSchedule(schedule: string): ScheduleMatcher {
  const fields = toCron(schedule).split(/\s+/);
  if (fields.length !== 5) throw new Error(`Unsupported schedule "${schedule}"`);
  const [minute, hour, dom, month, dow] = fields.map((f, i) => {
    const [min, max] = RANGES[i] ?? [0, 0];
    return fieldValues(f, min, max);
  }) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (dow.has(7)) dow.add(0);
  // Cron's rule: when both day fields are restricted, either may match.
  const domAny = fields[2] === '*';
  const dowAny = fields[4] === '*';
  return {
    matches: (t) =>
      minute.has(t.minute) &&
      hour.has(t.hour) &&
      month.has(t.month) &&
      (domAny || dowAny
        ? dom.has(t.dayOfMonth) && dow.has(t.dayOfWeek)
        : dom.has(t.dayOfMonth) || dow.has(t.dayOfWeek)),
  };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock time of an instant in a time zone (Cloud Scheduler's default is UTC). */
export function localTime(date: Date, timeZone = 'UTC'): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    minute: 'numeric',
    hour: 'numeric',
    day: 'numeric',
    month: 'numeric',
    weekday: 'short',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    minute: Number(get('minute')),
    hour: Number(get('hour')),
    dayOfMonth: Number(get('day')),
    month: Number(get('month')),
    dayOfWeek: WEEKDAYS.indexOf(get('weekday')),
  };
}
